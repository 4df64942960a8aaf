import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { COMMISSION_REFRESH_MINUTES } from '../shared/commissionRefresh';
import { AdjustmentList } from './AdjustmentList';
import { LinesTable } from './LinesTable';

/** shareholder / my_commission: the caller's commission lines (an agent: its own and its sub-agents'), newest period first, and their corrections. */
export default function MyCommission() {
  const translate = useTranslate();
  return (
    <Box data-testid="my-commission" sx={{ p: 2 }}>
      <Title title="account.menu.my_commission" />
      <Typography variant="h6" sx={{ mb: 1 }}>
        {translate('account.menu.my_commission')}
      </Typography>
      <LinesTable />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }} data-testid="commission-move-rule">
        {translate('account.commission.moveRule', { minutes: COMMISSION_REFRESH_MINUTES })}
      </Typography>
      <AdjustmentList />
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AdjustmentRequests } from './AdjustmentRequests';
import { PointsBalanceList } from './PointsBalanceList';

/** integral_management: members' points balances and, below them, the manual adjustments awaiting a checker. */
export default function IntegralManagementScreen() {
  const translate = useTranslate();
  return (
    <Box>
      <PointsBalanceList />
      <Typography variant="h6" sx={{ mt: 2, mb: 1 }}>
        {translate('vip.points.requests')}
      </Typography>
      <AdjustmentRequests />
    </Box>
  );
}

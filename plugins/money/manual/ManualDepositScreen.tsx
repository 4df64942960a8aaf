import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ManualEntryForm } from './ManualEntryForm';
import { ManualRecordTable } from './ManualRecordTable';

/** manual_access / manual_deposit: the request form and, below it, the requests awaiting a checker. */
export default function ManualDepositScreen() {
  const translate = useTranslate();
  return (
    <Box>
      <Title title="money.menu.manual_deposit" />
      <ManualEntryForm direction="credit" />
      <Typography variant="h6" sx={{ mb: 1 }}>{translate('money.manual.queue')}</Typography>
      <ManualRecordTable resource="manualDeposit" direction="credit" title="money.menu.manual_deposit" queue />
    </Box>
  );
}

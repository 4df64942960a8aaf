import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ManualEntryForm } from './ManualEntryForm';
import { ManualRecordTable } from './ManualRecordTable';

/** manual_access / manual_withdrawal: the request form and, below it, the requests awaiting a checker. */
export default function ManualWithdrawalScreen() {
  const translate = useTranslate();
  return (
    <Box>
      <Title title="money.menu.manual_withdrawal" />
      <ManualEntryForm direction="debit" />
      <Typography variant="h6" sx={{ mb: 1 }}>{translate('money.manual.queue')}</Typography>
      <ManualRecordTable resource="manualWithdrawal" direction="debit" title="money.menu.manual_withdrawal" queue />
    </Box>
  );
}

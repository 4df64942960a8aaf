import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useInPopup } from '../../../src';
import { ManualEntryForm } from './ManualEntryForm';
import { ManualRecordTable } from './ManualRecordTable';

/** manual_access / manual_withdrawal: the request form and, below it, the requests awaiting a checker. */
export default function ManualWithdrawalScreen() {
  const translate = useTranslate();
  // In the popup (panels 10–13) the page keeps its own title.
  const inPopup = useInPopup() !== null;
  return (
    <Box>
      {!inPopup && <Title title="money.menu.manual_withdrawal" />}
      <ManualEntryForm direction="debit" />
      <Typography variant="h6" sx={{ mb: 1 }}>
        {translate('money.manual.queue')}
      </Typography>
      <ManualRecordTable resource="manualWithdrawal" direction="debit" title="money.menu.manual_withdrawal" queue />
    </Box>
  );
}

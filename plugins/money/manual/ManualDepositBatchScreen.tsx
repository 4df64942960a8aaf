import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useInPopup } from '../../../src';
import { ManualBatchForm } from './ManualBatchForm';
import { ManualBatchRequestTable } from './ManualBatchRequestTable';

/** manual_access / manual_deposit_batch: the batch form (list, upload or VIP level, with its preview) and the batch requests below. */
export default function ManualDepositBatchScreen() {
  const translate = useTranslate();
  // In the popup (panels 10–13) the page keeps its own title.
  const inPopup = useInPopup() !== null;
  return (
    <Box>
      {!inPopup && <Title title="money.menu.manual_deposit_batch" />}
      <ManualBatchForm direction="credit" />
      <Typography variant="h6" sx={{ mb: 1 }}>
        {translate('money.manualBatch.requests')}
      </Typography>
      <ManualBatchRequestTable resource="manualDepositBatch" direction="credit" />
    </Box>
  );
}

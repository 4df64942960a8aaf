import { required, TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { FormDialog, formatPaise, useIdempotencyKey } from '../../../src';
import { useBetCalls } from '../lotteryCalls';

/** Cancels bets with a reason; the server refunds each stake through the ledger. */
export function CancelBetsDialog({ ids, onClose, onDone }: { ids: number[]; onClose(): void; onDone(): void }) {
  const calls = useBetCalls();
  const idem = useIdempotencyKey();
  const translate = useTranslate();
  return (
    <FormDialog<{ reason: string }>
      title="lottery.bet.cancelTitle"
      defaultValues={{ reason: '' }}
      saveLabel="lottery.bet.cancel"
      saveTestId="cancel-bets-save"
      noticeFor={(answer) => {
        const a = answer as { cancelled: number; amount: number };
        return { message: 'lottery.bet.cancelled', options: { count: a.cancelled, amount: formatPaise(a.amount) } };
      }}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async (values) => {
        const answer = await calls.cancel({ ids, reason: values.reason }, { idempotencyKey: idem.key });
        idem.renew();
        return answer;
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('lottery.bet.cancelHint', { count: ids.length })}
      </Typography>
      <TextInput source="reason" label="lottery.bet.reason" validate={required()} multiline fullWidth />
    </FormDialog>
  );
}

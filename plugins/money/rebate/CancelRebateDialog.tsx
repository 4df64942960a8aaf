import { Alert } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { FormDialog, formatPaise } from '../../../src';
import { useRebateRecordCalls, type RebateRecord } from './rebateCalls';

const requiredReason = (value?: string | null) => {
  const text = (value ?? '').trim();
  if (text === '') return 'money.rebate.v.reasonRequired';
  return text.length > 255 ? 'money.rebate.v.tooLong' : undefined;
};

/** Cancel a held rebate: the reason is required, and the dialog says the record will never be paid. */
export function CancelRebateDialog({ record, onClose, onDone }: { record: RebateRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = useRebateRecordCalls();
  return (
    <FormDialog<{ reason: string }>
      title="money.rebate.cancel.title"
      defaultValues={{ reason: '' }}
      saveLabel="money.rebate.cancel.save"
      success="money.rebate.cancel.done"
      saveTestId="rebate-cancel-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={({ reason }) => calls.cancel({ id: record.id, reason: reason.trim() })}
    >
      <Alert severity="warning" data-testid="rebate-cancel-warning">
        {`${record.username} · ${record.businessDate} · ${record.gameName ?? '-'} · ${formatPaise(record.amount)}`}
        <br />
        {translate('money.rebate.cancel.warning')}
      </Alert>
      <TextInput
        source="reason"
        label="money.rebate.cancel.reason"
        multiline
        minRows={2}
        isRequired
        validate={requiredReason}
        slotProps={{ htmlInput: { 'data-testid': 'rebate-cancel-reason' } }}
      />
    </FormDialog>
  );
}

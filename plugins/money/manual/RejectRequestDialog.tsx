import { TextInput } from 'react-admin';
import { FormDialog } from '../../../src';
import { requiredReason } from '../orders/validation';
import { useManualCalls, type ManualRecord } from './manualCalls';

/** Rejects a pending manual request (the whole batch when it is one) with a mandatory reason; no money moves. */
export function RejectRequestDialog({ record, onClose, onDone }: { record: Pick<ManualRecord, 'requestId' | 'requestNo'>; onClose(): void; onDone(): void }) {
  const calls = useManualCalls();
  return (
    <FormDialog<{ reason: string }>
      title="money.manual.rejectTitle"
      titleOptions={{ requestNo: record.requestNo }}
      defaultValues={{ reason: '' }}
      saveLabel="money.manual.reject"
      success="money.manual.rejected"
      saveTestId="manual-dialog-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={({ reason }) => calls.reject({ id: record.requestId, reason: reason.trim() })}
    >
      <TextInput source="reason" label="money.manual.rejectReason" multiline minRows={2} isRequired validate={requiredReason} slotProps={{ htmlInput: { 'data-testid': 'manual-reason' } }} />
    </FormDialog>
  );
}

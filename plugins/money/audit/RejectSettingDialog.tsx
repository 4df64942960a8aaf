import { TextInput } from 'react-admin';
import { FormDialog } from '../../../src';
import { requiredReason } from '../orders/validation';
import { useMoneySettingCalls, type SettingRequest } from './auditCalls';

/** Rejects a pending settings change with a mandatory reason; nothing changes. */
export function RejectSettingDialog({ request, onClose, onDone }: { request: SettingRequest; onClose(): void; onDone(): void }) {
  const calls = useMoneySettingCalls();
  return (
    <FormDialog<{ reason: string }>
      title="money.audit.rejectTitle"
      titleOptions={{ requestNo: request.requestNo }}
      defaultValues={{ reason: '' }}
      saveLabel="money.audit.reject"
      success="money.audit.rejected"
      saveTestId="setting-reject-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={({ reason }) => calls.reject({ id: request.id, reason: reason.trim() })}
    >
      <TextInput source="reason" label="money.audit.rejectReason" multiline minRows={2} isRequired validate={requiredReason} />
    </FormDialog>
  );
}

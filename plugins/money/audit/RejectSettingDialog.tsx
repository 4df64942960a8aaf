import { ReasonDialog } from '../../../src';
import { ORDER_REASON_MESSAGES } from '../orders/validation';
import { useMoneySettingCalls, type SettingRequest } from './auditCalls';

/** Rejects a pending settings change with a mandatory reason; nothing changes. */
export function RejectSettingDialog({ request, onClose, onDone }: { request: SettingRequest; onClose(): void; onDone(): void }) {
  const calls = useMoneySettingCalls();
  return (
    <ReasonDialog
      title="money.audit.rejectTitle"
      titleOptions={{ requestNo: request.requestNo }}
      label="money.audit.rejectReason"
      messages={ORDER_REASON_MESSAGES}
      confirmLabel="money.audit.reject"
      success="money.audit.rejected"
      saveTestId="setting-reject-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(reason) => calls.reject({ id: request.id, reason })}
    />
  );
}

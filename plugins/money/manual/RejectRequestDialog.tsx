import { ReasonDialog } from '../../../src';
import { ORDER_REASON_MESSAGES } from '../orders/validation';
import { useManualCalls, type ManualRecord } from './manualCalls';

/** Rejects a pending manual request (the whole batch when it is one) with a mandatory reason; no money moves. */
export function RejectRequestDialog({
  record,
  onClose,
  onDone,
}: {
  record: Pick<ManualRecord, 'requestId' | 'requestNo'>;
  onClose(): void;
  onDone(): void;
}) {
  const calls = useManualCalls();
  return (
    <ReasonDialog
      title="money.manual.rejectTitle"
      titleOptions={{ requestNo: record.requestNo }}
      label="money.manual.rejectReason"
      messages={ORDER_REASON_MESSAGES}
      confirmLabel="money.manual.reject"
      success="money.manual.rejected"
      saveTestId="manual-dialog-save"
      reasonTestId="manual-reason"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(reason) => calls.reject({ id: record.requestId, reason })}
    />
  );
}

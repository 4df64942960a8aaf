import { ReasonDialog } from '../../../src';
import { usePointsRequestCalls, type PointsAdjustmentRecord } from '../vipCalls';

/** The adjustment's own rule (pointsForm's reasonError): 1 to 255 characters, one message for both refusals. */
const REASON_MESSAGES = { required: 'vip.points.reasonRequired', tooLong: 'vip.points.reasonRequired' };

/** Rejects a pending points adjustment with a mandatory reason; no points move. */
export function RejectDialog({ record, onClose, onDone }: { record: PointsAdjustmentRecord; onClose(): void; onDone(): void }) {
  const calls = usePointsRequestCalls();
  return (
    <ReasonDialog
      maxLength={255}
      messages={REASON_MESSAGES}
      capInput
      title="vip.points.rejectTitle"
      titleOptions={{ id: record.id }}
      label="vip.points.rejectReason"
      confirmLabel="vip.points.reject"
      success="vip.points.rejected"
      saveTestId="vip-points-reject-save"
      reasonTestId="vip-points-reject-reason"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(reason) => calls.reject({ id: record.id, reason })}
    />
  );
}

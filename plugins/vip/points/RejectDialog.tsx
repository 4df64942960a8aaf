import { TextInput } from 'react-admin';
import { FormDialog } from '../../../src';
import { usePointsRequestCalls, type PointsAdjustmentRecord } from '../vipCalls';
import { reasonError } from './pointsForm';

/** Rejects a pending points adjustment with a mandatory reason; no points move. */
export function RejectDialog({ record, onClose, onDone }: { record: PointsAdjustmentRecord; onClose(): void; onDone(): void }) {
  const calls = usePointsRequestCalls();
  return (
    <FormDialog<{ reason: string }>
      title="vip.points.rejectTitle"
      titleOptions={{ id: record.id }}
      defaultValues={{ reason: '' }}
      saveLabel="vip.points.reject"
      success="vip.points.rejected"
      saveTestId="vip-points-reject-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={({ reason }) => calls.reject({ id: record.id, reason: reason.trim() })}
    >
      <TextInput source="reason" label="vip.points.rejectReason" multiline minRows={2} isRequired validate={reasonError}
        slotProps={{ htmlInput: { 'data-testid': 'vip-points-reject-reason', maxLength: 255 } }} />
    </FormDialog>
  );
}

import { TextInput } from 'react-admin';
import { FormDialog } from '../../../src';
import { useKillRateCalls } from './killRateCalls';
import { reasonError } from './leverForms';

/** Suspends or resumes betting on a game, a play's selection; takes effect at once, for new bets only. Confirmed with a reason. */
export function SuspendDialog({
  gameId,
  playCode = '',
  selection = '',
  targetText,
  resume,
  onClose,
  onDone,
}: {
  gameId: number;
  playCode?: string;
  selection?: string;
  targetText: string;
  resume: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const calls = useKillRateCalls();
  return (
    <FormDialog<{ reason: string }>
      title={resume ? 'lottery.control.resumeTitle' : 'lottery.control.suspendTitle'}
      titleOptions={{ target: targetText }}
      defaultValues={{ reason: '' }}
      validate={(v) => {
        const error = reasonError(String(v.reason ?? ''));
        return error ? { reason: error } : {};
      }}
      saveLabel={resume ? 'lottery.control.resume' : 'lottery.control.suspend'}
      success={resume ? 'lottery.control.resumeDone' : 'lottery.control.suspendDone'}
      saveTestId="suspend-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) => (resume ? calls.resume : calls.suspend)({ gameId, playCode, selection, reason: v.reason.trim() })}
    >
      <TextInput
        source="reason"
        label="lottery.lever.reason"
        helperText="lottery.lever.reasonHelp"
        multiline
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'suspend-reason' } }}
      />
    </FormDialog>
  );
}

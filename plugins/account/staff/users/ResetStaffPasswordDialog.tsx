import { TextInput } from 'react-admin';
import { hashPassword } from '../../../../authProvider';
import { FormDialog } from '../../../../src';
import { ConfirmPasswordInput } from '../../agents/ConfirmPasswordInput';
import { pendingApprovalNotice, useStaffUserCalls } from '../staffCalls';
import { passwordLength } from './staffUserRules';

/** Sets a new password for another account (3–16, typed twice; only its SHA-256 leaves the browser). */
export function ResetStaffPasswordDialog({ user, onClose }: { user: { id: number; username: string }; onClose(): void }) {
  const calls = useStaffUserCalls();
  return (
    <FormDialog<{ password: string; confirm: string }>
      title="account.staff.users.resetPasswordOf"
      titleOptions={{ username: user.username }}
      defaultValues={{ password: '', confirm: '' }}
      saveLabel="ra.action.confirm"
      success="account.staff.users.passwordReset"
      successOptions={{ username: user.username }}
      noticeFor={pendingApprovalNotice}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={({ password }) => calls.resetPassword({ id: user.id, password: hashPassword(password) })}
    >
      <TextInput
        source="password"
        type="password"
        autoComplete="new-password"
        label="account.staff.users.newPassword"
        validate={passwordLength}
      />
      <ConfirmPasswordInput label="account.staff.users.confirmPassword" message="account.staff.v.mismatch" />
    </FormDialog>
  );
}

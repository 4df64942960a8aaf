import { hashPassword, verifyPassword } from '../../../server/auth/password';
import type { Caller } from '../../../server/auth/session';
import { ApiError } from '../../../server/http/errors';
import { anySignedInStaff, defineRoute } from '../../../server/http/route';
import { profileContracts as contracts } from '../shared/profileContract';

/** The "me" endpoints act on the caller's own account only; naming another id is A0301. */
function requireSelf(caller: Caller, id: number): void {
  if (id !== caller.staffId) throw new ApiError('A0301', 'not_your_account');
}

export const profileRoutes = [
  defineRoute({
    contract: contracts.changePassword,
    auth: 'staff',
    menu: anySignedInStaff('the caller’s own session and profile'),
    writes: { action: 'password.change', targetType: 'staff_user' },
    async handler({ db, caller, body, now, audit }) {
      requireSelf(caller, body.id);
      if (body.newPassword !== body.ConfirmPassword) throw new ApiError('A0400', 'password_mismatch');
      const user = await db.selectFrom('staff_user').select('password_hash').where('id', '=', caller.staffId).executeTakeFirstOrThrow();
      if (!(await verifyPassword(body.oldPassword, user.password_hash))) throw new ApiError('A0400', 'old_password_incorrect');

      await db
        .updateTable('staff_user')
        .set({ password_hash: await hashPassword(body.newPassword), password_set_by: caller.staffId, updated_at: now })
        .where('id', '=', caller.staffId)
        .execute();
      // Anyone else holding a session of this account is signed out; this session carries on.
      const revoked = await db
        .deleteFrom('session')
        .where('staff_id', '=', caller.staffId)
        .where('id', '!=', caller.sessionId)
        .executeTakeFirst();
      const otherSessions = Number(revoked.numDeletedRows);
      audit({
        targetId: caller.staffId,
        before: { password: 'set', otherSessions },
        after: { password: 'changed', otherSessions: 0 },
      });
      return null;
    },
  }),

  defineRoute({
    contract: contracts.language,
    auth: 'staff',
    menu: anySignedInStaff('the caller’s own session and profile'),
    async handler({ caller }) {
      return { language: caller.language };
    },
  }),

  defineRoute({
    contract: contracts.setLanguage,
    auth: 'staff',
    menu: anySignedInStaff('the caller’s own session and profile'),
    writes: { action: 'language.change', targetType: 'staff_user' },
    async handler({ db, caller, body, now, audit }) {
      requireSelf(caller, body.id);
      await db.updateTable('staff_user').set({ language: body.language, updated_at: now }).where('id', '=', caller.staffId).execute();
      audit({ targetId: caller.staffId, before: { language: caller.language }, after: { language: body.language } });
      return { language: body.language };
    },
  }),
];

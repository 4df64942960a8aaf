import { decideChange, listChanges, submitChange } from '../../../server/approval/changeRequests';
import { ApiError } from '../../../server/http/errors';
import { Notice } from '../../../server/http/notice';
import { defineRoute } from '../../../server/http/route';
import type { AnswerOf } from '../../../shared/contract';
import { settingsContracts as contracts } from '../shared/settingsContract';
import { MONEY_SETTING_DEFAULTS, readMoneySettings, writeMoneySetting, type MoneySettingKey } from './settings';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * The money settings behind money_management → audit_management → audit_Configuration: the
 * second-review threshold (paise), the audit multiples (hundredths), fee rates (basis points) and
 * amount limits (paise). Platform-wide, so admin only. They move money, so a save is a change
 * request that another independent administrator approves (then it applies, with before/after in
 * the operation log) or rejects.
 */

const MENU = MONEY_MENU.money_management.audit_management.audit_Configuration.path;
type Changes = Partial<Record<MoneySettingKey, number>>;

export const settingsRoutes = [
  defineRoute({
    contract: contracts.get,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    async handler({ db }) {
      return readMoneySettings(db);
    },
  }),

  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    writes: { action: 'money_setting.request', targetType: 'money_setting' },
    async handler({ db, caller, body, audit, now }) {
      const current = await readMoneySettings(db);
      const changes: Changes = {};
      const before: Changes = {};
      for (const key of Object.keys(MONEY_SETTING_DEFAULTS) as MoneySettingKey[]) {
        const next = body[key];
        if (next === undefined || next === current[key]) continue;
        changes[key] = next;
        before[key] = current[key];
      }
      if (Object.keys(changes).length === 0) throw new ApiError('A0400', 'nothing_to_change');
      const request = await submitChange(db, {
        kind: 'money_setting.save',
        targetId: null,
        payload: changes,
        before,
        franchiseeId: null,
        makerId: caller.staffId,
        now,
      });
      audit({ targetId: request.id, before, after: { ...changes, requestNo: request.requestNo, status: request.status } });
      return new Notice(
        { ...current, requestId: request.id, requestNo: request.requestNo, status: request.status },
        'setting_request_submitted',
        { requestNo: request.requestNo },
      );
    },
  }),

  defineRoute({
    contract: contracts.requests,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    async handler({ db, body }) {
      // Money-setting requests carry settings as their payload and before (settingsContract.ts).
      return listChanges(db, ['money_setting.save'], body) as Promise<AnswerOf<typeof contracts.requests>>;
    },
  }),

  defineRoute({
    contract: contracts.approve,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    writes: { action: 'money_setting.save', targetType: 'money_setting' },
    async handler({ db, caller, body, audit, now }) {
      const change = await decideChange(db, { id: body.id, kinds: ['money_setting.save'], checkerId: caller.staffId, now, to: 'applied' });
      const before = await readMoneySettings(db);
      const expected = change.before as Changes;
      // Someone else's approved change in between: this request was made against other values.
      if ((Object.keys(expected) as MoneySettingKey[]).some((k) => before[k] !== expected[k])) throw new ApiError('A0400', 'request_stale');
      for (const [key, next] of Object.entries(change.payload as Changes)) await writeMoneySetting(db, key as MoneySettingKey, next, now);
      const after = await readMoneySettings(db);
      audit({ targetId: change.id, before, after: { ...after, requestNo: change.requestNo, makerId: change.makerId } });
      return { ...after, requestId: change.id, requestNo: change.requestNo, status: 'applied' as const };
    },
  }),

  defineRoute({
    contract: contracts.reject,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    writes: { action: 'money_setting.reject', targetType: 'money_setting' },
    async handler({ db, caller, body, audit, now }) {
      const change = await decideChange(db, {
        id: body.id,
        kinds: ['money_setting.save'],
        checkerId: caller.staffId,
        now,
        to: 'rejected',
        reason: body.reason,
      });
      audit({
        targetId: change.id,
        before: { status: 'pending_approval' },
        after: { status: 'rejected', requestNo: change.requestNo, reason: body.reason },
      });
      return { requestId: change.id, requestNo: change.requestNo, status: 'rejected' as const };
    },
  }),
];

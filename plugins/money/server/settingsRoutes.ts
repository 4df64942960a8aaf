import { z } from 'zod';
import { changeListBody, decideChange, listChanges, submitChange } from '../../../server/approval/changeRequests';
import { ApiError } from '../../../server/http/errors';
import { Notice } from '../../../server/http/notice';
import { defineRoute } from '../../../server/http/route';
import { idField, intIn } from '../../../server/http/validate';
import { reason } from '../../../server/http/moneyFields';
import { AMOUNT_CEILING, MONEY_SETTING_DEFAULTS, readMoneySettings, writeMoneySetting, type MoneySettingKey } from './settings';

/*
 * The money settings behind money_management → audit_management → audit_Configuration: the
 * second-review threshold (paise), the audit multiples (hundredths), fee rates (basis points) and
 * amount limits (paise). Platform-wide, so admin only. They move money, so a save is a change
 * request that another independent administrator approves (then it applies, with before/after in
 * the operation log) or rejects.
 */

const MENU = ['money_management', 'audit_management', 'audit_Configuration'];
const value = (max: number) => intIn(0, max).optional();
const amountLimit = intIn(1, AMOUNT_CEILING).optional();

const saveBody = z.object({
  secondReviewThreshold: value(AMOUNT_CEILING),
  normalMultipleX100: value(100_000),
  comprehensiveMultipleX100: value(100_000),
  adminFeeRateBps: value(10_000),
  withdrawFeeBps: value(10_000),
  maxManualAmount: amountLimit,
  maxBatchTotal: amountLimit,
  maxOrderAmount: amountLimit,
  maxQuotaChange: amountLimit,
});

type Changes = Partial<Record<MoneySettingKey, number>>;

export const settingsRoutes = [
  defineRoute({
    method: 'POST',
    path: '/chance-money-setting/get',
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    async handler({ db }) {
      return readMoneySettings(db);
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-money-setting/save',
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    body: saveBody,
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
    method: 'POST',
    path: '/chance-money-setting/request/list',
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    body: changeListBody,
    async handler({ db, body }) {
      return listChanges(db, ['money_setting.save'], body);
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-money-setting/request/approve',
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    body: z.object({ id: idField }),
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
      return { ...after, requestId: change.id, requestNo: change.requestNo, status: 'applied' };
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-money-setting/request/reject',
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    body: z.object({ id: idField, reason }),
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
      return { requestId: change.id, requestNo: change.requestNo, status: 'rejected' };
    },
  }),
];

import { z } from 'zod';
import { defineRoute } from '../../../../server/http/route';
import { boolField } from '../../../../server/http/validate';
import { HOLD_KINDS, readRiskSettings, writeRiskSettings } from './riskSettings';

/* riskControlSet: the risk rules the server applies (riskSettings.ts says which and why only those). */
const SET_MENU = ['system_management', 'riskControl', 'riskControlSet'];

export const riskSetRoutes = [
  defineRoute({
    method: 'GET',
    path: '/chance-risk-management-set/list',
    auth: 'staff',
    roles: ['admin'],
    menu: SET_MENU,
    async handler({ db }) {
      return readRiskSettings(db);
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-risk-management-set/update',
    auth: 'staff',
    roles: ['admin'],
    menu: SET_MENU,
    body: z
      .object({
        withdrawHold: boolField,
        holdKinds: z.array(z.enum(HOLD_KINDS, { error: 'system.v.holdKinds' }), { error: 'system.v.holdKinds' }).max(HOLD_KINDS.length),
      })
      .superRefine((body, ctx) => {
        if (new Set(body.holdKinds).size !== body.holdKinds.length)
          ctx.addIssue({ code: 'custom', path: ['holdKinds'], message: 'system.v.holdKinds' });
        if (body.withdrawHold && body.holdKinds.length === 0)
          ctx.addIssue({ code: 'custom', path: ['holdKinds'], message: 'system.v.holdKindsRequired' });
      }),
    writes: { action: 'risk_setting.save', targetType: 'risk_setting' },
    async handler({ db, body, now, audit }) {
      const before = await readRiskSettings(db);
      const after = { withdrawHold: body.withdrawHold, holdKinds: HOLD_KINDS.filter((k) => body.holdKinds.includes(k)) };
      await writeRiskSettings(db, after, now);
      audit({ targetId: 'risk', before, after });
      return after;
    },
  }),
];

import { defineRoute } from '../../../../server/http/route';
import { riskSetContracts as contracts } from '../../shared/riskSetContract';
import { HOLD_KINDS, readRiskSettings, writeRiskSettings } from './riskSettings';
import { SYSTEM_MENU } from '../../shared/menuTree';

/* riskControlSet: the risk rules the server applies (riskSettings.ts says which and why only those). */
const SET_MENU = SYSTEM_MENU.system_management.riskControl.riskControlSet.path;

export const riskSetRoutes = [
  defineRoute({
    contract: contracts.read,
    auth: 'staff',
    roles: ['admin'],
    menu: SET_MENU,
    async handler({ db }) {
      return readRiskSettings(db);
    },
  }),

  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin'],
    menu: SET_MENU,
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

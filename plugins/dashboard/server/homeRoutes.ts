import { anySignedInStaff, defineRoute } from '../../../server/http/route';
import { scopeOf } from '../../../server/scope/scope';
import { bombayDate } from '../../../server/domain/time';
import { bombayDayNumber, dayNumberStart } from '../../../server/time/bombay';
import { dailyActivity, type DayActivity } from './activity';
import { pendingCounts } from '../../../server/plugin/counters';
import { countMembers, countOnlineMembers } from '../../../server/session/memberFigures';
import { homeContracts as contracts } from '../shared/homeContract';
import { DASHBOARD_MENU } from '../shared/menuTree';

const moneyOf = (day: DayActivity) => ({
  depositAmount: day.depositAmount,
  depositCount: day.depositCount,
  withdrawalAmount: day.withdrawalAmount,
  withdrawalCount: day.withdrawalCount,
  firstDepositCount: day.firstDepositCount,
  firstDepositAmount: day.firstDepositAmount,
});

export const dashboardRoutes = [
  // Top-bar counters and menu notification numbers, polled every 10 s: every installed plugin's
  // counts (their server modules' `counters`). Agents do not see these counters (spec §6); a count
  // whose review screen is not in the caller's menuList is left out.
  defineRoute({
    contract: contracts.auditReminder,
    auth: 'staff',
    menu: anySignedInStaff('top-bar counters of every screen: a count is left out unless the caller holds its review screen'),
    roles: ['admin', 'franchisee'],
    async handler({ db, caller }) {
      return pendingCounts(db, scopeOf(caller), caller.menuList);
    },
  }),

  defineRoute({
    contract: contracts.info,
    auth: 'staff',
    menu: DASHBOARD_MENU.dashboard.path,
    async handler({ db, caller, now }) {
      const scope = scopeOf(caller);
      const today = bombayDayNumber(now);
      const [days, onlineMembers, memberTotal, pending] = await Promise.all([
        dailyActivity(db, scope, today - 1, today),
        countOnlineMembers(db, scope, now),
        countMembers(db, scope),
        // Only what the viewer can act on: the counts whose screens its menu holds.
        caller.role === 'agent' ? Promise.resolve(null) : pendingCounts(db, scope, caller.menuList),
      ]);
      const todayActivity = days.get(today) as DayActivity;
      return {
        memberTotal,
        todayRegistrations: todayActivity.registrations,
        onlineMembers,
        today: moneyOf(todayActivity),
        yesterday: moneyOf(days.get(today - 1) as DayActivity),
        pending,
      };
    },
  }),

  defineRoute({
    contract: contracts.series,
    auth: 'staff',
    menu: DASHBOARD_MENU.dashboard.path,
    async handler({ db, caller, body, now }) {
      const today = bombayDayNumber(now);
      const first = today - body.days + 1;
      const activity = await dailyActivity(db, scopeOf(caller), first, today);
      return {
        days: [...activity].map(([day, a]) => ({
          date: bombayDate(dayNumberStart(day)),
          registrations: a.registrations,
          firstDeposits: a.firstDepositCount,
          depositAmount: a.depositAmount,
          depositCount: a.depositCount,
          withdrawalAmount: a.withdrawalAmount,
          withdrawalCount: a.withdrawalCount,
        })),
      };
    },
  }),
];

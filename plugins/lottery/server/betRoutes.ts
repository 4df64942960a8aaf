import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { scopeOf } from '../../../server/scope/scope';
import { betContracts as contracts } from '../shared/betContract';
import { cancelBets } from './betCancel';
import { betCancelLogRow } from './tables/operationLogRows';
import { LOTTERY_AGENT_MENU } from '../shared/menuTree';

/*
 * Bet records (note_management → note_list): cancelling bets whose period has no result yet, one
 * or a batch, with a reason; every cancel is one operation_log row (action lottery.bet.cancel),
 * which is also the cancellation log. Admins only: an agent reads its downline's bets
 * (chance-bet/list) but never moves their money.
 */

const NOTE_MENU = LOTTERY_AGENT_MENU.note_management.note_list.path;
const CANCEL_ACTION = 'lottery.bet.cancel';

const CANCEL_LOG_SORT = defineSort({
  columns: { createdAt: 'operation_log.created_at' },
  defaultField: 'createdAt',
  defaultOrder: 'desc',
  tieBreak: { column: 'operation_log.id', order: 'desc' },
});

export const betRoutes = [
  defineRoute({
    contract: contracts.cancel,
    auth: 'staff',
    roles: ['admin'],
    menu: NOTE_MENU,
    writes: { action: CANCEL_ACTION, targetType: 'bet' },
    async handler({ db, caller, body, now, audit }) {
      const cancelled = await cancelBets(db, { ids: body.ids, reason: body.reason, staffId: caller.staffId, scope: scopeOf(caller), now });
      for (const b of cancelled) {
        audit({
          targetId: b.id,
          before: { status: 'unsettled' },
          after: { status: 'cancelled', betNo: b.betNo, memberId: b.memberId, periodId: b.periodId, stake: b.stake, reason: body.reason },
        });
      }
      return { cancelled: cancelled.length, amount: cancelled.reduce((sum, b) => sum + b.stake, 0) };
    },
  }),

  defineRoute({
    contract: contracts.cancelLog,
    auth: 'staff',
    roles: ['admin'],
    menu: NOTE_MENU,
    async handler({ db, body }) {
      const { list, total } = await pagedList(db, {
        query: db.selectFrom('operation_log').where('action', '=', CANCEL_ACTION),
        select: (q) =>
          q.select([
            'operation_log.id',
            'operation_log.target_id',
            'operation_log.username',
            'operation_log.after_json',
            'operation_log.ip',
            'operation_log.created_at',
          ]),
        sort: CANCEL_LOG_SORT,
        page: body,
      });
      return { list: list.map(betCancelLogRow.map), total };
    },
  }),
];

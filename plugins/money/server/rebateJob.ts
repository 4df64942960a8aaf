import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import { rebateJournal, rebateKey } from '../../../server/domain/ledgerJournals';
import { addBombayDays, bombayDayStart } from '../../../server/domain/time';
import { previousBombayDay, type PeriodicJob } from '../../../server/jobs/periodicJob';
import { VALID_BET_STATUSES } from '../../vip/shared/validBets';
import { postJournals, type JournalEntry } from '../../../server/ledger/ledger';
import { loadEnabledTemplates, memberRebates, type GameTurnover } from './rebateRules';
import { createdRebateRow } from './tables/createdRebateRow';
import { rebateTurnoverRow } from './tables/rebateTurnoverRow';
import { openRequirements, type OpenRequirement } from '../../../server/ledger/turnover';

/*
 * The daily member rebate (返水) of one Bombay business day, run just after Bombay midnight for the
 * day that ended (server/jobs). For each member (not test, not internal) with valid bets that day,
 * per game: the turnover × the member's VIP rate in the matching enabled rebate_template, the
 * template's daily cap shared by its games (plugins/money/server/rebateRules.ts). Each line is a
 * rebate_record row:
 *   paid (1)  the member is active: a 'rebate' journal (rebate expense → member cash) keyed
 *             rebate:{member}:{day}:{game} (DOMAIN A.4 #5, the key the seed and the record list use),
 *             and a turnover requirement of amount × the template's audit multiple (source 'rebate');
 *   held (0)  the member is locked or frozen: nothing is paid; staff cancel it (rebate_record screen).
 * Idempotent twice over: the runner claims (job, day) once, and a member who already has a record
 * for the day (from an earlier run or the seed) is skipped, so a re-run writes nothing.
 */

export const REBATE_JOB = 'money.rebate.daily';

const ROWS = 500;

export interface RebateDayResult {
  records: number;
  paid: number;
  held: number;
  amount: number;
}

export async function payDailyRebates(db: Database, day: string, now: number): Promise<RebateDayResult> {
  const result: RebateDayResult = { records: 0, paid: 0, held: 0, amount: 0 };
  const templates = await loadEnabledTemplates(db);
  if (templates.length === 0) return result;
  const from = bombayDayStart(day);
  const to = bombayDayStart(addBombayDays(day, 1));
  const rows = await db
    .selectFrom('bet')
    .innerJoin('member as m', 'm.id', 'bet.member_id')
    .select(['bet.member_id', 'bet.game_id', 'm.franchisee_id', 'm.vip_level', 'm.status', sql<number>`sum(bet.stake)`.as('turnover')])
    .where('bet.created_at', '>=', from)
    .where('bet.created_at', '<', to)
    .where('bet.status', 'in', VALID_BET_STATUSES)
    .where('bet.is_test', '=', 0)
    .where('m.is_test', '=', 0)
    .where('m.is_internal', '=', 0)
    // A member already calculated for the day (earlier run, seed) is left as it is.
    .where((w) =>
      w.not(
        w.exists(
          w
            .selectFrom('rebate_record as r')
            .select('r.id')
            .whereRef('r.member_id', '=', 'bet.member_id')
            .where('r.business_date', '=', day),
        ),
      ),
    )
    .groupBy(['bet.member_id', 'bet.game_id', 'm.franchisee_id', 'm.vip_level', 'm.status'])
    .orderBy('bet.member_id')
    .orderBy('bet.game_id')
    .execute()
    .then((found) => found.map(rebateTurnoverRow.map));

  type Line = {
    memberId: number;
    franchiseeId: number;
    paid: boolean;
    gameId: number;
    turnover: number;
    templateId: number;
    rateBps: number;
    amount: number;
    auditMultipleX100: number;
  };
  const lines: Line[] = [];
  for (let i = 0; i < rows.length;) {
    const { memberId, franchiseeId, vipLevel, status } = rows[i];
    const games: GameTurnover[] = [];
    for (; i < rows.length && rows[i].memberId === memberId; i++) games.push({ gameId: rows[i].gameId, turnover: rows[i].turnover });
    for (const line of memberRebates(templates, { franchiseeId, vipLevel }, games)) {
      lines.push({ memberId, franchiseeId, paid: status === 0, ...line });
    }
  }

  const journals: JournalEntry[] = [];
  const requirements: OpenRequirement[] = [];
  for (let i = 0; i < lines.length; i += ROWS) {
    const chunk = lines.slice(i, i + ROWS);
    const inserted = await db
      .insertInto('rebate_record')
      .values(
        chunk.map((l) => ({
          member_id: l.memberId,
          franchisee_id: l.franchiseeId,
          game_id: l.gameId,
          business_date: day,
          valid_turnover: l.turnover,
          rate_bps: l.rateBps,
          amount: l.amount,
          status: l.paid ? 1 : 0,
          journal_key: l.paid ? rebateKey(l.memberId, day, l.gameId) : null,
          created_at: now,
          template_id: l.templateId,
        })),
      )
      .returning(['id', 'member_id', 'game_id'])
      .execute();
    const ids = new Map(inserted.map(createdRebateRow.map).map((r) => [`${r.memberId}:${r.gameId}`, r.id]));
    for (const l of chunk) {
      result.records++;
      if (!l.paid) {
        result.held++;
        continue;
      }
      const id = ids.get(`${l.memberId}:${l.gameId}`) as number;
      result.paid++;
      result.amount += l.amount;
      journals.push({
        journal: rebateJournal({ memberId: l.memberId, date: day, gameId: l.gameId, amount: l.amount, tenant: String(l.franchiseeId) }),
        meta: { now, refType: 'rebate_record', refId: id, remark: `rebate ${day}` },
      });
      if (l.auditMultipleX100 > 0) {
        requirements.push({
          memberId: l.memberId,
          sourceType: 'rebate',
          sourceId: id,
          deposit: 0,
          discount: l.amount,
          normalMultipleX100: 0,
          comprehensiveMultipleX100: l.auditMultipleX100,
          now,
        });
      }
    }
  }
  await postJournals(db, journals);
  await openRequirements(db, requirements);
  return result;
}

/** The Bombay day that ended last, run once (server/jobs claims it). */
export const rebateDailyJob: PeriodicJob = {
  name: REBATE_JOB,
  duePeriod: previousBombayDay,
  async run(trx, period, now) {
    return (await payDailyRebates(trx, period, now)).records;
  },
};

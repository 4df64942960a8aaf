import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import { isValidBet } from './rules/games/registry';
import { betStakeJournal } from '../../../server/domain/ledgerJournals';
import { rupees, splitStake } from '../../../server/domain/money';
import { ApiError } from '../../../server/http/errors';
import { postJournal } from '../../../server/ledger/ledger';
import { bettingAllowed } from './catalogueGames';
import { gameInfo } from './games';
import { assertNotSuspended, memberPlayStake, periodRules, potentialPayout, selectionExposure } from './limitRules';
import { BetStatus, PeriodStatus } from '../shared/status';
import { recordMemberAction } from '../../../server/memberLog/memberActions';
import { memberStakeRow } from './tables/betSumRows';
import { bettorRow } from './tables/bettorRow';

/*
 * Placing a bet, in the caller's transaction: the member may bet, the period is taking bets at
 * `now`, the play and selection exist for the game, the stake is within the game's limits and the
 * member's restrictions; then the bet row and its stake journal (member cash → the period's pool
 * and fee income) commit together, or neither does (insufficient funds rolls everything back).
 */

export interface PlaceBetInput {
  memberId: number;
  periodId: number;
  play: string;
  selection: string;
  /** Gross stake in paise (fee included). */
  stake: number;
  now: number;
  /** Given by callers that need a known number (tests, replays); otherwise generated. */
  betNo?: string;
  ip?: string;
}

export interface PlacedBet {
  id: number;
  betNo: string;
  periodId: number;
  issueNo: string;
  stake: number;
  fee: number;
  contract: number;
  oddsX100: number;
}

export function newBetNo(issueNo: string): string {
  return `B${issueNo}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * One bet, without the member-action record: the bet request (placeBetRequestIn) writes that once
 * for all its bets, so a slip of several selections costs one vip_foreground_operation row, not one
 * per bet (each row is an insert into a table with five indexes, on the hottest write path).
 */
async function placeOneBetIn(trx: Database, input: PlaceBetInput): Promise<PlacedBet & { franchiseeId: number }> {
  const { memberId, periodId, play, selection, stake, now } = input;
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new ApiError('A0400', 'stake_out_of_range', { min: 1, max: '∞' });

  const memberRow = await trx
    .selectFrom('member')
    .select(['id', 'franchisee_id', 'agent_id', 'status', 'is_test'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!memberRow) throw new ApiError('A0400', 'member_not_found', { member: memberId });
  const member = bettorRow.map(memberRow);
  if (member.status !== 0) throw new ApiError('A0400', 'member_cannot_bet');

  const period = await trx
    .selectFrom('period')
    .innerJoin('game', 'game.id', 'period.game_id')
    .select([
      'period.issue_no',
      'period.game_id',
      'period.open_at',
      'game.code',
      'game.name',
      'game.shape',
      'game.result_source',
      'game.issue_code',
      'game.interval_sec',
      'game.freeze_sec',
      'game.fee_bps',
      'game.state',
      'game.test_support',
      'game.lottery_type_id',
      'game.min_bet',
      'game.max_bet',
      'game.max_bet_per_period',
      'game.disabled_at',
      'period.open_at',
    ])
    .where('period.id', '=', periodId)
    .executeTakeFirst();
  if (!period) throw new ApiError('A0404', 'not_found');
  const game = gameInfo({ ...period, id: period.game_id });
  // A disabled game still takes bets on the period that was open when it was disabled (catalogueGames.ts).
  if (!bettingAllowed(period) || (member.isTest === 1 && period.test_support !== 1)) throw new ApiError('A0400', 'game_disabled');

  if (!isValidBet(game.shape, play, selection)) throw new ApiError('A0400', 'play_invalid', { play, selection });
  const playRow = await trx
    .selectFrom('play')
    .select(['id', 'odds_x100', 'status'])
    .where('lottery_type_id', '=', period.lottery_type_id)
    .where('code', '=', play)
    .where('selection', '=', selection)
    .executeTakeFirst();
  if (!playRow || playRow.status !== 0 || playRow.odds_x100 <= 0) throw new ApiError('A0400', 'play_invalid', { play, selection });

  // Kill-rate levers (limitRules.ts): suspensions now; odds and play limits as saved before this period opened.
  await assertNotSuspended(trx, period.game_id, play, selection);
  const rules = await periodRules(trx, { gameId: period.game_id, playCode: play, playId: playRow.id, openAt: period.open_at });
  const oddsX100 = rules.oddsX100 ?? playRow.odds_x100;
  const minStake = rules.limit?.minStake ?? period.min_bet;
  let maxStake = rules.limit?.maxStake ?? period.max_bet;
  const restrictions = await trx
    .selectFrom('restricted_account')
    .select(['restriction', 'stake_cap'])
    .where('member_id', '=', memberId)
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .execute();
  for (const r of restrictions) {
    if (r.restriction === 'betting_suspended') throw new ApiError('A0400', 'member_cannot_bet');
    if (r.restriction === 'stake_cap' && r.stake_cap !== null) maxStake = Math.min(maxStake, r.stake_cap);
  }
  if (stake < minStake || stake > maxStake) throw new ApiError('A0400', 'stake_out_of_range', { min: minStake, max: maxStake });

  // Claims the period while it takes bets. In PostgreSQL the row stays locked until we commit, so
  // the scheduler's betting → drawing update waits for this bet instead of closing under it.
  const split = splitStake(stake, game.feeBps);
  const open = await trx
    .updateTable('period')
    .set({ bet_count: sql`bet_count + 1`, total_bet: sql`total_bet + ${stake}`, total_fee: sql`total_fee + ${split.fee}` })
    .where('id', '=', periodId)
    .where('status', '=', PeriodStatus.BETTING)
    .where('open_at', '<=', now)
    .where('close_at', '>', now)
    .executeTakeFirst();
  if (Number(open.numUpdatedRows) !== 1) throw new ApiError('A0400', 'period_not_open');

  const already = await trx
    .selectFrom('bet')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stake'), sql<number>`0`).as('total'))
    .where('period_id', '=', periodId)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (memberStakeRow.map(already).total + stake > period.max_bet_per_period) {
    throw new ApiError('A0400', 'period_limit_exceeded', { max: period.max_bet_per_period });
  }

  if (rules.limit) {
    if ((await memberPlayStake(trx, periodId, memberId, play)) + stake > rules.limit.maxPerMemberPeriod) {
      throw new ApiError('A0400', 'killrate_play_period_limit_exceeded', { max: rules.limit.maxPerMemberPeriod });
    }
    // The cap bounds what this selection would owe if it won; the bet that would cross it is refused.
    const cap = rules.limit.maxExposure;
    if (cap !== null && (await selectionExposure(trx, periodId, play, selection)) + potentialPayout(split.contract, oddsX100) > cap) {
      throw new ApiError('A0400', 'killrate_exposure_cap_exceeded', { max: cap });
    }
  }

  const betNo = input.betNo ?? newBetNo(period.issue_no);
  const inserted = await trx
    .insertInto('bet')
    .values({
      bet_no: betNo,
      member_id: memberId,
      franchisee_id: member.franchiseeId,
      agent_id: member.agentId,
      game_id: period.game_id,
      period_id: periodId,
      play_id: playRow.id,
      play_code: play,
      selection,
      stake: split.stake,
      fee: split.fee,
      contract: split.contract,
      odds_x100: oddsX100,
      status: BetStatus.UNSETTLED,
      payout: 0,
      dropped_x100: 0,
      is_test: member.isTest,
      ip: input.ip ?? '',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await postJournal(
    trx,
    betStakeJournal({
      betNo,
      memberId,
      periodId,
      stake: split.stake,
      fee: split.fee,
      contract: split.contract,
      tenant: String(member.franchiseeId),
    }),
    { now, refType: 'bet', refId: inserted.id },
  );
  return {
    franchiseeId: member.franchiseeId,
    id: inserted.id,
    betNo,
    periodId,
    issueNo: period.issue_no,
    stake: split.stake,
    fee: split.fee,
    contract: split.contract,
    oddsX100,
  };
}

/** One selection of a bet request. */
export interface BetItem {
  play: string;
  selection: string;
  /** Gross stake in paise (fee included). */
  stake: number;
  betNo?: string;
}

export interface BetRequestInput {
  memberId: number;
  periodId: number;
  items: BetItem[];
  now: number;
  ip?: string;
}

/** At most this many selections in one request (a full number board and then some). */
export const MAX_BETS_PER_REQUEST = 50;

/**
 * A bet request (one slip: a member's selections on one period), in the caller's transaction: every
 * bet is placed with its own checks and journal, or none is (the first refusal rolls back the
 * caller's transaction), and the member-action log gets one row for the request with its count and
 * total, e.g. "20261127W0001 ×3 ₹30.00: COLOR red, SIZE big, NUMBER 7".
 */
export async function placeBetRequestIn(trx: Database, input: BetRequestInput): Promise<PlacedBet[]> {
  const { items } = input;
  if (items.length === 0 || items.length > MAX_BETS_PER_REQUEST)
    throw new ApiError('A0400', 'bet_request_size', { max: MAX_BETS_PER_REQUEST });
  const placed: (PlacedBet & { franchiseeId: number })[] = [];
  for (const item of items) {
    placed.push(await placeOneBetIn(trx, { memberId: input.memberId, periodId: input.periodId, now: input.now, ip: input.ip, ...item }));
  }
  const total = items.reduce((sum, item) => sum + item.stake, 0);
  const what = items.map((i) => `${i.play} ${i.selection}`).join(', ');
  await recordMemberAction(trx, {
    memberId: input.memberId,
    franchiseeId: placed[0].franchiseeId,
    action: 'bet_place',
    ip: input.ip,
    now: input.now,
    detail:
      items.length === 1
        ? `${placed[0].issueNo} ${what} ${rupees(total)}`
        : `${placed[0].issueNo} ×${items.length} ${rupees(total)}: ${what}`,
  });
  return placed.map(({ franchiseeId: _franchisee, ...bet }) => bet);
}

/** placeBetRequestIn in the caller's transaction, or a new one. */
export async function placeBetRequest(db: Database, input: BetRequestInput): Promise<PlacedBet[]> {
  return db.isTransaction ? placeBetRequestIn(db, input) : db.transaction().execute((trx) => placeBetRequestIn(trx, input));
}

/** A request of one bet, in the caller's transaction. */
export async function placeBetIn(trx: Database, input: PlaceBetInput): Promise<PlacedBet> {
  const { play, selection, stake, betNo, ...request } = input;
  const [bet] = await placeBetRequestIn(trx, { ...request, items: [{ play, selection, stake, betNo }] });
  return bet;
}

/** placeBetIn in the caller's transaction, or a new one. */
export async function placeBet(db: Database, input: PlaceBetInput): Promise<PlacedBet> {
  return db.isTransaction ? placeBetIn(db, input) : db.transaction().execute((trx) => placeBetIn(trx, input));
}

/** The period of a game taking bets at `now`, if its row exists (created by the scheduler). */
export async function openPeriodOf(db: Database, gameId: number, now: number): Promise<{ id: number; issueNo: string } | undefined> {
  const row = await db
    .selectFrom('period')
    .select(['id', 'issue_no'])
    .where('game_id', '=', gameId)
    .where('status', '=', PeriodStatus.BETTING)
    .where('open_at', '<=', now)
    .where('close_at', '>', now)
    .executeTakeFirst();
  return row ? { id: row.id, issueNo: row.issue_no } : undefined;
}

import {
  betPayoutJournal,
  betStakeJournal,
  depositJournal,
  memberCash,
  rebateJournal,
  rebateKey,
} from '../../server/domain/ledgerJournals';
import { splitStake } from '../../server/domain/money';
import { settleBet } from '../../plugins/lottery/server/rules/settlement';
import { bombayCompactDate } from '../../server/domain/time';
import { BetStatus } from '../../plugins/lottery/shared/status';
import { bombayDayNumber, dayNumberStart } from '../../server/time/bombay';
import type { Activity, DepositIntent, Member, OrderIntent } from './activity';
import { memberBanks, utrOf, type BankRow, type ChannelIndex } from './channels';
import { EventQueue } from './events';
import type { SeedLedger } from './ledger';
import { periodOf, SETTLE_DELAY_MS, type SeedGame, type SeedPeriod } from './lottery';
import { customerClassOf, ipOf, vipLevelOf } from './people';
import type { SeedProfile } from './profiles';
import type { Random } from '../../server/seed/random';
import { calculatedAt, RebateDay, type RebateRow } from './rebates';
import { SETTINGS, TurnoverBook, type RequirementRow } from './turnover';
import { reviewersOf, scheduleWithdrawal, type ReviewRow, type WithdrawalPass } from './withdrawals';
import { pointsRef } from '../../plugins/vip/shared/pointsLedger';

/*
 * The money pass over one chunk of members: each member's deposits, withdrawals, betting
 * sessions, bet settlements and rebates run in time order against the seed ledger, so every
 * order, bet and rebate that moved money has its journal, balances never go below zero (a
 * withdrawal shrinks to what the member holds, or is not made; a session stops when the cash
 * runs out), turnover requirements open and close as the services do it (turnover.ts), and the
 * member's cached totals, points and VIP level come from what actually happened.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const STAKES_RUPEES: [number, number][] = [
  [10, 30],
  [20, 20],
  [50, 20],
  [100, 15],
  [200, 8],
  [500, 5],
  [1000, 2],
];
/** High rollers stake this many times more. */
const HIGH_STAKE = 20;
/** Share of rebate records cancelled on review (hedged bets on both sides of a period). */
const REBATE_CANCELLED = 0.015;
/** Share of rebate records held a day for a second look before they are paid. */
const REBATE_HELD = 0.1;

export interface Counters {
  deposit: number;
  withdrawal: number;
  bet: number;
  points: number;
  loginLog: number;
  bank: number;
  review: number;
  requirement: number;
  rebate: number;
}

export const newCounters = (): Counters => ({
  deposit: 0,
  withdrawal: 0,
  bet: 0,
  points: 0,
  loginLog: 0,
  bank: 0,
  review: 0,
  requirement: 0,
  rebate: 0,
});

export interface ChunkRows {
  members: Member[];
  banks: BankRow[];
  deposits: Record<string, unknown>[];
  withdrawals: Record<string, unknown>[];
  reviews: ReviewRow[];
  bets: Record<string, unknown>[];
  turnover: Record<string, unknown>[];
  requirements: RequirementRow[];
  rebates: RebateRow[];
  points: Record<string, unknown>[];
  loginLogs: Record<string, unknown>[];
}

/**
 * Ids and order numbers in time order (ties keep their list order, as a stable sort does). Sorted
 * through an array of the times: the intents lie scattered over the heap, and comparing them in
 * place cost 4 s of CPU for the default demo's 306 000 withdrawal intents (0.1 s this way). The
 * order number's date is made once per Bombay day, not per order.
 */
function number<T extends OrderIntent>(orders: T[], prefix: string, counters: Counters, key: 'deposit' | 'withdrawal') {
  const times = Float64Array.from(orders, (o) => o.created_at);
  const order = Uint32Array.from(orders.keys()).sort((a, b) => times[a] - times[b] || a - b);
  const dates = new Map<number, string>();
  return Array.from(order, (at) => {
    const o = orders[at];
    const id = ++counters[key];
    const day = bombayDayNumber(o.created_at);
    let date = dates.get(day);
    if (date === undefined) dates.set(day, (date = bombayCompactDate(o.created_at)));
    return { ...o, id, order_no: `${prefix}${date}${String(id).padStart(7, '0')}` };
  });
}

function byMember<T extends { member_id: number }>(orders: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const o of orders) {
    const list = out.get(o.member_id);
    if (list) list.push(o);
    else out.set(o.member_id, [o]);
  }
  return out;
}

/**
 * The chunk's rows, handed out every `membersPerSlice` members: a member's history is complete
 * (its orders, bets, rebates and ledger postings final) when its slice is yielded, so the caller
 * writes each slice and lets it go, instead of holding the default demo's 3 million row objects
 * at once (the seed peaked at 1.9 GB). The random stream is drawn in the same order whatever the
 * slice size, so the rows are the same (checked on the default demo: every seeded table equal).
 */
export function* historySlices(
  profile: SeedProfile,
  activity: Activity,
  games: SeedGame[],
  periods: SeedPeriod[],
  ledger: SeedLedger,
  channels: ChannelIndex,
  rng: Random,
  now: number,
  counters: Counters,
  membersPerSlice: number,
): Generator<ChunkRows> {
  const exponential = (mean: number) => -mean * Math.log(1 - rng.float());
  const depositsOf = byMember(number<DepositIntent>(activity.deposits, 'D', counters, 'deposit'));
  const withdrawalsOf = byMember(number(activity.withdrawals, 'W', counters, 'withdrawal'));
  const gameWeights = games.map((g) => [g, g.code === 'WINGO_1M' ? 4 : g.code.startsWith('WINGO') ? 2 : 1] as const);
  const nextId = (key: 'review' | 'requirement' | 'rebate' | 'bank') => () => ++counters[key];

  const slice = (members: Member[]): ChunkRows => ({
    members,
    banks: [],
    deposits: [],
    withdrawals: [],
    reviews: [],
    bets: [],
    turnover: [],
    requirements: [],
    rebates: [],
    points: [],
    loginLogs: [],
  });
  let rows = slice([]);
  for (const member of activity.members) {
    if (rows.members.length === membersPerSlice) {
      yield rows;
      rows = slice([]);
    }
    rows.members.push(member);
    const tenant = String(member.franchisee_id);
    const cash = memberCash(member.id);
    const high = activity.highRollers.has(member.id);
    const pool = reviewersOf(member.franchisee_id);
    const events = new EventQueue();
    const settlements = new EventQueue();
    const turnover = new TurnoverBook(member.id, nextId('requirement'));
    // Members who pay in keep a payee for withdrawals; half of the others saved one anyway.
    const banks = depositsOf.has(member.id) || rng.chance(0.5) ? memberBanks(member, rng, nextId('bank'), now) : [];
    rows.banks.push(...banks);
    let points = 0;
    const earn = (kind: string, amount: number, ref: string, at: number) => {
      if (amount <= 0) return;
      points += amount;
      rows.points.push({ id: ++counters.points, member_id: member.id, kind, amount, balance_after: points, ref, created_at: at });
    };
    earn('register', 10, pointsRef('register', { memberId: member.id }), member.created_at);
    rows.loginLogs.push(
      {
        id: ++counters.loginLog,
        member_id: member.id,
        franchisee_id: member.franchisee_id,
        ip: member.register_ip,
        device: member.register_device,
        source: 'h5',
        geo: 'IN',
        success: 1,
        reason: '',
        created_at: member.created_at,
      },
      {
        id: ++counters.loginLog,
        member_id: member.id,
        franchisee_id: member.franchisee_id,
        ip: member.last_login_ip,
        device: member.last_login_device,
        source: member.last_login_device.startsWith('Windows') ? 'pc' : 'app',
        geo: 'IN',
        success: 1,
        reason: '',
        created_at: member.last_login_at as number,
      },
    );

    let firstCredit: number | null = null;
    for (const d of depositsOf.get(member.id) ?? []) {
      const channel = rng.pick((d.kind === 'company' ? channels.company : channels.online).get(member.franchisee_id) ?? []);
      const row: Record<string, unknown> = {
        id: d.id,
        order_no: d.order_no,
        member_id: d.member_id,
        station_id: d.station_id,
        franchisee_id: d.franchisee_id,
        agent_id: d.agent_id,
        kind: d.kind,
        amount: d.amount,
        status: d.status,
        is_first: 0,
        created_at: d.created_at,
        reviewed_at: d.reviewed_at,
        bonus: d.bonus,
        credited_amount: 0,
        payer_name: member.real_name,
        utr: d.kind === 'company' ? utrOf(rng) : '',
        reject_reason: d.status === 3 ? 'Payment not received' : '',
        reviewed_by: d.status === 1 ? null : rng.pick(pool),
        balance_after: null,
        created_ip: member.last_login_ip,
        channel_id: channel?.id ?? null,
        normal_multiple_x100: SETTINGS.normalMultipleX100,
        comprehensive_multiple_x100: SETTINGS.comprehensiveMultipleX100,
      };
      rows.deposits.push(row);
      if (d.status !== 2) continue;
      const at = d.reviewed_at as number;
      if (firstCredit === null || at < firstCredit) firstCredit = at;
      events.push(at, () => {
        ledger.post(
          depositJournal({ orderNo: d.order_no, memberId: member.id, amount: d.amount, bonus: d.bonus, tenant }),
          at,
          'deposit_order',
          d.id,
        );
        turnover.open(d.id, d.amount, d.bonus, at);
        row.credited_amount = d.amount + d.bonus;
        row.balance_after = ledger.balance(cash);
        if (member.first_charge_at === null) {
          member.first_charge_at = at;
          member.first_charge_amount = d.amount;
          row.is_first = 1;
        }
        member.total_recharge += d.amount;
        earn('deposit', Math.floor(d.amount / 10_000), pointsRef('deposit', { orderNo: d.order_no }), at);
      });
    }
    const withdrawals: WithdrawalPass = {
      member,
      tenant,
      ledger,
      rng,
      now,
      events,
      turnover,
      channels,
      bank: banks[0],
      orders: [],
      reviews: rows.reviews,
      nextReviewId: nextId('review'),
    };
    for (const w of withdrawalsOf.get(member.id) ?? []) scheduleWithdrawal(withdrawals, w, rows.withdrawals);

    // Betting sessions from the first credit on, while the money lasts.
    if (firstCredit !== null && member.is_internal === 0) {
      for (let at = firstCredit + exponential(profile.sessionGapMs / 4); at < now; at += exponential(profile.sessionGapMs)) {
        const start = at;
        events.push(start, () => session(start));
      }
    }

    const session = (start: number) => {
      const game = rng.weighted(gameWeights);
      let period = periodOf(periods, game, start);
      if (period && start >= period.closeAt)
        period = periods[period.id] && periods[period.id].game === game ? periods[period.id] : undefined;
      for (let round = rng.int(1, profile.roundsPerSession); round > 0 && period; round--) {
        const from = Math.max(start, period.openAt);
        for (let n = rng.int(1, 3); n > 0; n--) {
          const placedAt = Math.floor(from + rng.float() * (period.closeAt - from));
          settlements.runUntil(placedAt);
          const held = ledger.balance(cash);
          const wanted = rng.weighted(STAKES_RUPEES) * 100 * (high ? HIGH_STAKE : 1);
          const stake = Math.min(wanted, Math.floor(held / 1000) * 1000);
          if (stake < 1000) return;
          bet(period, game, stake, placedAt);
        }
        const next = periods[period.id];
        period = next && next.game === game ? next : undefined;
      }
    };

    // Rebates: a day's turnover per game, calculated after the day ends, paid after review that morning.
    const rebateDays = new Map<number, RebateDay>();
    const calculate = (day: RebateDay) => {
      const records = day.records(member, vipLevelOf(member.total_bet), nextId('rebate'));
      rows.rebates.push(...records);
      const morning = dayNumberStart(day.day + 1) + 9 * HOUR + rng.int(0, 180) * MINUTE;
      for (const r of records) {
        // Some wait a day for a second look, so yesterday's list always has calculated, unpaid records.
        const payAt = rng.chance(REBATE_HELD) ? morning + 24 * HOUR : morning;
        if (rng.chance(REBATE_CANCELLED))
          Object.assign(r, { status: 2, cancel_reason: 'Hedged bets on both sides of a period', cancelled_at: Math.min(morning, now) });
        else if (payAt <= now) {
          events.push(payAt, () => {
            ledger.post(
              rebateJournal({ memberId: member.id, date: r.business_date, gameId: r.game_id, amount: r.amount, tenant }),
              payAt,
              'rebate_record',
              r.id,
            );
            Object.assign(r, { status: 1, journal_key: rebateKey(member.id, r.business_date, r.game_id) });
          });
        }
      }
    };

    const bet = (period: SeedPeriod, game: SeedGame, gross: number, placedAt: number) => {
      const id = ++counters.bet;
      const betNo = `B${period.issueNo}${id.toString(16).toUpperCase().padStart(10, '0')}`;
      const play = rng.pick(game.plays);
      const { stake, fee, contract } = splitStake(gross, game.feeBps);
      ledger.post(betStakeJournal({ betNo, memberId: member.id, periodId: period.id, stake, fee, contract, tenant }), placedAt, 'bet', id);
      const settled = settleBet(
        { stake, fee, contract, play: play.code, selection: play.selection, oddsX100: play.oddsX100 },
        period.result,
        game.shape,
      );
      const settledAt = period.drawAt + SETTLE_DELAY_MS;
      rows.bets.push({
        id,
        bet_no: betNo,
        member_id: member.id,
        franchisee_id: member.franchisee_id,
        agent_id: member.agent_id,
        game_id: game.id,
        period_id: period.id,
        play_id: play.id,
        play_code: play.code,
        selection: play.selection,
        stake,
        fee,
        contract,
        odds_x100: play.oddsX100,
        status: settled.payout > 0 ? BetStatus.WIN : BetStatus.LOSE,
        payout: settled.payout,
        dropped_x100: settled.droppedX100,
        is_test: member.is_test,
        ip: member.last_login_ip,
        created_at: placedAt,
        settled_at: settledAt,
      });
      if (period.lastBettor !== member.id) {
        period.bettorCount++;
        period.lastBettor = member.id;
      }
      period.betCount++;
      period.totalBet += stake;
      period.totalFee += fee;
      period.payout += settled.payout;
      period.pool += contract - settled.payout;
      member.total_bet += stake;
      member.total_win += settled.payout;
      const dayNumber = bombayDayNumber(placedAt);
      let day = rebateDays.get(dayNumber);
      if (!day) {
        const today = new RebateDay(dayNumber);
        rebateDays.set(dayNumber, today);
        if (calculatedAt(dayNumber) <= now) events.push(calculatedAt(dayNumber), () => calculate(today));
        day = today;
      }
      day.add(game.id, stake);
      // Settlement adds the valid turnover (what the audits count) and pays a winner.
      settlements.push(settledAt, () => {
        turnover.settled += stake;
        if (settled.payout > 0)
          ledger.post(betPayoutJournal({ betNo, memberId: member.id, periodId: period.id, payout: settled.payout }), settledAt, 'bet', id);
      });
    };

    while (events.size > 0) {
      settlements.runUntil(events.peek());
      events.pop()();
    }
    settlements.runUntil(Number.MAX_SAFE_INTEGER);
    if (turnover.settled > 0) rows.turnover.push({ member_id: member.id, valid_total: turnover.settled, updated_at: now });
    rows.requirements.push(...turnover.rows);
    member.points = points;
    member.vip_level = vipLevelOf(member.total_bet);
    member.customer_class = customerClassOf(member.total_recharge);
    if (member.last_login_ip === '') member.last_login_ip = ipOf(rng);
  }
  if (rows.members.length > 0) yield rows;
}

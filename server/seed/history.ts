import {
  betPayoutJournal, betStakeJournal, depositJournal, memberCash, withdrawFreezeJournal, withdrawPayoutJournal, withdrawReleaseJournal,
} from '../domain/ledgerJournals';
import { splitStake } from '../domain/money';
import { settleBet } from '../domain/settlement';
import { bombayCompactDate } from '../domain/time';
import { BetStatus } from '../lottery/status';
import type { Activity, DepositIntent, Member, OrderIntent } from './activity';
import type { SeedLedger } from './ledger';
import { periodOf, SETTLE_DELAY_MS, type SeedGame, type SeedPeriod } from './lottery';
import { customerClassOf, ipOf, vipLevelOf } from './people';
import type { SeedProfile } from './profiles';
import type { Random } from './random';

/*
 * The money pass over one chunk of members: each member's deposits, withdrawals and betting
 * sessions are applied in time order to the seed ledger, so every order and bet that moved
 * money has its journal, balances never go below zero (a withdrawal shrinks to what the member
 * holds, or is not made; a session stops when the cash runs out) and the member's cached
 * totals, points and VIP level come from what actually happened.
 */

const MINUTE = 60_000;
const STAKES_RUPEES: [number, number][] = [[10, 30], [20, 20], [50, 20], [100, 15], [200, 8], [500, 5], [1000, 2]];
const REJECT_REASONS = ['Payee name does not match the account', 'Turnover requirement not met', 'Duplicate request', 'Bank details invalid'];

export interface Counters {
  deposit: number;
  withdrawal: number;
  bet: number;
  points: number;
  loginLog: number;
}

export interface ChunkRows {
  members: Member[];
  deposits: Record<string, unknown>[];
  withdrawals: Record<string, unknown>[];
  bets: Record<string, unknown>[];
  turnover: Record<string, unknown>[];
  points: Record<string, unknown>[];
  loginLogs: Record<string, unknown>[];
}

interface Pending {
  at: number;
  run: () => void;
}

function number<T extends OrderIntent>(orders: T[], prefix: string, counters: Counters, key: 'deposit' | 'withdrawal') {
  return [...orders].sort((a, b) => a.created_at - b.created_at).map((o) => {
    const id = ++counters[key];
    return { ...o, id, order_no: `${prefix}${bombayCompactDate(o.created_at)}${String(id).padStart(7, '0')}` };
  });
}

export function applyHistory(
  profile: SeedProfile, activity: Activity, games: SeedGame[], periods: SeedPeriod[], ledger: SeedLedger, rng: Random, now: number, counters: Counters,
): ChunkRows {
  const exponential = (mean: number) => -mean * Math.log(1 - rng.float());
  const deposits = number<DepositIntent>(activity.deposits, 'D', counters, 'deposit');
  const withdrawals = number(activity.withdrawals, 'W', counters, 'withdrawal');
  const depositsOf = new Map<number, typeof deposits>();
  for (const d of deposits) depositsOf.set(d.member_id, [...(depositsOf.get(d.member_id) ?? []), d]);
  const withdrawalsOf = new Map<number, typeof withdrawals>();
  for (const w of withdrawals) withdrawalsOf.set(w.member_id, [...(withdrawalsOf.get(w.member_id) ?? []), w]);
  const gameWeights = games.map((g) => [g, g.code === 'WINGO_1M' ? 4 : g.code.startsWith('WINGO') ? 2 : 1] as const);

  const rows: ChunkRows = { members: activity.members, deposits: [], withdrawals: [], bets: [], turnover: [], points: [], loginLogs: [] };
  for (const member of activity.members) {
    const tenant = String(member.franchisee_id);
    const cash = memberCash(member.id);
    let points = 0;
    const earn = (kind: string, amount: number, ref: string, at: number) => {
      if (amount <= 0) return;
      points += amount;
      rows.points.push({ id: ++counters.points, member_id: member.id, kind, amount, balance_after: points, ref, created_at: at });
    };
    earn('register', 10, `register:${member.id}`, member.created_at);
    rows.loginLogs.push(
      { id: ++counters.loginLog, member_id: member.id, franchisee_id: member.franchisee_id, ip: member.register_ip, device: member.register_device, source: 'h5', geo: 'IN', success: 1, reason: '', created_at: member.created_at },
      { id: ++counters.loginLog, member_id: member.id, franchisee_id: member.franchisee_id, ip: member.last_login_ip, device: member.last_login_device, source: member.last_login_device.startsWith('Windows') ? 'pc' : 'app', geo: 'IN', success: 1, reason: '', created_at: member.last_login_at as number },
    );

    const events: Pending[] = [];
    let firstCredit: number | null = null;
    for (const d of depositsOf.get(member.id) ?? []) {
      const row: Record<string, unknown> = {
        id: d.id, order_no: d.order_no, member_id: d.member_id, station_id: d.station_id, franchisee_id: d.franchisee_id, agent_id: d.agent_id,
        kind: d.kind, amount: d.amount, status: d.status, is_first: 0, created_at: d.created_at, reviewed_at: d.reviewed_at, bonus: d.bonus,
        credited_amount: 0, payer_name: member.real_name, utr: d.kind === 'company' ? String(rng.int(100_000, 999_999)) + String(rng.int(100_000, 999_999)) : '',
        reject_reason: d.status === 3 ? 'Payment not received' : '', reviewed_by: d.status === 1 ? null : 1, balance_after: null, created_ip: member.last_login_ip,
      };
      rows.deposits.push(row);
      if (d.status !== 2) continue;
      const at = d.reviewed_at as number;
      if (firstCredit === null || at < firstCredit) firstCredit = at;
      events.push({ at, run: () => {
        ledger.post(depositJournal({ orderNo: d.order_no, memberId: member.id, amount: d.amount, bonus: d.bonus, tenant }), at, 'deposit_order', d.id);
        row.credited_amount = d.amount + d.bonus;
        row.balance_after = ledger.balance(cash);
        if (member.first_charge_at === null) {
          member.first_charge_at = at;
          member.first_charge_amount = d.amount;
          row.is_first = 1;
        }
        member.total_recharge += d.amount;
        earn('deposit', Math.floor(d.amount / 10_000), `deposit:${d.order_no}`, at);
      } });
    }
    let paidWithdrawals = 0;
    for (const w of withdrawalsOf.get(member.id) ?? []) {
      events.push({ at: w.created_at, run: () => {
        const held = ledger.balance(cash);
        const amount = Math.min(w.amount, Math.floor(held / 10_000) * 10_000);
        if (amount < 10_000) return; // nothing worth withdrawing: the member never asked
        ledger.post(withdrawFreezeJournal({ orderNo: w.order_no, memberId: member.id, amount }), w.created_at, 'withdrawal_order', w.id);
        const row: Record<string, unknown> = {
          id: w.id, order_no: w.order_no, member_id: w.member_id, station_id: w.station_id, franchisee_id: w.franchisee_id, agent_id: w.agent_id,
          amount, status: w.status, created_at: w.created_at, reviewed_at: w.reviewed_at, stage: 'submitted', first_reviewer_id: null, fee: 0, admin_fee: 0,
          net_payout: 0, destination: JSON.stringify({ type: 'UPI', vpa: `${member.username}@okaxis`, holder: member.real_name }), reject_reason: '',
          paid_at: null, paid_by: null, is_first: 0, created_ip: member.last_login_ip,
        };
        rows.withdrawals.push(row);
        if (w.status === 1) return;
        const at = w.reviewed_at as number;
        row.first_reviewer_id = 1;
        if (w.status === 3) {
          events.push({ at, run: () => {
            ledger.post(withdrawReleaseJournal({ orderNo: w.order_no, memberId: member.id, amount }), at, 'withdrawal_order', w.id);
            Object.assign(row, { stage: 'rejected', reject_reason: rng.pick(REJECT_REASONS) });
          } });
          return;
        }
        const paidAt = at + rng.int(1, 20) * MINUTE;
        const fee = rng.chance(0.3) ? Math.floor(amount / 100) : 0;
        const adminFee = rng.chance(0.05) ? Math.floor(amount / 20) : 0;
        Object.assign(row, { stage: 'approved', fee, admin_fee: adminFee, net_payout: amount - fee - adminFee });
        if (paidAt > now) return; // approved, waiting for the payout
        events.push({ at: paidAt, run: () => {
          ledger.post(withdrawPayoutJournal({ orderNo: w.order_no, memberId: member.id, amount, fee, adminFee, tenant }), paidAt, 'withdrawal_order', w.id);
          Object.assign(row, { stage: 'paid', paid_at: paidAt, paid_by: 1, is_first: paidWithdrawals++ === 0 ? 1 : 0 });
          member.total_withdrawal += amount;
        } });
      } });
    }
    // Betting sessions from the first credit on, while the money lasts.
    if (firstCredit !== null && member.is_internal === 0) {
      for (let at = firstCredit + exponential(profile.sessionGapMs / 4); at < now; at += exponential(profile.sessionGapMs)) {
        const start = at;
        events.push({ at: start, run: () => session(start) });
      }
    }

    const session = (start: number) => {
      const game = rng.weighted(gameWeights);
      let period = periodOf(periods, game, start);
      if (period && start >= period.closeAt) period = periods[period.id] && periods[period.id].game === game ? periods[period.id] : undefined;
      for (let round = rng.int(1, profile.roundsPerSession); round > 0 && period; round--) {
        const from = Math.max(start, period.openAt);
        for (let n = rng.int(1, 3); n > 0; n--) {
          const placedAt = Math.floor(from + rng.float() * (period.closeAt - from));
          drain(placedAt);
          const held = ledger.balance(cash);
          const wanted = rng.weighted(STAKES_RUPEES) * 100;
          const stake = Math.min(wanted, Math.floor(held / 1000) * 1000);
          if (stake < 1000) return;
          bet(period, game, stake, placedAt);
        }
        const next = periods[period.id];
        period = next && next.game === game ? next : undefined;
      }
    };

    const payouts: Pending[] = [];
    const drain = (until: number) => {
      payouts.sort((a, b) => a.at - b.at);
      while (payouts.length > 0 && payouts[0].at <= until) (payouts.shift() as Pending).run();
    };
    let validTotal = 0;
    const bet = (period: SeedPeriod, game: SeedGame, gross: number, placedAt: number) => {
      const id = ++counters.bet;
      const betNo = `B${period.issueNo}${id.toString(16).toUpperCase().padStart(10, '0')}`;
      const play = rng.pick(game.plays);
      const { stake, fee, contract } = splitStake(gross, game.feeBps);
      ledger.post(betStakeJournal({ betNo, memberId: member.id, periodId: period.id, stake, fee, contract, tenant }), placedAt, 'bet', id);
      const settled = settleBet({ stake, fee, contract, play: play.code, selection: play.selection, oddsX100: play.oddsX100 }, period.result, game.shape);
      const settledAt = period.drawAt + SETTLE_DELAY_MS;
      rows.bets.push({
        id, bet_no: betNo, member_id: member.id, franchisee_id: member.franchisee_id, agent_id: member.agent_id, game_id: game.id, period_id: period.id,
        play_id: play.id, play_code: play.code, selection: play.selection, stake, fee, contract, odds_x100: play.oddsX100,
        status: settled.payout > 0 ? BetStatus.WIN : BetStatus.LOSE, payout: settled.payout, dropped_x100: settled.droppedX100, is_test: member.is_test,
        ip: member.last_login_ip, created_at: placedAt, settled_at: settledAt,
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
      validTotal += stake;
      if (settled.payout > 0) {
        payouts.push({ at: settledAt, run: () => {
          ledger.post(betPayoutJournal({ betNo, memberId: member.id, periodId: period.id, payout: settled.payout }), settledAt, 'bet', id);
        } });
      }
    };

    // Events run in time order; an event may add a later one (a withdrawal's review), so keep taking the earliest.
    while (events.length > 0) {
      let next = 0;
      for (let i = 1; i < events.length; i++) if (events[i].at < events[next].at) next = i;
      const [event] = events.splice(next, 1);
      drain(event.at);
      event.run();
    }
    drain(Number.MAX_SAFE_INTEGER);
    if (validTotal > 0) rows.turnover.push({ member_id: member.id, valid_total: validTotal, updated_at: now });
    member.points = points;
    member.vip_level = vipLevelOf(member.total_bet);
    member.customer_class = customerClassOf(member.total_recharge);
    if (member.last_login_ip === '') member.last_login_ip = ipOf(rng);
  }
  return rows;
}

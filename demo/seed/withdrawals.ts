import { memberCash, withdrawFreezeJournal, withdrawPayoutJournal, withdrawReleaseJournal } from '../../server/domain/ledgerJournals';
import type { Member, OrderIntent } from './activity';
import type { BankRow, ChannelIndex } from './channels';
import { destinationOf, utrOf } from './channels';
import type { EventQueue } from './events';
import type { SeedLedger } from './ledger';
import type { Random } from '../../server/seed/random';
import { SETTINGS, type Approval, type TurnoverBook } from './turnover';

/*
 * A seeded withdrawal goes through the steps of plugins/money/server/withdrawals.ts, each at its time on
 * the member's timeline: submitted (cash → frozen; not made when the member holds under ₹100,
 * and shrunk to what the member holds), a first approval for amounts at or above the
 * second-review threshold, the final approval evaluating the turnover audit (an approval the
 * audit refuses becomes a rejection), the payout (frozen → clearing and fee income, closing the
 * requirements) or a rejection with its reason (frozen → cash). Every step is a withdrawal_review
 * row by a staff member; the two approvals of a large order are by different people. Recent orders
 * are still waiting at some step, with their funds frozen.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const REJECT_REASONS = [
  'Payee name does not match the account',
  'Duplicate request',
  'Bank details invalid',
  'Suspected multiple accounts',
];
export const TURNOVER_NOT_MET = 'Turnover requirement not met';
/** Share of members who ask although the audit would refuse the withdrawal (it is then rejected). */
const ASK_ANYWAY = 0.08;

/** Seeded staff who review money (demo/seed/seed.ts creates them): admin, the franchisee login (its own franchisee only), finance. */
export const STAFF = { admin: 1, franchisee: 2, finance: 5 } as const;

export function reviewersOf(franchiseeId: number): number[] {
  return franchiseeId === 1 ? [STAFF.admin, STAFF.franchisee, STAFF.finance] : [STAFF.admin, STAFF.finance];
}

export interface NumberedOrder extends OrderIntent {
  id: number;
  order_no: string;
}

export interface ReviewRow {
  id: number;
  withdrawal_id: number;
  step: number;
  staff_id: number;
  decision: 'approve' | 'reject' | 'pay';
  reason: string;
  created_at: number;
}

/** What a member's withdrawals share during the money pass. */
export interface WithdrawalPass {
  member: Member;
  tenant: string;
  ledger: SeedLedger;
  rng: Random;
  now: number;
  events: EventQueue;
  turnover: TurnoverBook;
  channels: ChannelIndex;
  bank: BankRow | undefined;
  /** This member's orders so far (every order row goes here and into the chunk's rows). */
  orders: Record<string, unknown>[];
  reviews: ReviewRow[];
  nextReviewId: () => number;
}

export function scheduleWithdrawal(p: WithdrawalPass, w: NumberedOrder, rows: Record<string, unknown>[]): void {
  p.events.push(w.created_at, () => submit(p, w, rows));
}

function submit(p: WithdrawalPass, w: NumberedOrder, rows: Record<string, unknown>[]): void {
  const { member, ledger, rng, now } = p;
  const amount = Math.min(w.amount, Math.floor(ledger.balance(memberCash(member.id)) / 10_000) * 10_000);
  if (amount < 10_000) return; // nothing worth withdrawing: the member never asked
  // The app shows the turnover still required; most members wait until the fees would not eat the withdrawal.
  if (!p.turnover.evaluate(amount).evaluation.allowed && !rng.chance(ASK_ANYWAY)) return;
  ledger.post(withdrawFreezeJournal({ orderNo: w.order_no, memberId: member.id, amount }), w.created_at, 'withdrawal_order', w.id);
  const needsSecond = amount >= SETTINGS.secondReviewThreshold;
  const row: Record<string, unknown> = {
    id: w.id,
    order_no: w.order_no,
    member_id: w.member_id,
    station_id: w.station_id,
    franchisee_id: w.franchisee_id,
    agent_id: w.agent_id,
    amount,
    status: 1,
    created_at: w.created_at,
    reviewed_at: null,
    stage: 'submitted',
    needs_second_review: needsSecond ? 1 : 0,
    first_reviewer_id: null,
    second_reviewer_id: null,
    fee: 0,
    admin_fee: 0,
    bonus_deduction: 0,
    net_payout: 0,
    turnover_snapshot: '',
    destination: destinationOf(p.bank, member),
    reject_reason: '',
    remark: '',
    payout_channel_id: null,
    payout_txn_id: '',
    paid_at: null,
    paid_by: null,
    // As submitWithdrawal decides it: the member's first order not rejected (so far).
    is_first: p.orders.some((o) => o.stage !== 'rejected') ? 0 : 1,
    created_ip: member.last_login_ip,
  };
  p.orders.push(row);
  rows.push(row);
  const pool = reviewersOf(member.franchisee_id);
  let step = 0;
  const record = (decision: ReviewRow['decision'], staff: number, reason: string, at: number) => {
    p.reviews.push({ id: p.nextReviewId(), withdrawal_id: w.id, step: ++step, staff_id: staff, decision, reason, created_at: at });
  };
  const firstApproval = (at: number) => {
    const staff = rng.pick(pool);
    Object.assign(row, { stage: 'first_approved', first_reviewer_id: staff });
    record('approve', staff, '', at);
  };
  const reject = (staff: number, reason: string, at: number) => {
    ledger.post(withdrawReleaseJournal({ orderNo: w.order_no, memberId: member.id, amount }), at, 'withdrawal_order', w.id);
    Object.assign(row, { stage: 'rejected', status: 3, reviewed_at: at, reject_reason: reason });
    record('reject', staff, reason, at);
  };
  const pay = (approval: Approval, at: number) => {
    const { evaluation } = approval;
    ledger.post(
      withdrawPayoutJournal({
        orderNo: w.order_no,
        memberId: member.id,
        amount,
        fee: evaluation.fee,
        adminFee: evaluation.adminFee,
        bonusDeduction: evaluation.discountDeduction,
        tenant: p.tenant,
      }),
      at,
      'withdrawal_order',
      w.id,
    );
    // Most payouts go through the franchisee's automatic payout channel; the rest are bank transfers made by hand.
    const channel = rng.chance(0.7) ? rng.pick(p.channels.payout.get(member.franchisee_id) ?? []) : undefined;
    const staff = rng.pick(pool);
    Object.assign(row, {
      stage: 'paid',
      paid_at: at,
      paid_by: staff,
      payout_channel_id: channel?.id ?? null,
      payout_txn_id: channel ? `FP${w.order_no.slice(1)}` : `UTR${utrOf(rng)}`,
    });
    p.turnover.close(approval, w.id, at);
    record('pay', staff, '', at);
    member.total_withdrawal += amount;
  };

  // A large order waits hours for its two reviewers, so the last hours' large orders are still open.
  const reviewedAt = needsSecond ? w.created_at + rng.int(30, 12 * 60) * MINUTE : (w.reviewed_at as number);
  if (w.status === 1 || reviewedAt > now) {
    // Still waiting; a large one may already have its first approval.
    const at = Math.min(now, w.created_at + rng.int(2, 30) * MINUTE);
    if (needsSecond && rng.chance(0.5)) p.events.push(at, () => firstApproval(at));
    return;
  }
  if (needsSecond) {
    const at = w.created_at + Math.floor((reviewedAt - w.created_at) / 2);
    p.events.push(at, () => firstApproval(at));
  }
  p.events.push(reviewedAt, () => {
    const first = row.first_reviewer_id as number | null;
    const staff = rng.pick(first === null ? pool : pool.filter((s) => s !== first)); // maker ≠ checker
    if (w.status === 3) return reject(staff, rng.pick(REJECT_REASONS), reviewedAt);
    const approval = p.turnover.evaluate(amount);
    if (!approval.evaluation.allowed) return reject(staff, TURNOVER_NOT_MET, reviewedAt);
    const { evaluation } = approval;
    Object.assign(row, {
      stage: 'approved',
      status: 2,
      reviewed_at: reviewedAt,
      [first === null ? 'first_reviewer_id' : 'second_reviewer_id']: staff,
      fee: evaluation.fee,
      admin_fee: evaluation.adminFee,
      bonus_deduction: evaluation.discountDeduction,
      net_payout: evaluation.netPayout,
      turnover_snapshot: JSON.stringify({
        requirementIds: approval.requirementIds,
        validTurnover: approval.validTurnover,
        perRecord: evaluation.perRecord,
      }),
    });
    record('approve', staff, '', reviewedAt);
    // Most payouts follow within minutes; some wait hours for the bank.
    const paidAt = reviewedAt + (rng.chance(0.85) ? rng.int(1, 20) * MINUTE : rng.int(1, 8) * HOUR);
    if (paidAt <= now) p.events.push(paidAt, () => pay(approval, paidAt));
  });
}

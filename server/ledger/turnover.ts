import { sql } from 'kysely';
import type { Database } from '../db/database';
import { column, defineRowMapping } from '../db/rowMapping';
import { evaluateWithdrawal, requirementFor, type WithdrawalEvaluation } from '../domain/audit';

/*
 * Turnover (audit, 稽核) requirements in the database, on the rules of server/domain/audit.ts.
 *
 * Valid turnover is a running total per member (member_turnover.valid_total). A requirement
 * remembers the total when it opened (turnover_base), so the turnover that counts for the open
 * requirements is valid_total − the oldest open requirement's base. Bet settlement adds to the
 * total with addValidTurnover (inside its own transaction).
 *
 * Lifecycle: open (deposit approved / audited manual credit) → settled or met when a withdrawal is
 * paid (met when both audits passed, settled when fees or deductions were applied).
 */

/** A member's valid turnover so far (member_turnover), in paise. */
const memberTurnoverRow = defineRowMapping({ memberId: column('member_id').int(), validTotal: column('valid_total').money() });

/** Adds settled valid turnover (paise) to a member's running total. Call it in the settling transaction. */
export async function addValidTurnover(db: Database, memberId: number, amount: number, now: number): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`valid turnover must be non-negative paise, got ${amount}`);
  if (amount === 0) return;
  await db
    .insertInto('member_turnover')
    .values({ member_id: memberId, valid_total: amount, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ valid_total: sql`member_turnover.valid_total + ${amount}`, updated_at: now }))
    .execute();
}

/** addValidTurnover for many members at once (a period's settlement): one upsert per 500 members. */
export async function addValidTurnovers(db: Database, amounts: ReadonlyMap<number, number>, now: number): Promise<void> {
  const rows = [...amounts]
    .filter(([, amount]) => {
      if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`valid turnover must be non-negative paise, got ${amount}`);
      return amount > 0;
    })
    .sort(([a], [b]) => a - b);
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('member_turnover')
      .values(rows.slice(i, i + 500).map(([memberId, amount]) => ({ member_id: memberId, valid_total: amount, updated_at: now })))
      .onConflict((oc) =>
        oc.column('member_id').doUpdateSet({ valid_total: sql`member_turnover.valid_total + excluded.valid_total`, updated_at: now }),
      )
      .execute();
  }
}

export async function validTurnoverTotal(db: Database, memberId: number): Promise<number> {
  const row = await db.selectFrom('member_turnover').select('valid_total').where('member_id', '=', memberId).executeTakeFirst();
  return row?.valid_total ?? 0;
}

export interface OpenRequirement {
  memberId: number;
  sourceType: 'deposit' | 'manual_credit' | 'rebate' | 'regist_discount';
  sourceId: number;
  deposit: number;
  discount: number;
  normalMultipleX100: number;
  comprehensiveMultipleX100: number;
  relax?: number;
  now: number;
}

export async function openRequirement(db: Database, r: OpenRequirement): Promise<number> {
  const req = requirementFor({
    deposit: r.deposit,
    discount: r.discount,
    normalMultipleX100: r.normalMultipleX100,
    comprehensiveMultipleX100: r.comprehensiveMultipleX100,
    relax: r.relax,
  });
  const row = await db
    .insertInto('turnover_requirement')
    .values({
      member_id: r.memberId,
      source_type: r.sourceType,
      source_id: r.sourceId,
      deposit_amount: req.deposit,
      discount_amount: req.discount,
      normal_multiple_x100: r.normalMultipleX100,
      comprehensive_multiple_x100: r.comprehensiveMultipleX100,
      relax: req.relax,
      normal_required: req.normalRequired,
      comprehensive_required: req.comprehensiveRequired,
      turnover_base: await validTurnoverTotal(db, r.memberId),
      created_at: r.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * openRequirement for many sources at once (the daily rebate job opens one per paid rebate): the
 * same rows, with each member's running total read once per 500 members. A member appearing
 * twice gets the same base, as two openRequirement calls in a row would give it.
 */
export async function openRequirements(db: Database, rs: readonly OpenRequirement[]): Promise<void> {
  for (let i = 0; i < rs.length; i += 500) {
    const chunk = rs.slice(i, i + 500);
    const totals = new Map<number, number>();
    const rows = await db
      .selectFrom('member_turnover')
      .select(['member_id', 'valid_total'])
      .where('member_id', 'in', [...new Set(chunk.map((r) => r.memberId))])
      .execute();
    for (const { memberId, validTotal } of rows.map(memberTurnoverRow.map)) totals.set(memberId, validTotal);
    await db
      .insertInto('turnover_requirement')
      .values(
        chunk.map((r) => {
          const req = requirementFor({
            deposit: r.deposit,
            discount: r.discount,
            normalMultipleX100: r.normalMultipleX100,
            comprehensiveMultipleX100: r.comprehensiveMultipleX100,
            relax: r.relax,
          });
          return {
            member_id: r.memberId,
            source_type: r.sourceType,
            source_id: r.sourceId,
            deposit_amount: req.deposit,
            discount_amount: req.discount,
            normal_multiple_x100: r.normalMultipleX100,
            comprehensive_multiple_x100: r.comprehensiveMultipleX100,
            relax: req.relax,
            normal_required: req.normalRequired,
            comprehensive_required: req.comprehensiveRequired,
            turnover_base: totals.get(r.memberId) ?? 0,
            created_at: r.now,
          };
        }),
      )
      .execute();
  }
}

export interface MemberAudit {
  /** Open requirement ids, oldest first, in the order of evaluation.perRecord. */
  requirementIds: number[];
  validTurnover: number;
  evaluation: WithdrawalEvaluation;
}

/** The spec §9 evaluation of withdrawing `amount` now, over the member's open requirements. */
export async function auditWithdrawal(
  db: Database,
  memberId: number,
  amount: number,
  options: { feePaise: number; adminFeeRateBps: number },
): Promise<MemberAudit> {
  const open = await db
    .selectFrom('turnover_requirement')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('status', '=', 'open')
    .orderBy('id')
    .execute();
  const total = await validTurnoverTotal(db, memberId);
  const validTurnover = open.length === 0 ? 0 : Math.max(0, total - open[0].turnover_base);
  const requirements = open.map((r) => ({
    deposit: r.deposit_amount,
    discount: r.discount_amount,
    normalRequired: r.normal_required,
    comprehensiveRequired: r.comprehensive_required,
    relax: r.relax,
  }));
  return {
    requirementIds: open.map((r) => r.id),
    validTurnover,
    evaluation: evaluateWithdrawal(requirements, validTurnover, amount, options),
  };
}

/** Closes the requirements a paid withdrawal was evaluated against (only those still open). */
export async function closeRequirements(db: Database, audit: MemberAudit, withdrawalId: number, now: number): Promise<void> {
  for (const [i, id] of audit.requirementIds.entries()) {
    const rec = audit.evaluation.perRecord[i];
    await db
      .updateTable('turnover_requirement')
      .set({
        status: rec.normalMet && rec.comprehensiveMet ? 'met' : 'settled',
        allocated: rec.allocated,
        normal_met: rec.normalMet ? 1 : 0,
        comprehensive_met: rec.comprehensiveMet ? 1 : 0,
        withdrawal_id: withdrawalId,
        closed_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .execute();
  }
}

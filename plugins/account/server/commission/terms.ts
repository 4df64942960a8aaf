import type { Database } from '../../../../server/db/database';
import type { CommissionTemplateRevisionTable } from '../tables/commission';
import type { Terms, Tier } from './figures';

/*
 * Which terms an agent earns under in a period: its latest assignment effective by the period's
 * start, else the default template; of that template, the latest revision effective by the start.
 * Edits and assignments are written effective from the NEXT period, so a period's terms never
 * change once it has begun.
 */

export interface AgentTerms {
  templateId: number;
  revisionId: number;
  minActiveBet: number;
  terms: Terms;
}

type RevisionRow = Pick<
  CommissionTemplateRevisionTable,
  | 'template_id'
  | 'effective_from'
  | 'basis'
  | 'tiers_json'
  | 'game_rebates_json'
  | 'min_active_members'
  | 'min_active_bet'
  | 'deduct_deposit_fee'
  | 'deduct_withdraw_fee'
  | 'deduct_bonus'
  | 'deduct_rebate'
> & { id: number };

export function termsOf(row: RevisionRow): AgentTerms {
  return {
    templateId: row.template_id,
    revisionId: row.id,
    minActiveBet: row.min_active_bet,
    terms: {
      basis: row.basis,
      tiers: JSON.parse(row.tiers_json) as Tier[],
      gameRebates: JSON.parse(row.game_rebates_json) as Terms['gameRebates'],
      minActiveMembers: row.min_active_members,
      deductDepositFee: row.deduct_deposit_fee === 1,
      deductWithdrawFee: row.deduct_withdraw_fee === 1,
      deductBonus: row.deduct_bonus === 1,
      deductRebate: row.deduct_rebate === 1,
    },
  };
}

/** Terms of every template as of `at` (templates with no revision yet effective are left out). */
export async function templateTermsAt(db: Database, at: number): Promise<Map<number, AgentTerms>> {
  const rows = await db
    .selectFrom('commission_template_revision')
    .selectAll()
    .where('effective_from', '<=', at)
    .orderBy('effective_from')
    .execute();
  const out = new Map<number, AgentTerms>();
  for (const row of rows) out.set(row.template_id, termsOf(row));
  return out;
}

/** agent id → template id as of `at`, from the assignment history. */
export async function assignmentsAt(db: Database, at: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('commission_assignment')
    .select(['agent_id', 'template_id'])
    .where('effective_from', '<=', at)
    .orderBy('effective_from')
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.agent_id, r.template_id]));
}

export async function defaultTemplateId(db: Database): Promise<number | null> {
  const row = await db.selectFrom('commission_template').select('id').where('is_default', '=', 1).executeTakeFirst();
  return row?.id ?? null;
}

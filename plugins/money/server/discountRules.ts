import type { Database } from '../../../server/db/database';
import type { RechargeDiscountKind } from './tables/rechargeDiscount';
import { rechargeDiscountTerms } from './tables/rechargeDiscountRow';

/*
 * Deposit bonus rules (recharge_discount). depositBonusFor is pure so the deposit approval, the
 * screen's preview and the property tests share one definition; loadDiscountRules reads the rules
 * that can apply to a member of a franchisee (its own and the platform-wide ones).
 */

export interface DiscountRule {
  id: number;
  kind: RechargeDiscountKind;
  minAmount: number;
  maxAmount: number;
  rateBps: number;
  cap: number;
  turnoverMultipleX100: number;
  /** 0 enabled, 1 disabled. */
  status: number;
  sort: number;
}

export interface DepositFacts {
  /** Paise, > 0. */
  amount: number;
  /** No deposit of this member was approved before. */
  isFirstDeposit: boolean;
  /** Deposits of this member already approved in the same Bombay day. */
  approvedToday: number;
}

export interface DepositBonus {
  ruleId: number;
  bonus: number;
  /** Turnover the bonus asks for, ×100 of (amount + bonus). */
  turnoverMultipleX100: number;
}

function applies(rule: DiscountRule, facts: DepositFacts): boolean {
  if (rule.status !== 0) return false;
  if (rule.kind === 'first' && !facts.isFirstDeposit) return false;
  if (rule.kind === 'daily' && facts.approvedToday > 0) return false;
  return facts.amount >= rule.minAmount && (rule.maxAmount === 0 || facts.amount <= rule.maxAmount);
}

/** The bonus one rule gives: rate of the amount rounded down to the paisa, then capped. */
export function bonusOf(rule: Pick<DiscountRule, 'rateBps' | 'cap'>, amount: number): number {
  const raw = Math.floor((amount * rule.rateBps) / 10_000);
  return rule.cap > 0 ? Math.min(raw, rule.cap) : raw;
}

/**
 * The one rule that pays for a deposit, or null: among the enabled rules whose kind and tier
 * match, the largest bonus wins (a member never gets two bonuses on one deposit); ties go to
 * the lower sort, then the lower id, so the answer does not depend on the order given.
 */
export function depositBonusFor(rules: readonly DiscountRule[], facts: DepositFacts): DepositBonus | null {
  if (!Number.isSafeInteger(facts.amount) || facts.amount <= 0) return null;
  let best: { rule: DiscountRule; bonus: number } | null = null;
  for (const rule of rules) {
    if (!applies(rule, facts)) continue;
    const bonus = bonusOf(rule, facts.amount);
    if (bonus <= 0) continue;
    const better =
      !best ||
      bonus > best.bonus ||
      (bonus === best.bonus && (rule.sort < best.rule.sort || (rule.sort === best.rule.sort && rule.id < best.rule.id)));
    if (better) best = { rule, bonus };
  }
  return best ? { ruleId: best.rule.id, bonus: best.bonus, turnoverMultipleX100: best.rule.turnoverMultipleX100 } : null;
}

/** The enabled rules that can apply to a member of `franchiseeId`. */
export async function loadDiscountRules(db: Database, franchiseeId: number): Promise<DiscountRule[]> {
  const rows = await db
    .selectFrom('recharge_discount_rule')
    .select(['id', 'kind', 'min_amount', 'max_amount', 'rate_bps', 'cap', 'turnover_multiple_x100', 'status', 'sort'])
    .where('status', '=', 0)
    .where((eb) => eb.or([eb('franchisee_id', 'is', null), eb('franchisee_id', '=', franchiseeId)]))
    .execute();
  return rows.map(rechargeDiscountTerms.map);
}

/** The demo's rules: a first-deposit bonus and a daily one, for every franchisee. */
export function demoDiscountRules(now: number) {
  const base = { franchisee_id: null, sort: 0, status: 0, created_at: now, updated_at: now };
  return [
    {
      ...base,
      name: '首充 10%',
      kind: 'first' as const,
      min_amount: 10_000,
      max_amount: 0,
      rate_bps: 1_000,
      cap: 100_000,
      turnover_multiple_x100: 300,
    },
    {
      ...base,
      name: '每日首存 3%',
      kind: 'daily' as const,
      min_amount: 50_000,
      max_amount: 5_000_000,
      rate_bps: 300,
      cap: 50_000,
      turnover_multiple_x100: 200,
      sort: 1,
    },
  ];
}

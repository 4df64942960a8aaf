import { addBombayDays } from '../../../server/domain/time';
import { pointsRef } from '../shared/pointsLedger';

/*
 * The VIP level rules as pure functions, so the daily job, its property tests and the bench share them.
 * A member qualifies for the highest level whose monthly and weekly valid-bet amounts it meets
 * (30 and 7 Bombay days ending on the evaluated day). Promotion is immediate and pays every level
 * passed. Demotion only happens through the spec's fallback rule (§9): on a level marked fallback,
 * 30 days after the day it was reached, a member still qualifying keeps it (a new window starts),
 * otherwise it falls back one level (and a new window starts there).
 */

export const FALLBACK_DAYS = 30;

export interface LevelRule {
  level: number;
  requiredMonthly: number;
  requiredWeekly: number;
  upgradeReward: number;
  upgradePoints: number;
  fallback: boolean;
}

export type LevelDecision =
  { kind: 'promote'; to: number; passed: LevelRule[] } | { kind: 'kept'; to: number } | { kind: 'fallback'; to: number };

/** The highest level of `rules` (any order) met by these amounts; 0 when none is. */
export function qualifiedLevel(rules: readonly LevelRule[], monthly: number, weekly: number): number {
  let best = 0;
  for (const r of rules) if (r.level > best && monthly >= r.requiredMonthly && weekly >= r.requiredWeekly) best = r.level;
  return best;
}

export interface MemberStanding {
  level: number;
  /** Bombay date the level was reached or last kept. */
  since: string;
  monthly: number;
  weekly: number;
}

/** What the evaluation of `day` does to one member; null = nothing. */
export function decideLevel(rules: readonly LevelRule[], member: MemberStanding, day: string): LevelDecision | null {
  const qualified = qualifiedLevel(rules, member.monthly, member.weekly);
  if (qualified > member.level) {
    const passed = rules.filter((r) => r.level > member.level && r.level <= qualified).sort((a, b) => a.level - b.level);
    return { kind: 'promote', to: qualified, passed };
  }
  const current = rules.find((r) => r.level === member.level);
  if (!current?.fallback || member.level === 0) return null;
  if (addBombayDays(member.since, FALLBACK_DAYS) > day) return null;
  if (qualified >= member.level) return { kind: 'kept', to: member.level };
  const below = rules.filter((r) => r.level < member.level).reduce((max, r) => Math.max(max, r.level), 0);
  return { kind: 'fallback', to: below };
}

/** Business keys of the reward journals: a level's promotion reward is paid to a member once ever, a weekly reward once a week. */
export const upgradeKey = (memberId: number, level: number) => pointsRef('vip_upgrade', { memberId, level });
export const weeklyKey = (memberId: number, weekStart: string) => `vip_weekly:${memberId}:${weekStart}`;

/** Monday (Bombay date) of the week holding `day`. */
export function weekStartOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addBombayDays(day, -weekday);
}

export function isMonday(day: string): boolean {
  return weekStartOf(day) === day;
}

import type { Database } from '../../../server/db/database';
import { applyBps } from '../../../server/domain/money';
import { rebateTemplateTerms } from './tables/rebateTemplateRow';

/*
 * The member rebate templates (rebate_template, promotion_settings) as the daily rebate job and
 * the seed read them: which template pays a member's turnover on a game, at what rate, capped how.
 */

/** Amounts under ₹1 are not worth a record (the seed's records follow the same rule). */
export const MIN_REBATE = 100;
/** VIP levels a template carries a rate for (the seeded vip_level rows are 0 … 10). */
export const VIP_LEVELS = 11;

export interface RebateTemplate {
  id: number;
  franchiseeId: number | null;
  gameId: number | null;
  /** VIP level → basis points; a level not listed earns nothing. */
  rates: Map<number, number>;
  auditMultipleX100: number;
  /** Paise per member per Bombay day; 0 = no cap. */
  dailyCap: number;
}

/** rates_json ({"0": 20, …}) → Map; anything malformed reads as no rates rather than a crash in the job. */
export function parseRates(json: string): Map<number, number> {
  const rates = new Map<number, number>();
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object') {
      for (const [level, bps] of Object.entries(parsed as Record<string, unknown>)) {
        if (/^\d+$/.test(level) && Number.isInteger(bps) && (bps as number) >= 0 && (bps as number) <= 10_000)
          rates.set(Number(level), bps as number);
      }
    }
  } catch {
    // Left empty: the template pays nothing until it is saved again through the screen, which validates.
  }
  return rates;
}

/** Map → rates_json with levels in order, so equal rates store equal text (audit before/after compare cleanly). */
export function ratesJson(rates: ReadonlyMap<number, number> | Record<number, number>): string {
  const entries = rates instanceof Map ? [...rates] : Object.entries(rates).map(([k, v]) => [Number(k), v] as [number, number]);
  return JSON.stringify(Object.fromEntries(entries.sort(([a], [b]) => a - b).map(([k, v]) => [String(k), v])));
}

export async function loadEnabledTemplates(db: Database): Promise<RebateTemplate[]> {
  const rows = await db.selectFrom('rebate_template').selectAll().where('status', '=', 0).orderBy('id').execute();
  return rows.map(rebateTemplateTerms.map);
}

/**
 * The template that pays a member of `franchiseeId` for `gameId`: among the enabled ones that
 * apply, the franchisee's own before the platform-wide, a game's own before an all-games one,
 * and the oldest of equals. Undefined: no rebate for that game.
 */
export function templateFor(templates: readonly RebateTemplate[], franchiseeId: number, gameId: number): RebateTemplate | undefined {
  let best: RebateTemplate | undefined;
  let bestRank = -1;
  for (const t of templates) {
    if ((t.franchiseeId !== null && t.franchiseeId !== franchiseeId) || (t.gameId !== null && t.gameId !== gameId)) continue;
    const rank = (t.franchiseeId !== null ? 2 : 0) + (t.gameId !== null ? 1 : 0);
    if (rank > bestRank) {
      best = t;
      bestRank = rank;
    }
  }
  return best;
}

export interface GameTurnover {
  gameId: number;
  turnover: number;
}

export interface RebateLine {
  gameId: number;
  turnover: number;
  templateId: number;
  rateBps: number;
  amount: number;
  auditMultipleX100: number;
}

/**
 * One member's rebates for one Bombay day: per game, turnover × the member's VIP rate in the
 * matching template, each template's daily cap shared by its games in game-id order, lines
 * under MIN_REBATE dropped. Pure, so the job and the tests agree on the arithmetic.
 */
export function memberRebates(
  templates: readonly RebateTemplate[],
  member: { franchiseeId: number; vipLevel: number },
  games: readonly GameTurnover[],
): RebateLine[] {
  const used = new Map<number, number>();
  const lines: RebateLine[] = [];
  for (const { gameId, turnover } of [...games].sort((a, b) => a.gameId - b.gameId)) {
    const t = templateFor(templates, member.franchiseeId, gameId);
    const rateBps = t?.rates.get(member.vipLevel) ?? 0;
    if (!t || rateBps === 0 || turnover <= 0) continue;
    let amount = applyBps(turnover, rateBps);
    if (t.dailyCap > 0) amount = Math.min(amount, t.dailyCap - (used.get(t.id) ?? 0));
    if (amount < MIN_REBATE) continue;
    used.set(t.id, (used.get(t.id) ?? 0) + amount);
    lines.push({ gameId, turnover, templateId: t.id, rateBps, amount, auditMultipleX100: t.auditMultipleX100 });
  }
  return lines;
}

import type { Database } from '../../../server/db/database';
import { verifyDraw } from '../../../server/domain/draw/commitReveal';
import type { AnswerOf } from '../../../shared/contract';
import { PERIOD_STATUS_NAMES, PeriodStatus } from '../shared/status';
import type { verifyContracts } from '../shared/verifyContract';
import { gameById } from './games';

/*
 * Public verification of a period (anyone may call it). Before the draw only the commitment is
 * shown; once drawn, the seed is revealed and the answer says whether SHA-256(seed) equals the
 * commitment published at creation and whether deriveResult(shape, seed, issueNo) gives exactly
 * the stored result. External results are not derived from a seed: the answer names their
 * source and approval time instead (never the staff who entered or approved them).
 */

export type PeriodVerification = AnswerOf<typeof verifyContracts.verify>;

/** A period's or external result's stored result (JSON array of numbers), or null before there is one. */
export const parseResult = (text: string | null): number[] | null => (text === null ? null : (JSON.parse(text) as number[]));

export const isDrawnStatus = (status: number) => status === PeriodStatus.DRAWN || status === PeriodStatus.SETTLED;

export async function verifyPeriod(db: Database, periodId: number): Promise<PeriodVerification | undefined> {
  const p = await db
    .selectFrom('period')
    .select(['id', 'game_id', 'issue_no', 'status', 'seed', 'seed_hash', 'result', 'result_source'])
    .where('id', '=', periodId)
    .executeTakeFirst();
  if (!p) return undefined;
  const game = await gameById(db, p.game_id);
  if (!game) return undefined;
  const drawn = isDrawnStatus(p.status) && p.result !== null;
  const result = drawn ? parseResult(p.result) : null;
  const base = {
    periodId: p.id,
    gameCode: game.code,
    issueNo: p.issue_no,
    shape: game.shape as PeriodVerification['shape'],
    resultSource: p.result_source as PeriodVerification['resultSource'],
    status: PERIOD_STATUS_NAMES[p.status],
    seedHash: p.seed_hash,
    result,
  };
  if (p.result_source === 'external') {
    const ext = await db
      .selectFrom('external_result')
      .select(['source', 'approved_at'])
      .where('period_id', '=', p.id)
      .where('status', '=', 1)
      .executeTakeFirst();
    return {
      ...base,
      seed: null,
      verified: null,
      reason: drawn ? 'external_result' : 'not_drawn_yet',
      external: ext ? { source: ext.source, approvedAt: ext.approved_at } : null,
    };
  }
  if (!drawn || result === null) return { ...base, seed: null, verified: null, reason: 'not_drawn_yet', external: null };
  const outcome = verifyDraw({ seed: p.seed ?? '', commitment: p.seed_hash ?? '', issueNo: p.issue_no, shape: game.shape, result });
  return { ...base, seed: p.seed, verified: outcome.ok, reason: outcome.ok ? null : outcome.reason, external: null };
}

/** Period id of a game's issue number, for the public endpoint. */
export async function periodIdByIssue(db: Database, gameCode: string, issueNo: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('period')
    .innerJoin('game', 'game.id', 'period.game_id')
    .select('period.id')
    .where('game.code', '=', gameCode)
    .where('period.issue_no', '=', issueNo)
    .executeTakeFirst();
  return row?.id;
}

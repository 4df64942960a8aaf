import { defineRoute } from '../../../server/http/route';
import { ApiError } from '../../../server/http/errors';
import type { AnswerOf } from '../../../shared/contract';
import { PeriodStatus } from '../shared/status';
import { verifyContracts as contracts } from '../shared/verifyContract';
import { parseResult } from './verify';

/*
 * What the public verification page (/verify, signed out) picks from: the games, and a game's
 * latest drawn periods. Only what is public anyway once a period is drawn (issue, draw time,
 * result, commitment); no totals, no bets.
 */

type PublicGame = AnswerOf<typeof contracts.games>[number];

export const verifyRoutes = [
  defineRoute({
    contract: contracts.games,
    auth: 'public',
    async handler({ db }) {
      const games = await db
        .selectFrom('game')
        .select(['code', 'name', 'shape', 'result_source'])
        .where('state', '=', 0)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      // The game editor stores only the shapes and sources the contract names.
      return games.map((g) => ({ code: g.code, name: g.name, shape: g.shape, resultSource: g.result_source }) as PublicGame);
    },
  }),

  defineRoute({
    contract: contracts.periods,
    auth: 'public',
    async handler({ db, query }) {
      const game = await db.selectFrom('game').select('id').where('code', '=', query.gameCode).where('state', '=', 0).executeTakeFirst();
      if (!game) throw new ApiError('A0404', 'not_found');
      const rows = await db
        .selectFrom('period')
        .select(['id', 'issue_no', 'draw_at', 'seed_hash', 'result'])
        .where('game_id', '=', game.id)
        .where('status', 'in', [PeriodStatus.DRAWN, PeriodStatus.SETTLED])
        .orderBy('draw_at', 'desc')
        .limit(query.limit)
        .execute();
      return rows.map((r) => ({
        periodId: r.id,
        issueNo: r.issue_no,
        drawAt: r.draw_at,
        seedHash: r.seed_hash,
        result: parseResult(r.result),
      }));
    },
  }),
];

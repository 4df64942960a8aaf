import { playsFor } from './rules/games/registry';
import { defineRoute } from '../../../server/http/route';
import { Notice } from '../../../server/http/notice';
import { limitContracts as contracts } from '../shared/limitContract';
import { gameOrThrow, latestOdds, latestPlayLimit } from './killRateLevers';
import { submitLever } from './leverRequests';
import { openPeriodOf } from './bets';
import { periodRules } from './limitRules';
import { gameStakeLimitsRow } from './tables/gameRow';
import { periodOpeningRow } from './tables/periodRows';
import { selectionPlayRow } from './tables/playRows';
import { LOTTERY_MENU } from '../shared/menuTree';

/*
 * yoyo_lottery → odds_setting and limitSetting. A save is a request another staff member approves
 * (leverRequests.ts); once approved it is a new version that applies from the game's next period
 * (the open one keeps what it opened with) and a kill_rate_operation_log row with before/after.
 * Lists show both: what the open period uses and what the next one will.
 */

const ODDS = LOTTERY_MENU.yoyo_lottery.odds_setting.path;
const LIMITS = LOTTERY_MENU.yoyo_lottery.limitSetting.path;

/** The open period's opening time, or null between periods. */
async function openAt(db: Parameters<typeof openPeriodOf>[0], gameId: number, now: number) {
  const open = await openPeriodOf(db, gameId, now);
  if (!open) return null;
  const row = await db.selectFrom('period').select(['open_at', 'issue_no']).where('id', '=', open.id).executeTakeFirstOrThrow();
  return periodOpeningRow.map(row);
}

export const limitRoutes = [
  defineRoute({
    contract: contracts.limits,
    auth: 'staff',
    roles: ['admin'],
    menu: LIMITS,
    async handler({ db, body, now }) {
      const game = await gameOrThrow(db, body.gameId);
      const defaults = await db
        .selectFrom('game')
        .select(['min_bet', 'max_bet', 'max_bet_per_period'])
        .where('id', '=', body.gameId)
        .executeTakeFirstOrThrow();
      const gameLimits = { ...gameStakeLimitsRow.map(defaults), maxExposure: null };
      const open = await openAt(db, body.gameId, now);
      const list = [];
      for (const playCode of Object.keys(playsFor(game.shape))) {
        const next = await latestPlayLimit(db, body.gameId, playCode);
        const current = open ? (await periodRules(db, { gameId: body.gameId, playCode, playId: 0, openAt: open.openAt })).limit : next;
        list.push({
          id: playCode,
          playCode,
          current: current ?? gameLimits,
          next: next ?? gameLimits,
          custom: next !== null,
          pending: JSON.stringify(current) !== JSON.stringify(next),
        });
      }
      return { list, total: list.length, gameLimits, openIssueNo: open?.issueNo ?? null };
    },
  }),

  defineRoute({
    contract: contracts.saveLimits,
    auth: 'staff',
    roles: ['admin'],
    menu: LIMITS,
    writes: { action: 'lottery.limit.request', targetType: 'game' },
    async handler({ db, caller, body, now, audit }) {
      const request = await submitLever(
        db,
        'limit',
        {
          playCode: body.playCode,
          minStake: body.minStake,
          maxStake: body.maxStake,
          maxPerMemberPeriod: body.maxPerMemberPeriod,
          maxExposure: body.maxExposure ?? null,
        },
        { gameId: body.gameId, reason: body.reason, makerId: caller.staffId, now },
      );
      audit({
        targetId: body.gameId,
        before: request.before ?? undefined,
        after: { ...request.after, reason: body.reason, requestNo: request.requestNo, status: request.status },
      });
      return new Notice(request, 'lever_request_submitted', { requestNo: request.requestNo });
    },
  }),

  defineRoute({
    contract: contracts.odds,
    auth: 'staff',
    roles: ['admin'],
    menu: ODDS,
    async handler({ db, body, now }) {
      await gameOrThrow(db, body.gameId);
      const open = await openAt(db, body.gameId, now);
      const plays = await db
        .selectFrom('play')
        .innerJoin('game', 'game.lottery_type_id', 'play.lottery_type_id')
        .select(['play.id', 'play.code', 'play.selection', 'play.name_zh', 'play.name_en', 'play.odds_x100'])
        .where('game.id', '=', body.gameId)
        .where('play.selection', 'is not', null)
        .$if(body.playCode !== undefined, (q) => q.where('play.code', '=', body.playCode as string))
        .orderBy('play.sort')
        .orderBy('play.id')
        .execute();
      const list = [];
      for (const p of plays.map(selectionPlayRow.map)) {
        const next = (await latestOdds(db, body.gameId, p.id)) ?? p.oddsX100;
        const current = open
          ? ((await periodRules(db, { gameId: body.gameId, playCode: p.code, playId: p.id, openAt: open.openAt })).oddsX100 ?? p.oddsX100)
          : next;
        list.push({
          id: p.id,
          playCode: p.code,
          selection: p.selection,
          nameZh: p.nameZh,
          nameEn: p.nameEn,
          baseOddsX100: p.oddsX100,
          currentOddsX100: current,
          nextOddsX100: next,
        });
      }
      return { list, total: list.length, openIssueNo: open?.issueNo ?? null };
    },
  }),

  defineRoute({
    contract: contracts.saveOdds,
    auth: 'staff',
    roles: ['admin'],
    menu: ODDS,
    writes: { action: 'lottery.odds.request', targetType: 'game' },
    async handler({ db, caller, body, now, audit }) {
      const request = await submitLever(
        db,
        'odds',
        { playId: body.playId, oddsX100: body.oddsX100 },
        { gameId: body.gameId, reason: body.reason, makerId: caller.staffId, now },
      );
      audit({
        targetId: body.gameId,
        before: { target: request.target, ...(request.before as object) },
        after: {
          target: request.target,
          oddsX100: body.oddsX100,
          reason: body.reason,
          requestNo: request.requestNo,
          status: request.status,
        },
      });
      return new Notice(request, 'lever_request_submitted', { requestNo: request.requestNo });
    },
  }),
];

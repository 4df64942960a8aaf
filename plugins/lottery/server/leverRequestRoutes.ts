import type { LeverRequestKind } from './tables/killRate';
import { defineRoute } from '../../../server/http/route';
import type { AnswerOf } from '../../../shared/contract';
import { LEVER_REQUEST_CONTRACTS, type leverRequestContracts } from '../shared/leverRequestContract';
import { gameOrThrow } from './killRateLevers';
import { decideLever, listLevers } from './leverRequests';
import { LOTTERY_MENU } from '../shared/menuTree';

/*
 * Deciding the lever requests (leverRequests.ts) on the screen each lever is made on: odds on
 * odds_setting, limits on limitSetting, the alert band on killRateControl. Who may decide holds
 * that screen's menu; the server refuses the maker and accounts it controls.
 */

type LeverRequest = AnswerOf<typeof leverRequestContracts.oddsRequests>['list'][number];

function leverRequestRoutes(kind: LeverRequestKind, menu: string[]) {
  // The three kinds' contracts differ only in their paths: typed as one kind's, served as this kind's.
  const contracts = LEVER_REQUEST_CONTRACTS[kind] as (typeof LEVER_REQUEST_CONTRACTS)['odds'];
  return [
    defineRoute({
      contract: contracts.list,
      auth: 'staff',
      roles: ['admin'],
      menu,
      async handler({ db, body }) {
        await gameOrThrow(db, body.gameId);
        // The stored before/after are the JSON objects the save recorded.
        const list = (await listLevers(db, kind, body.gameId)) as LeverRequest[];
        return { list, total: list.length, pending: list.filter((r) => r.status === 'pending_approval').length };
      },
    }),
    defineRoute({
      contract: contracts.approve,
      auth: 'staff',
      roles: ['admin'],
      menu,
      writes: { action: `lottery.${kind}.approve`, targetType: 'lever_request' },
      async handler({ db, caller, body, now, audit }) {
        const decided = await decideLever(db, { id: body.id, kind, checkerId: caller.staffId, now, to: 'applied' });
        audit({
          targetId: decided.id,
          before: { requestNo: decided.requestNo, status: 'pending_approval', value: decided.before },
          after: {
            requestNo: decided.requestNo,
            status: 'applied',
            gameId: decided.gameId,
            value: decided.after,
            effectiveIssueNo: decided.effectiveIssueNo,
          },
        });
        return { id: decided.id, requestNo: decided.requestNo, status: 'applied' as const, effectiveIssueNo: decided.effectiveIssueNo };
      },
    }),
    defineRoute({
      contract: contracts.reject,
      auth: 'staff',
      roles: ['admin'],
      menu,
      writes: { action: `lottery.${kind}.reject`, targetType: 'lever_request' },
      async handler({ db, caller, body, now, audit }) {
        const decided = await decideLever(db, { id: body.id, kind, checkerId: caller.staffId, now, to: 'rejected', reason: body.reason });
        audit({
          targetId: decided.id,
          before: { requestNo: decided.requestNo, status: 'pending_approval' },
          after: { requestNo: decided.requestNo, status: 'rejected', reason: body.reason },
        });
        return { id: decided.id, requestNo: decided.requestNo, status: 'rejected' as const };
      },
    }),
  ];
}

export const leverDecisionRoutes = [
  ...leverRequestRoutes('odds', LOTTERY_MENU.yoyo_lottery.odds_setting.path),
  ...leverRequestRoutes('limit', LOTTERY_MENU.yoyo_lottery.limitSetting.path),
  ...leverRequestRoutes('band', LOTTERY_MENU.yoyo_lottery.game_result.killRateControl.path),
];

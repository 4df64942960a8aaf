import { z } from 'zod';
import type { LeverRequestKind } from '../../../server/db/tables/killRate';
import { defineRoute } from '../../../server/http/route';
import { idField } from '../../../server/http/validate';
import { gameOrThrow } from './killRateLevers';
import { decideLever, listLevers } from './leverRequests';

/*
 * Deciding the lever requests (leverRequests.ts) on the screen each lever is made on: odds on
 * odds_setting, limits on limitSetting, the alert band on killRateControl. Who may decide holds
 * that screen's menu; the server refuses the maker and accounts it controls.
 */

const reason = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(200);

function leverRequestRoutes(kind: LeverRequestKind, prefix: string, menu: string[]) {
  return [
    defineRoute({
      method: 'POST',
      path: `${prefix}/requests`,
      auth: 'staff',
      roles: ['admin'],
      menu,
      body: z.object({ gameId: idField }),
      async handler({ db, body }) {
        await gameOrThrow(db, body.gameId);
        const list = await listLevers(db, kind, body.gameId);
        return { list, total: list.length, pending: list.filter((r) => r.status === 'pending_approval').length };
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${prefix}/approve`,
      auth: 'staff',
      roles: ['admin'],
      menu,
      body: z.object({ id: idField }),
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
        return { id: decided.id, requestNo: decided.requestNo, status: 'applied', effectiveIssueNo: decided.effectiveIssueNo };
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${prefix}/reject`,
      auth: 'staff',
      roles: ['admin'],
      menu,
      body: z.object({ id: idField, reason }),
      writes: { action: `lottery.${kind}.reject`, targetType: 'lever_request' },
      async handler({ db, caller, body, now, audit }) {
        const decided = await decideLever(db, { id: body.id, kind, checkerId: caller.staffId, now, to: 'rejected', reason: body.reason });
        audit({
          targetId: decided.id,
          before: { requestNo: decided.requestNo, status: 'pending_approval' },
          after: { requestNo: decided.requestNo, status: 'rejected', reason: body.reason },
        });
        return { id: decided.id, requestNo: decided.requestNo, status: 'rejected' };
      },
    }),
  ];
}

export const leverDecisionRoutes = [
  ...leverRequestRoutes('odds', '/chance-odds', ['yoyo_lottery', 'odds_setting']),
  ...leverRequestRoutes('limit', '/chance-play-limit', ['yoyo_lottery', 'limitSetting']),
  ...leverRequestRoutes('band', '/chance-kill-rate/band', ['yoyo_lottery', 'game_result', 'killRateControl']),
];

import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { blank, idField, intIn } from '../../../shared/fields';
import { deleteIds, idList, paise, phoneText, tagText, usernameText } from './memberFields';

/*
 * Trial players (demo money) and internal play-along accounts (带玩) beyond their lists
 * (server: members/internalRoutes.ts): lock and delete trial players; create, edit and top up or
 * reduce play-along accounts, which moves money through the ledger (money-moving: an
 * Idempotency-Key per user action). Paise.
 */

const amountQuery = z.object({ id: idField, amount: paise, remark: z.preprocess(blank, z.string().trim().max(255).optional()) });
const balanceChange = z.object({ journalId: z.number(), balanceAfter: z.number() });

export const trialMemberContracts = {
  lock: defineContract({
    method: 'POST',
    path: '/chance-test-player/lock',
    summary: 'Locks (1) or unlocks (0) the ticked trial players',
    body: z.object({ ids: idList, status: intIn(0, 1) }),
    answer: z.object({ updated: z.number() }),
  }),
  delete: defineContract({
    method: 'POST',
    path: '/chance-test-player/delete',
    summary: 'Deletes trial players that never held money or bet',
    body: z.object({ ids: deleteIds }),
    answer: z.object({ deleted: z.number() }),
  }),
};

export const beltPlayContracts = {
  create: defineContract({
    method: 'POST',
    path: '/chance-member/save/daiWanMember/account',
    summary: 'Creates an internal play-along account on a station (and under an agent of it)',
    body: z.object({
      username: usernameText,
      nickname: z.preprocess((v) => v ?? '', tagText),
      phone: z.preprocess(blank, phoneText.optional()),
      stationId: idField,
      agentId: z.preprocess(blank, idField.optional()),
    }),
    answer: z.object({ id: z.number() }),
  }),
  update: defineContract({
    method: 'POST',
    path: '/chance-member/update/daiWanMember/account',
    summary: "Changes a play-along account's nickname, phone or lock status",
    body: z.object({
      id: idField,
      nickname: z.preprocess(blank, tagText.optional()),
      phone: z.preprocess(blank, phoneText.optional()),
      status: z.preprocess(blank, intIn(0, 1).optional()),
    }),
    answer: z.object({ id: z.number(), nickname: z.string(), phone: z.string(), status: z.number() }),
  }),
  deposit: defineContract({
    method: 'GET',
    path: '/chance-member/daiwan/deposit',
    summary: "Tops up a play-along account's cash (a manual credit against the franchisee's house account)",
    query: amountQuery,
    answer: balanceChange,
    moneyMoving: true,
  }),
  reduce: defineContract({
    method: 'GET',
    path: '/chance-member/daiwan/reduce',
    summary: "Reduces a play-along account's cash (a manual debit back to the franchisee's house account)",
    query: amountQuery,
    answer: balanceChange,
    moneyMoving: true,
  }),
};

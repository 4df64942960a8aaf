import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { idField, intIn, listFields, optionalId, optionalText } from '../../../shared/fields';
import { agentRecord, agentType } from './agentCrudContract';
import { optionalStatus, optionalTime } from './agentFields';

/*
 * An agent's downline (members, sub-agents, their trades) and the stations' default agents: what
 * the server's agents/lineRoutes.ts serves and the console's agentCalls.ts calls. Paise, epoch ms.
 */

/** The whole subtree of `agentId` (false) or only its direct members or children (true). */
const direct = z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean());
const noFilter = (v: unknown) => (v === '' || v === null ? undefined : v);

const lineMember = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string(),
  agentId: z.number().nullable(),
  agentUsername: z.string().nullable(),
  vipLevel: z.number(),
  status: z.number(),
  /** The member's cash balance. */
  balance: z.number(),
  totalRecharge: z.number(),
  totalWithdrawal: z.number(),
  totalBet: z.number(),
  totalWin: z.number(),
  createdAt: z.number(),
  lastLoginAt: z.number().nullable(),
  firstChargeAt: z.number().nullable(),
});

const tradeKind = z.enum(['deposit', 'withdrawal', 'bet']);

const lineTrade = z.object({
  id: z.number(),
  /** The order number of a deposit or withdrawal, the bet number of a bet. */
  reference: z.string(),
  memberId: z.number(),
  memberUsername: z.string(),
  agentId: z.number().nullable(),
  agentUsername: z.string().nullable(),
  /** The amount of a deposit or withdrawal, the stake of a bet. */
  amount: z.number(),
  /** A bet's payout; 0 for deposits and withdrawals. */
  payout: z.number(),
  status: z.number(),
  createdAt: z.number(),
  kind: tradeKind,
});

const stationDefaultAgent = z.object({
  stationId: z.number(),
  stationName: z.string(),
  agentId: z.number().nullable(),
  agentUsername: z.string().nullable(),
  updatedAt: z.number().nullable(),
});

export const agentLineContracts = {
  memberList: defineContract({
    method: 'POST',
    path: '/chance_offline_agent/memberList',
    summary: "A page of formal members in the caller's scope, of one agent's subtree or its direct members",
    body: z.object({
      ...listFields(20, ['id', 'username', 'createdAt', 'lastLoginAt', 'totalRecharge']),
      agentId: optionalId,
      direct,
      usernameKeyword: optionalText,
      phone: optionalText,
      status: optionalStatus,
      createdFrom: optionalTime,
      createdTo: optionalTime,
    }),
    answer: pageOf(lineMember),
  }),
  agentList: defineContract({
    method: 'POST',
    path: '/chance_offline_agent/agentList',
    summary: "A page of agents in the caller's scope, of one agent's subtree or its direct children",
    body: z.object({
      ...listFields(20, ['id', 'username', 'createdAt', 'level']),
      agentId: optionalId,
      direct,
      usernameKeyword: optionalText,
      agentType: z.preprocess(noFilter, agentType.optional()),
      status: optionalStatus,
    }),
    answer: pageOf(agentRecord),
  }),
  tradeList: defineContract({
    method: 'POST',
    path: '/chance_offline_agent/tradeList',
    summary: "A page of deposits, withdrawals or bets of the members under an agent, in the caller's scope",
    body: z.object({
      ...listFields(20, ['id', 'createdAt', 'amount']),
      kind: tradeKind.default('deposit'),
      agentId: optionalId,
      direct,
      memberUsername: optionalText,
      status: z.preprocess(noFilter, intIn(0, 9).optional()),
      createdFrom: optionalTime,
      createdTo: optionalTime,
    }),
    answer: pageOf(lineTrade),
  }),
  defaultAgent: defineContract({
    method: 'GET',
    path: '/chance_offline_agent/update/default/agent',
    summary: "Each station's default agent (members registering without an invitation code join it)",
    query: z.object({ stationId: optionalId }),
    answer: pageOf(stationDefaultAgent),
  }),
  setDefaultAgent: defineContract({
    method: 'POST',
    path: '/chance_offline_agent/update/default/agent',
    summary: "Sets a station's default agent (an agent of that station)",
    body: z.object({ stationId: idField, agentId: idField }),
    answer: z.object({ stationId: z.number(), agentId: z.number(), agentUsername: z.string() }),
  }),
};

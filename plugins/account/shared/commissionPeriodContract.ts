import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { idField } from '../../../shared/fields';

/*
 * Commission periods and their lines: what the server's commission/periodRoutes.ts serves and the
 * console's commission/calls.ts calls. Paise, commission rates in basis points, epoch ms.
 */

export const periodKey = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(12);
const noFilter = (v: unknown) => (v === '' || v === null ? undefined : v);

export const cycle = z.enum(['weekly', 'monthly']);
/** A period is 'open' until it is computed (it has no stored row before). */
const storedStatus = z.enum(['computed', 'approved', 'paid']);
const periodStatus = z.enum(['open', 'computed', 'approved', 'paid']);
/** A cycle change waiting for the end of the running period. */
const cycleChange = z.object({ cycle, from: z.number() });

const period = z.object({
  /** The period key, as react-admin's row id. */
  id: z.string(),
  periodKey: z.string(),
  start: z.number(),
  end: z.number(),
  status: periodStatus,
  computedBy: z.string().nullable(),
  /** 'job' when the scheduler computed the period (computedBy is then null). */
  computedKind: z.enum(['staff', 'job']).nullable(),
  computedAt: z.number().nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: z.number().nullable(),
  paidBy: z.string().nullable(),
  paidAt: z.number().nullable(),
  lines: z.number(),
  totalPayable: z.number(),
  /**
   * Issue 40: for an approved period, the agents whose line no longer matches the period's inputs (a
   * late change, a member moved), as the refresh job last found; its figures stay as approved. A
   * computed period is recomputed by that job instead, so this is empty for it.
   */
  inputsChanged: z.array(z.number()),
});

const line = z.object({
  id: z.number(),
  periodKey: z.string(),
  agentId: z.number(),
  agentName: z.string(),
  templateId: z.number().nullable(),
  templateName: z.string().nullable(),
  members: z.number(),
  activeMembers: z.number(),
  validBet: z.number(),
  profit: z.number(),
  depositFee: z.number(),
  withdrawFee: z.number(),
  bonus: z.number(),
  memberRebate: z.number(),
  carryIn: z.number(),
  base: z.number(),
  commissionBps: z.number(),
  commissionPayable: z.number(),
  rebatePayable: z.number(),
  totalPayable: z.number(),
  carryOut: z.number(),
  remark: z.string(),
  journalId: z.number().nullable(),
  status: storedStatus,
  /** The agent's wallet balance now. */
  wallet: z.number(),
  /** Σ of the line's paid adjustments; the corrected total is totalPayable + adjustedPaid. */
  adjustedPaid: z.number(),
  /** Σ of its adjustments entered or approved but not paid yet. */
  adjustedPending: z.number(),
  correctedTotal: z.number(),
});

const lineMember = z.object({
  /** The member id, as react-admin's row id. */
  id: z.number(),
  memberId: z.number(),
  username: z.string(),
  validBet: z.number(),
  profit: z.number(),
  deposits: z.number(),
  depositFee: z.number(),
  withdrawFee: z.number(),
  bonus: z.number(),
  memberRebate: z.number(),
});

export const commissionPeriodContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-commission-period/list',
    summary: 'The recent ended commission periods and every stored one, with their state, lines and total, and the cycle',
    answer: z.object({ list: z.array(period), total: z.number(), cycle, nextCycle: cycleChange.nullable() }),
  }),
  cycle: defineContract({
    method: 'POST',
    path: '/chance-commission-period/cycle',
    summary: 'The commission cycle in force and a change waiting for the end of the running period',
    answer: z.object({ cycle, next: cycleChange.nullable() }),
  }),
  setCycle: defineContract({
    method: 'POST',
    path: '/chance-commission-period/setCycle',
    summary: 'Changes the commission cycle from the end of the running period',
    body: z.object({ cycle: z.enum(['weekly', 'monthly'], { error: 'commission_cycle_invalid' }) }),
    answer: cycleChange,
  }),
  compute: defineContract({
    method: 'POST',
    path: '/chance-commission-period/compute',
    summary: "Computes (or recomputes) an ended period's commission lines",
    body: z.object({ periodKey }),
    answer: z.object({ lines: z.number(), status: z.literal('computed') }),
  }),
  approve: defineContract({
    method: 'POST',
    path: '/chance-commission-period/approve',
    summary: 'Approves a computed period (a staff member other than the one who computed it)',
    body: z.object({
      periodKey,
      /** The computedAt of the figures reviewed: refused when the period was recomputed since (issue 40: the refresh job). */
      computedAt: z.number().int().optional(),
    }),
    answer: z.object({ periodKey: z.string(), status: storedStatus }),
  }),
  pay: defineContract({
    method: 'POST',
    path: '/chance-commission-period/pay',
    summary: "Pays an approved period's lines into the agents' wallets",
    body: z.object({ periodKey }),
    answer: z.object({ periodKey: z.string(), status: z.literal('paid'), journals: z.number(), total: z.number() }),
    moneyMoving: true,
  }),
  lines: defineContract({
    method: 'POST',
    path: '/chance-commission-line/list',
    summary: "Commission lines in the caller's scope (at most 1,000), by period and agent, with their adjustments",
    body: z.object({
      periodKey: z.preprocess(noFilter, periodKey.optional()),
      agentId: z.preprocess(noFilter, idField.optional()),
    }),
    answer: z.object({ list: z.array(line), total: z.number() }),
  }),
  lineMembers: defineContract({
    method: 'POST',
    path: '/chance-commission-line/members',
    summary: "One agent's members' figures over a period (what its commission line is made of)",
    body: z.object({ periodKey, agentId: idField }),
    answer: z.object({ list: z.array(lineMember), total: z.number() }),
  }),
};

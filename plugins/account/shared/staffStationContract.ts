import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { idField, intIn, listFields, optionalId, optionalText } from '../../../shared/fields';
import { code, paise, remark, shortName } from './staffFields';

/*
 * Stations (sites) and their quota: what the server's staff/stationRoutes.ts serves and the
 * console's staffCalls.ts calls. Paise, epoch ms.
 */

const noFilter = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalTime = z.preprocess(noFilter, intIn(0, Number.MAX_SAFE_INTEGER).optional());
const optionalStatus = z.preprocess(noFilter, intIn(0, 1).optional());

export const quotaBody = z.object({ stationId: idField, amount: paise, remark });

const station = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  franchiseeId: z.number(),
  franchiseeName: z.string(),
  /** The station's quota. */
  amount: z.number(),
  status: z.number(),
  createTime: z.number(),
});

/** One quota change as it was applied. */
const quotaChange = z.object({
  recordId: z.number(),
  stationId: z.number(),
  amount: z.number(),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
});

const quotaRecord = z.object({
  id: z.number(),
  stationId: z.number(),
  stationName: z.string(),
  franchiseeId: z.number(),
  /** 1 top-up, 2 withdrawal. */
  kind: z.number(),
  amount: z.number(),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  remark: z.string(),
  operator: z.string(),
  createTime: z.number(),
});

export const staffStationContracts = {
  list: defineContract({
    method: 'POST',
    path: '/station/api/query/station/list',
    summary: "A page of stations in the caller's scope (a franchisee its own, an agent its station)",
    body: z.object({
      ...listFields(30, ['id', 'code', 'name', 'amount', 'createTime']),
      name: optionalText,
      franchiseeId: optionalId,
      status: optionalStatus,
    }),
    answer: pageOf(station),
  }),
  save: defineContract({
    method: 'POST',
    path: '/station/api/save/station',
    summary: 'Creates (no id) or edits a station; its quota changes only by top-up and withdrawal',
    body: z.object({ id: optionalId, franchiseeId: idField, code, name: shortName, status: intIn(0, 1).default(0) }),
    answer: z.object({ id: z.number() }),
  }),
  topUp: defineContract({
    method: 'POST',
    path: '/station/api/update/station/amount',
    summary: "Adds to a station's quota",
    body: quotaBody,
    answer: quotaChange,
    moneyMoving: true,
  }),
  withdraw: defineContract({
    method: 'POST',
    path: '/station/api/withdraw/station/amount',
    summary: "Takes from a station's quota (never below zero)",
    body: quotaBody,
    answer: quotaChange,
    moneyMoving: true,
  }),
  recordList: defineContract({
    method: 'POST',
    path: '/station/api/query/station/record/list',
    summary: "A page of station quota changes in the caller's scope",
    body: z.object({
      ...listFields(30, ['id', 'amount', 'createTime']),
      stationId: optionalId,
      kind: z.preprocess(noFilter, intIn(1, 2).optional()),
      startTime: optionalTime,
      endTime: optionalTime,
    }),
    answer: pageOf(quotaRecord),
  }),
};

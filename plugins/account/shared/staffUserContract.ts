import { z } from 'zod';
import { changeListBody, changeRequestRow } from '../../../shared/changeRequestFields';
import { defineContract, pageOf } from '../../../shared/contract';
import { hex64, idField, intIn, intWithDefault, listFields, optionalId, optionalText } from '../../../shared/fields';
import { ipWhitelistText, staffUsername } from './staffFields';

/*
 * Staff accounts (spec "chance-staion-user/*"): what the server's staff/userRoutes.ts and
 * staffRequestRoutes.ts serve and the console's staffCalls.ts calls. Epoch ms. Adding and editing
 * an account take an IP whitelist the server checks with node:net (server/staff/fields.ts): it
 * parses those bodies with that check in place of the field (serverBody).
 */

const noFilter = (v: unknown) => (v === '' || v === null ? undefined : v);

const staffUser = z.object({
  id: z.number(),
  username: z.string(),
  /** 0 admin, 1 franchisee, 2 agent. */
  type: z.number(),
  roleId: z.number(),
  roleName: z.string(),
  franchiseeId: z.number().nullable(),
  franchiseeName: z.string().nullable(),
  stationId: z.number().nullable(),
  stationName: z.string().nullable(),
  agentId: z.number().nullable(),
  agentName: z.string().nullable(),
  ipWhitelist: z.string(),
  /** 0 active, 1 locked. */
  status: z.number(),
  /** 1 Chinese, 0 English. */
  language: z.number(),
  lastLoginTime: z.number().nullable(),
  lastLoginIp: z.string().nullable(),
  createTime: z.number(),
  updateTime: z.number(),
});

/** The staff request a change became when it waits for a second administrator. */
const submitted = z.object({ requestId: z.number(), requestNo: z.string(), status: z.literal('pending_approval') });

/** The change requests these screens decide. */
export const staffRequestKind = z.enum(['staff.add', 'staff.update', 'staff.resetPassword', 'role.update']);
export type StaffRequestKind = z.output<typeof staffRequestKind>;

const reason = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(255);

/** What places an account: its type (0 admin, 1 franchisee, 2 agent), role, franchisee, station and agent. */
const linkFields = {
  type: intIn(0, 2),
  roleId: idField,
  franchiseeId: optionalId,
  stationId: optionalId,
  agentId: optionalId,
  ipWhitelist: ipWhitelistText,
  /** 1 Chinese (the default), 0 English. */
  language: intWithDefault(0, 1, 1),
};

/** An account change waiting for a second administrator (the account holds an approval right). */
const queued = <Id extends z.ZodType>(id: Id) => z.object({ id, ...submitted.shape });

export const staffUserContracts = {
  add: defineContract({
    method: 'POST',
    path: '/chance-staion-user/add',
    summary: 'Adds a staff account; one with an approval right is queued for a second administrator',
    body: z.object({ username: staffUsername, password: hex64, ...linkFields }),
    answer: z.union([z.object({ id: z.number() }), queued(z.null())]),
  }),
  update: defineContract({
    method: 'POST',
    path: '/chance-staion-user/update',
    summary: "Edits a staff account's role, places and whitelist; a re-role onto an approval right is queued",
    body: z.object({ id: idField, ...linkFields }),
    /** Null when applied at once; the queued request otherwise. */
    answer: queued(z.number()).nullable(),
  }),
  list: defineContract({
    method: 'POST',
    path: '/chance-staion-user/list',
    summary: 'A page of staff accounts the caller manages (a franchisee its own franchisee and agent accounts)',
    body: z.object({
      ...listFields(30, ['id', 'username', 'type', 'createTime', 'lastLoginTime']),
      username: optionalText,
      type: z.preprocess(noFilter, intIn(0, 2).optional()),
      roleId: optionalId,
      status: z.preprocess(noFilter, intIn(0, 1).optional()),
    }),
    answer: pageOf(staffUser),
  }),
  lock: defineContract({
    method: 'POST',
    path: '/chance-staion-user/lock',
    summary: 'Locks (1) or unlocks (0) a staff account; a lock ends its sessions',
    body: z.object({ id: idField, status: intIn(0, 1) }),
    answer: z.null(),
  }),
  delete: defineContract({
    method: 'POST',
    path: '/chance-staion-user/delete',
    summary: 'Deletes a staff account (its row stays, renamed, for the logs)',
    body: z.object({ id: idField }),
    answer: z.null(),
  }),
  resetPassword: defineContract({
    method: 'POST',
    path: '/chance-staion-user/resetPassword',
    summary: "Sets a staff account's password, or queues it for approval when the account holds an approval right",
    body: z.object({ id: idField, password: hex64 }),
    /** Null when applied at once; the queued request otherwise. */
    answer: submitted.nullable(),
  }),
  requests: defineContract({
    method: 'POST',
    path: '/chance-staion-user/request/list',
    summary: 'Staff and role change requests waiting for (or decided by) a second administrator, newest first',
    body: changeListBody,
    /** What each request applies and the state it was made against, as stored (a password only as "set"); no prior state for a new account. */
    answer: pageOf(changeRequestRow(z.record(z.string(), z.unknown()), z.record(z.string(), z.unknown()).nullable())),
  }),
  approveRequest: defineContract({
    method: 'POST',
    path: '/chance-staion-user/request/approve',
    summary: 'Approves and applies a pending staff or role change request (another administrator made it)',
    body: z.object({ id: idField }),
    answer: z.object({
      id: z.number(),
      requestNo: z.string(),
      kind: staffRequestKind,
      status: z.literal('applied'),
      targetId: z.number(),
    }),
  }),
  rejectRequest: defineContract({
    method: 'POST',
    path: '/chance-staion-user/request/reject',
    summary: 'Rejects a pending staff or role change request with a reason',
    body: z.object({ id: idField, reason }),
    answer: z.object({ id: z.number(), requestNo: z.string(), kind: staffRequestKind, status: z.literal('rejected') }),
  }),
};

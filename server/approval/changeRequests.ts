import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { assertIndependent } from '../auth/independence';
import type { Database } from '../db/database';
import { column, computed, defineRowMapping } from '../db/rowMapping';
import type { ChangeRequestKind } from '../db/tables/changeRequest';
import { bombayCompactDate } from '../domain/time';
import { ApiError } from '../http/errors';
import { pageWindow } from '../http/validate';
import { requestStatus, type changeListBody } from '../../shared/changeRequestFields';

/*
 * Change requests: a change that must not rest on one administrator (creating, re-roling or
 * resetting a staff account that holds an approval right; money settings) is stored as a
 * pending request with what it will apply and the state it was made against. Another
 * administrator, independent of the maker (auth/independence.ts), approves it — the caller then
 * applies the payload in the same transaction — or rejects it with a reason. The decision is one
 * conditional UPDATE, so of concurrent checkers exactly one wins.
 */

export interface SubmittedChange {
  id: number;
  requestNo: string;
  kind: ChangeRequestKind;
  status: 'pending_approval';
}

export async function submitChange(
  trx: Database,
  input: {
    kind: ChangeRequestKind;
    targetId: number | null;
    payload: unknown;
    before: unknown;
    franchiseeId: number | null;
    makerId: number;
    now: number;
  },
): Promise<SubmittedChange> {
  const requestNo = `R${bombayCompactDate(input.now)}${randomBytes(5).toString('hex').toUpperCase()}`;
  const row = await trx
    .insertInto('change_request')
    .values({
      request_no: requestNo,
      kind: input.kind,
      target_id: input.targetId,
      payload_json: JSON.stringify(input.payload),
      before_json: JSON.stringify(input.before ?? null),
      franchisee_id: input.franchiseeId,
      maker_id: input.makerId,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, requestNo, kind: input.kind, status: 'pending_approval' };
}

export interface DecidedChange {
  id: number;
  requestNo: string;
  kind: ChangeRequestKind;
  targetId: number | null;
  makerId: number;
  payload: unknown;
  before: unknown;
}

/** Approves (status applied; the caller applies the payload) or rejects a pending request of one of `kinds`. */
export async function decideChange(
  trx: Database,
  input: { id: number; kinds: readonly ChangeRequestKind[]; checkerId: number; now: number; to: 'applied' | 'rejected'; reason?: string },
): Promise<DecidedChange> {
  const request = await trx
    .selectFrom('change_request')
    .selectAll()
    .where('id', '=', input.id)
    .where('kind', 'in', [...input.kinds])
    .executeTakeFirst();
  if (!request) throw new ApiError('A0404', 'not_found');
  await assertIndependent(trx, request.maker_id, input.checkerId);
  const moved = await trx
    .updateTable('change_request')
    .set({ status: input.to, checker_id: input.checkerId, reviewed_at: input.now, reject_reason: input.reason ?? '' })
    .where('id', '=', request.id)
    .where('status', '=', 'pending_approval')
    .where('maker_id', '<>', input.checkerId)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new ApiError('A0400', 'request_not_pending');
  return {
    id: request.id,
    requestNo: request.request_no,
    kind: request.kind,
    targetId: request.target_id,
    makerId: request.maker_id,
    payload: JSON.parse(request.payload_json),
    before: JSON.parse(request.before_json),
  };
}

/**
 * A listed request: its row with its maker's and checker's usernames (maker, checker), the payload
 * as shown to people (publicPayload) and the state it was made against, both parsed from their JSON.
 */
const changeListRow = defineRowMapping({
  id: column('id').int(),
  requestNo: column('request_no').text(),
  kind: column('kind').text().as<ChangeRequestKind>(),
  targetId: column('target_id').int().nullable(),
  status: column('status').text().oneOf(requestStatus.options),
  rejectReason: column('reject_reason').text(),
  maker: column('maker').text(),
  checker: column('checker').text().nullable(),
  createdAt: column('created_at').epochMs(),
  reviewedAt: column('reviewed_at').epochMs().nullable(),
  payload: computed((row: { payload_json: string }) => publicPayload(JSON.parse(row.payload_json))),
  before: computed((row: { before_json: string }): unknown => JSON.parse(row.before_json)),
});

/** Requests of some kinds, newest first; payloads are answered as stored (never a password hash: see `publicPayload`). */
export async function listChanges(
  db: Database,
  kinds: readonly ChangeRequestKind[],
  body: z.output<typeof changeListBody>,
  franchiseeId?: number,
) {
  const filtered = db
    .selectFrom('change_request')
    .where('change_request.kind', 'in', [...kinds])
    .$if(franchiseeId !== undefined, (q) => q.where('change_request.franchisee_id', '=', franchiseeId as number))
    .$if(body.status !== undefined, (q) => q.where('change_request.status', '=', body.status as 'pending_approval'))
    .$if(body.requestNo !== undefined, (q) => q.where('change_request.request_no', '=', body.requestNo as string));
  const { limit, offset } = pageWindow(body);
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .innerJoin('staff_user as maker', 'maker.id', 'change_request.maker_id')
      .leftJoin('staff_user as checker', 'checker.id', 'change_request.checker_id')
      .select([
        'change_request.id',
        'change_request.request_no',
        'change_request.kind',
        'change_request.target_id',
        'change_request.payload_json',
        'change_request.before_json',
        'change_request.status',
        'change_request.reject_reason',
        'maker.username as maker',
        'checker.username as checker',
        'change_request.created_at',
        'change_request.reviewed_at',
      ])
      .orderBy(`change_request.${body.sortField ?? 'created_at'}`, body.sortOrder === 'ASC' ? 'asc' : 'desc')
      .orderBy('change_request.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows.map(changeListRow.map), total: Number(count.total) };
}

/** A payload as shown to people: a password hash only as "set". */
export function publicPayload(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object') return payload;
  const { password_hash: hash, ...rest } = payload as Record<string, unknown>;
  return hash === undefined ? rest : { ...rest, password: 'set' };
}

import type { Generated } from 'kysely';

/*
 * Row type of the change requests (migration 011_hardening, kinds widened by 067): a change that
 * must not rest on one administrator, awaiting a second one (server/approval/changeRequests.ts).
 * Times epoch ms UTC.
 */

/**
 * The kinds of change request, one property per kind, declared by the modules that submit them
 * through declaration merging:
 *   declare module '…/server/db/tables/changeRequest' { interface ChangeRequestKinds { 'x.save': true } }
 * so the core names none, and a kind no module declared is a compile error. The table's CHECK
 * constraint (migrations 011 and 067) lists the same kinds.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the modules' merges add the kinds
export interface ChangeRequestKinds {}

export type ChangeRequestKind = keyof ChangeRequestKinds & string;
export type ChangeRequestStatus = 'pending_approval' | 'applied' | 'rejected';

export interface ChangeRequestTable {
  id: Generated<number>;
  request_no: string;
  kind: ChangeRequestKind;
  /** The staff account changed (null for a new account or settings). */
  target_id: number | null;
  /** JSON of what will be applied (a password only as its scrypt hash). */
  payload_json: string;
  /** JSON of the state the change was made against; approval refuses if it moved meanwhile. */
  before_json: string;
  /** Scope of the request for franchisee checkers (null: platform-wide). */
  franchisee_id: number | null;
  status: Generated<ChangeRequestStatus>;
  maker_id: number;
  checker_id: Generated<number | null>;
  reviewed_at: Generated<number | null>;
  reject_reason: Generated<string>;
  created_at: number;
}

export interface ChangeRequestTables {
  change_request: ChangeRequestTable;
}

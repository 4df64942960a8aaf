import type { Database } from '../db/database';

/** One change a writing route reports through `ctx.audit(...)`. */
export interface Change {
  /** Defaults to the route's `writes.action`. */
  action?: string;
  /** Defaults to the route's `writes.targetType`. */
  targetType?: string;
  targetId?: string | number | null;
  /** Plain JSON-able snapshots; never put secrets or password hashes here. */
  before?: unknown;
  after?: unknown;
}

export interface Actor {
  staffId: number;
  username: string;
  ip: string;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function writeOperationLog(
  db: Database,
  actor: Actor,
  defaults: { action: string; targetType: string },
  changes: Change[],
  now: number,
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insertInto('operation_log')
    .values(
      changes.map((change) => ({
        staff_id: actor.staffId,
        username: actor.username,
        action: change.action ?? defaults.action,
        target_type: change.targetType ?? defaults.targetType,
        target_id: change.targetId === undefined || change.targetId === null ? null : String(change.targetId),
        before_json: json(change.before),
        after_json: json(change.after),
        ip: actor.ip,
        created_at: now,
      })),
    )
    .execute();
}

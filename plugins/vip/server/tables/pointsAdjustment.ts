import type { Generated } from 'kysely';

/* Row type of migration 026_points_adjustment: manual points changes under maker-checker. Times epoch ms UTC. */

export type PointsAdjustmentStatus = 'pending_approval' | 'applied' | 'rejected';

export interface PointsAdjustmentTable {
  id: Generated<number>;
  member_id: number;
  franchisee_id: number;
  /** Signed points asked for (never 0): positive adds, negative deducts. */
  amount: number;
  reason: string;
  status: Generated<PointsAdjustmentStatus>;
  maker_id: number;
  /** Who approved or rejected it; never the maker (CHECK). */
  checker_id: Generated<number | null>;
  reviewed_at: Generated<number | null>;
  reject_reason: Generated<string>;
  /** The points_ledger row written when applied. */
  ledger_id: Generated<number | null>;
  created_at: number;
}

export interface PointsAdjustmentTables {
  points_adjustment: PointsAdjustmentTable;
}

// The core's database type gains the table, and its maker-checker the table's decisions, by
// declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends PointsAdjustmentTables {}
}
declare module '../../../../server/db/decideRequest' {
  interface Decisions {
    points_adjustment: Exclude<PointsAdjustmentStatus, 'pending_approval'>;
  }
}

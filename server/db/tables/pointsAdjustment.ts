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

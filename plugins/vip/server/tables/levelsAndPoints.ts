import type { Generated } from 'kysely';
import type { PointsKind } from '../../shared/pointsLedger';

/*
 * Row types of the VIP levels and the points ledger (tables of the core's migration 004_people_content
 * that the vip plugin writes); the medal column is its own migration 018_vip's.
 */

export interface VipLevelTable {
  id: Generated<number>;
  franchisee_id: number;
  level: number;
  name: string;
  icon: Generated<string>;
  required_members: Generated<number>;
  required_monthly: Generated<number>;
  required_weekly: Generated<number>;
  upgrade_reward: Generated<number>;
  upgrade_points: Generated<number>;
  weekly_reward: Generated<number>;
  weekly_reward_enabled: Generated<number>;
  fallback: Generated<number>;
  rebate_bps: Generated<number>;
  created_at: number;
  /** Picture of the level's medal (the icon is the small badge); migration 018_vip. */
  medal: Generated<string>;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  member_id: number;
  kind: PointsKind;
  /** Signed points (never 0). */
  amount: number;
  balance_after: number;
  /** Business key, unique: the same event earns once. */
  ref: string;
  created_at: number;
}

export interface VipLevelTables {
  vip_level: VipLevelTable;
  points_ledger: PointsLedgerTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends VipLevelTables {}
}

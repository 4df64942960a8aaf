import type { Generated } from 'kysely';

/*
 * Row types of the deposit and withdrawal orders as migration 001_init creates them; the columns
 * 002_money adds merge in from moneyTables.ts. Money is integer paise, times epoch ms UTC.
 */

export interface DepositOrderTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  station_id: number;
  franchisee_id: number;
  agent_id: number | null;
  kind: 'company' | 'online';
  amount: number;
  /** 1 pending, 2 passed, 3 not passed. */
  status: number;
  /** 1 when this passed deposit was the member's first one. */
  is_first: number;
  created_at: number;
  reviewed_at: number | null;
}

export interface WithdrawalOrderTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  station_id: number;
  franchisee_id: number;
  agent_id: number | null;
  amount: number;
  /** 1 pending, 2 passed, 3 not passed. */
  status: number;
  created_at: number;
  reviewed_at: number | null;
}

export interface OrderTables {
  deposit_order: DepositOrderTable;
  withdrawal_order: WithdrawalOrderTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends OrderTables {}
}

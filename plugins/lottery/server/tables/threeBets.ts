import type { Generated } from 'kysely';

/* Row type of migration 035_third_party_bets: third-party game bets as providers report them. Times epoch ms UTC, money paise. */

export interface ThirdPartyBetTable {
  id: Generated<number>;
  provider_code: string;
  /** The provider's own order number, unique per provider. */
  order_no: string;
  member_id: number;
  franchisee_id: number;
  agent_id: number | null;
  game_code: string;
  game_name: string;
  stake: number;
  valid_bet: number;
  /** What the provider paid back (stake included); 0 while unsettled or lost. */
  payout: number;
  /** 0 unsettled, 1 win, 2 lose, 3 draw, 4 cancelled. */
  state: number;
  bet_at: number;
  settled_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface ThreeBetTables {
  third_party_bet: ThirdPartyBetTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends ThreeBetTables {}
}

import type { Generated } from 'kysely';

/**
 * The member's money figures that bets and settlement change, off the member row (migration 062):
 * a row per member, created by a trigger on member insert. agent_id, vip_level, customer_class and
 * formal are trigger-kept copies of the member's, so the list's balance sorts share an index with
 * their filters.
 */
export interface MemberBalanceTable {
  member_id: number;
  /** Paise: a copy of the member's cash ledger balance, kept by a trigger on ledger_account (migrations 010, 062). */
  cash_balance: Generated<number>;
  /** Paise staked and won over the member's settled bets (settlement adds to them). */
  total_bet: Generated<number>;
  total_win: Generated<number>;
  /** 1 when the member is formal (is_test = 0 and is_internal = 0). */
  formal: Generated<number>;
  agent_id: Generated<number | null>;
  vip_level: Generated<number>;
  customer_class: Generated<string>;
}

export interface MemberBalanceTables {
  member_balance: MemberBalanceTable;
}

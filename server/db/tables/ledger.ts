import type { Generated } from 'kysely';

/*
 * Row types of the ledger's tables and the turnover requirements (migration 002_money), which the
 * core's ledger (server/ledger/) reads and writes. Money is integer paise, times epoch ms UTC.
 * The migration's other tables belong to the module that owns them and join DB by declaration
 * merging.
 */

export interface LedgerAccountTable {
  id: Generated<number>;
  /** OwnerType of server/domain/ledgerModel.ts. */
  owner_type: string;
  /** Member id for member accounts, the tenant (franchisee id or 'platform') for system ones, the period for bet pools. */
  owner_id: string;
  bucket: 'cash' | 'frozen' | 'bonus';
  /** Cache of the sum of this account's postings, kept by postJournal only. */
  balance: Generated<number>;
  updated_at: number;
}

export interface LedgerJournalTable {
  id: Generated<number>;
  type: string;
  business_key: string;
  content_hash: string;
  ref_type: string | null;
  ref_id: string | null;
  staff_id: number | null;
  remark: Generated<string>;
  created_at: number;
}

export interface LedgerPostingTable {
  id: Generated<number>;
  journal_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
  created_at: number;
}

export interface MemberTurnoverTable {
  member_id: number;
  valid_total: Generated<number>;
  updated_at: number;
}

export interface TurnoverRequirementTable {
  id: Generated<number>;
  member_id: number;
  /** rebate (migration 039): source_id is the paid rebate_record. */
  source_type: 'deposit' | 'manual_credit' | 'rebate' | 'regist_discount';
  source_id: number;
  deposit_amount: number;
  discount_amount: Generated<number>;
  normal_multiple_x100: number;
  comprehensive_multiple_x100: number;
  relax: Generated<number>;
  normal_required: number;
  comprehensive_required: number;
  turnover_base: number;
  allocated: Generated<number>;
  normal_met: Generated<number>;
  comprehensive_met: Generated<number>;
  status: Generated<'open' | 'met' | 'settled' | 'waived'>;
  withdrawal_id: number | null;
  created_at: number;
  closed_at: number | null;
}

export interface LedgerTables {
  ledger_account: LedgerAccountTable;
  ledger_journal: LedgerJournalTable;
  ledger_posting: LedgerPostingTable;
  member_turnover: MemberTurnoverTable;
  turnover_requirement: TurnoverRequirementTable;
}

import type { Generated } from 'kysely';

/* Row types of migration 006_members: member passwords, kick mark, registration discount, bank / UPI details. */

export interface MemberBankTable {
  id: Generated<number>;
  member_id: number;
  kind: 'bank' | 'upi';
  holder_name: Generated<string>;
  bank_name: Generated<string>;
  ifsc: Generated<string>;
  account_no: Generated<string>;
  upi_id: Generated<string>;
  is_default: Generated<number>;
  created_at: number;
}

export interface MembersTables {
  member_bank: MemberBankTable;
}

// The core's member row gains account's columns, and DB its table, by declaration merging: no core
// file names them.
declare module '../../../../server/db/tables/tenancy' {
  interface MemberTable {
    password_hash: Generated<string>;
    trade_password_hash: Generated<string>;
    kicked_at: Generated<number | null>;
    regist_discount: Generated<number>;
    regist_discount_multiple_x100: Generated<number>;
    /** 0 not granted, 1 granted, 2 cancelled. */
    regist_discount_status: Generated<number>;
    regist_discount_at: Generated<number | null>;
  }
}

declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends MembersTables {}
}

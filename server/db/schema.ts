import type { MemberGramTables } from './tables/memberGram';
import type { Generated } from 'kysely';
import type { ChangeRequestTables } from './tables/changeRequest';
import type { LoginTables } from './tables/login';
import type { MemberBalanceTables } from './tables/memberBalance';
import type { RestrictedAccountTables } from './tables/restrictedAccount';
import type { StaffProvenanceColumns } from './tables/staffAccounts';
import type { JobTables } from './tables/jobs';
import type { ModuleTables } from './tables/modules';
import type { LedgerTables } from './tables/ledger';
import type { MemberMailTables } from './tables/memberMail';
import type { StaffTables } from './tables/staff';

/*
 * Row types of the database. Conventions shared by both dialects:
 * - times are epoch milliseconds (UTC) in BIGINT columns, so SQLite and PostgreSQL compare and
 *   bucket them the same way;
 * - money is integer paise;
 * - flags and small enums are INTEGER (0/1, status codes);
 * - JSON documents are TEXT (menu_list, before_json …) so both dialects store them alike.
 */

export interface FranchiseeTable {
  id: Generated<number>;
  code: string;
  name: string;
  status: number;
  created_at: number;
}

export interface StationTable {
  id: Generated<number>;
  franchisee_id: number;
  code: string;
  name: string;
  /** Quota in paise. */
  amount: number;
  status: number;
  created_at: number;
}

export interface RoleTable {
  id: Generated<number>;
  code: string;
  name: string;
  /** JSON: MenuEntry[] (tree of { title, children }). */
  menu_list: string;
  /** Comma or newline separated IPs / CIDRs; empty = any address. */
  ip_whitelist: string;
  created_at: number;
}

export interface StaffUserTable extends StaffProvenanceColumns {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** 0 admin, 1 franchisee, 2 agent. */
  type: number;
  role_id: number;
  franchisee_id: number | null;
  station_id: number | null;
  agent_id: number | null;
  parent_id: number | null;
  /** 1 Chinese, 0 English. */
  language: number;
  ip_whitelist: string;
  /** 0 active, 1 disabled. */
  status: number;
  failed_logins: number;
  locked_until: number | null;
  last_login_at: number | null;
  last_login_ip: string | null;
  created_at: number;
  updated_at: number;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  ip: string;
}

export interface AgentTable {
  id: Generated<number>;
  username: string;
  parent_id: number | null;
  station_id: number;
  franchisee_id: number;
  level: number;
  /** Materialised path of ids, '/1/7/42/': a subtree is `path LIKE '/1/7/%'`. */
  path: string;
  status: number;
  created_at: number;
}

export interface MemberTable {
  id: Generated<number>;
  username: string;
  nickname: string;
  phone: string;
  station_id: number;
  franchisee_id: number;
  agent_id: number | null;
  is_internal: number;
  /** 'en' or 'hi' (migration 004_people_content; the core's system messages are written in it). */
  language: Generated<string>;
  status: number;
  created_at: number;
  last_login_at: number | null;
  online_at: number | null;
  first_charge_at: number | null;
}

export interface AgentApplyRecordTable {
  id: Generated<number>;
  username: string;
  phone: string;
  station_id: number;
  parent_agent_id: number | null;
  /** 0 pending, 1 approved, 2 rejected. */
  status: number;
  created_at: number;
}

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

export interface OperationLogTable {
  id: Generated<number>;
  staff_id: number;
  username: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string;
  created_at: number;
}

export interface LoginLogTable {
  id: Generated<number>;
  username: string;
  staff_id: number | null;
  ip: string;
  user_agent: string;
  success: number;
  reason: string;
  created_at: number;
}

export interface IdempotencyKeyTable {
  key: string;
  scope: string;
  request_hash: string;
  response_json: string;
  created_at: number;
}

/*
 * The database type. A plugin's tables are not listed here: its row types live in its
 * server/tables/ folder and join DB by declaration merging (`declare module '…/server/db/schema'`),
 * so the core names no domain. The core's own tables are below and in ./tables/.
 */
export interface DB
  extends
    LedgerTables,
    MemberBalanceTables,
    RestrictedAccountTables,
    StaffTables,
    LoginTables,
    ChangeRequestTables,
    JobTables,
    ModuleTables {
  franchisee: FranchiseeTable;
  station: StationTable;
  role: RoleTable;
  staff_user: StaffUserTable;
  session: SessionTable;
  agent: AgentTable;
  member: MemberTable;
  agent_apply_record: AgentApplyRecordTable;
  deposit_order: DepositOrderTable;
  withdrawal_order: WithdrawalOrderTable;
  operation_log: OperationLogTable;
  login_log: LoginLogTable;
  idempotency_key: IdempotencyKeyTable;
}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds a module's tables with a one-line edit
export interface DB extends MemberMailTables {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds a module's tables with a one-line edit
export interface DB extends MemberGramTables {}

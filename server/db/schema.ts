import type { ChangeRequestTables } from './tables/changeRequest';
import type { IdempotencyTables } from './tables/idempotency';
import type { JobTables } from './tables/jobs';
import type { LedgerTables } from './tables/ledger';
import type { LoginTables } from './tables/login';
import type { MemberBalanceTables } from './tables/memberBalance';
import type { MemberGramTables } from './tables/memberGram';
import type { MemberMailTables } from './tables/memberMail';
import type { ModuleTables } from './tables/modules';
import type { OperationLogTables } from './tables/operationLog';
import type { RestrictedAccountTables } from './tables/restrictedAccount';
import type { StaffAccountTables } from './tables/staffAccounts';
import type { TenancyTables } from './tables/tenancy';

/*
 * The database type: the core's tables, each group's row types in ./tables/ named by what it holds.
 * Conventions shared by both dialects:
 * - times are epoch milliseconds (UTC) in BIGINT columns, so SQLite and PostgreSQL compare and
 *   bucket them the same way;
 * - money is integer paise;
 * - flags and small enums are INTEGER (0/1, status codes);
 * - JSON documents are TEXT (menu_list, before_json …) so both dialects store them alike.
 *
 * A plugin's tables are not listed here: its row types live in its server/tables/ folder and join
 * DB by declaration merging (`declare module '…/server/db/schema'`), so the core names no domain;
 * columns a plugin adds to a core table merge into that table's interface the same way.
 */
export interface DB
  extends
    TenancyTables,
    StaffAccountTables,
    LoginTables,
    OperationLogTables,
    IdempotencyTables,
    ChangeRequestTables,
    LedgerTables,
    MemberBalanceTables,
    RestrictedAccountTables,
    MemberMailTables,
    MemberGramTables,
    JobTables,
    ModuleTables {}

import type { Generated } from 'kysely';

/*
 * Row types of migration 009_maker_checker's supplementary draw and settlement requests, and the
 * column it adds to the core's supplementary_run (the approved request that ran it). A request is
 * a maker-checker one (server/db/decideRequest.ts). Times epoch ms UTC.
 */

export type SupplementaryStatus = 'pending_approval' | 'approved' | 'rejected';

export interface SupplementaryRequestTable {
  id: Generated<number>;
  period_id: number;
  kind: 'draw' | 'settle';
  reason: string;
  status: Generated<SupplementaryStatus>;
  maker_id: number;
  checker_id: Generated<number | null>;
  reviewed_at: Generated<number | null>;
  reject_reason: Generated<string>;
  created_at: number;
}

export interface SupplementaryRequestTables {
  supplementary_request: SupplementaryRequestTable;
}

// The core's database type gains the table, supplementary_run its column and the maker-checker
// the request's decisions, by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends SupplementaryRequestTables {}
}
declare module './lotteryTables' {
  interface SupplementaryRunTable {
    request_id: Generated<number | null>;
  }
}
declare module '../../../../server/db/decideRequest' {
  interface Decisions {
    supplementary_request: Exclude<SupplementaryStatus, 'pending_approval'>;
  }
}

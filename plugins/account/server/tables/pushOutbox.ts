import type { Generated } from 'kysely';

/*
 * Row types of the account plugin's migration 007_push_outbox: the push-to-all-members outbox
 * (staff/pushRoutes.ts, staff/pushWorker.ts) and the record of every station quota change, top-up
 * or withdrawal (staff/stationRoutes.ts). Money is integer paise, times epoch ms UTC.
 */

export interface PushOutboxTable {
  id: Generated<number>;
  /** JSON { en?, hi?, zh? }: the title in each content language given. */
  title_json: string;
  /** JSON { en?, hi?, zh? }: the body in the same languages as the title. */
  body_json: string;
  /** 0 pending, 1 delivered, 2 failed (gave up after the last attempt). */
  status: number;
  attempts: number;
  /** Members addressed when the sender delivered it. */
  recipients: number | null;
  last_error: string | null;
  created_by: number;
  created_by_name: string;
  created_at: number;
  /** The next attempt is not made before this time (backoff after a failure). */
  next_attempt_at: number;
  delivered_at: number | null;
}

export interface StationQuotaRecordTable {
  id: Generated<number>;
  station_id: number;
  franchisee_id: number;
  /** 1 top-up, 2 withdrawal. */
  kind: number;
  /** Always positive paise; the kind says the direction. */
  amount: number;
  balance_before: number;
  balance_after: number;
  remark: string;
  staff_id: number;
  staff_username: string;
  created_at: number;
}

export interface PushOutboxTables {
  push_outbox: PushOutboxTable;
  station_quota_record: StationQuotaRecordTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends PushOutboxTables {}
}

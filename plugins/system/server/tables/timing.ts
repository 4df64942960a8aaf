import type { Generated } from 'kysely';

/** Migration 029: one endpoint's request timings over one minute or hour (plugins/system/server/timing). */
export interface InterfaceTimingTable {
  id: Generated<number>;
  /** 'POST /chance-member/list': method and registered path. */
  route: string;
  /** Epoch ms, a multiple of span. */
  start_at: number;
  /** 60000 (a minute) or 3600000 (an hour). */
  span: number;
  count: number;
  /** Answers with HTTP status ≥ 400 (envelope errors, refused calls, crashes). */
  errors: number;
  sum_us: number;
  max_us: number;
  /** Sparse JSON { bucket: count } over the fixed log-scale buckets. */
  histogram: string;
}

export interface TimingTables {
  interface_timing: InterfaceTimingTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends TimingTables {}
}

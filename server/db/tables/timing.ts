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

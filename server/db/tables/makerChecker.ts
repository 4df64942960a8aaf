import type { Generated } from 'kysely';

/*
 * Row types of migration 009_maker_checker: the review columns added to manual_batch (the
 * request of a manual credit/debit, single or batch) and manual_adjustment (its member rows), and
 * the supplementary draw/settlement requests. Times epoch ms UTC.
 */

export type ManualStatus = 'pending_approval' | 'applied' | 'rejected';

/** Columns 009 adds to manual_batch. */
export interface ManualBatchReviewColumns {
  kind: Generated<'single' | 'batch'>;
  status: Generated<ManualStatus>;
  /** The one franchisee of every member in the request; null when it spans several. */
  franchisee_id: number | null;
  /** Who approved or rejected it; never the maker (CHECK). */
  checker_id: Generated<number | null>;
  reviewed_at: Generated<number | null>;
  reject_reason: Generated<string>;
}

/** Columns 009 adds to manual_adjustment (its request's status, copied in the same transaction). */
export interface ManualAdjustmentReviewColumns {
  status: Generated<ManualStatus>;
  reviewed_at: Generated<number | null>;
}

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

/** Column 009 adds to supplementary_run: the approved request that ran it. */
export interface SupplementaryRunRequestColumn {
  request_id: Generated<number | null>;
}

export interface MakerCheckerTables {
  supplementary_request: SupplementaryRequestTable;
}

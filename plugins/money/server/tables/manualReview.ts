import type { Generated } from 'kysely';

/*
 * The review columns migration 009_maker_checker adds to manual_batch (the request of a manual
 * credit/debit, single or batch) and manual_adjustment (its member rows), merged into the money
 * plugin's row types of those tables (moneyTables.ts); and manual_batch as a maker-checker request (server/db/decideRequest.ts).
 * Times epoch ms UTC.
 */

export type ManualStatus = 'pending_approval' | 'applied' | 'rejected';

declare module './moneyTables' {
  interface ManualBatchTable {
    kind: Generated<'single' | 'batch'>;
    status: Generated<ManualStatus>;
    /** The one franchisee of every member in the request; null when it spans several. */
    franchisee_id: number | null;
    /** Who approved or rejected it; never the maker (CHECK). */
    checker_id: Generated<number | null>;
    reviewed_at: Generated<number | null>;
    reject_reason: Generated<string>;
  }
  /** Its request's status, copied in the same transaction. */
  interface ManualAdjustmentTable {
    status: Generated<ManualStatus>;
    reviewed_at: Generated<number | null>;
  }
}

declare module '../../../../server/db/decideRequest' {
  interface Decisions {
    manual_batch: Exclude<ManualStatus, 'pending_approval'>;
  }
}

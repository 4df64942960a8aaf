import type { Generated } from 'kysely';
import type { ItemStatus } from '../shared/items';

/** Row type of migration 069_support_tickets. Times epoch ms UTC. */
export interface SupportTicketsItemTable {
  id: Generated<number>;
  title: string;
  note: string;
  status: ItemStatus;
  /** The staff account that added it. */
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

// The core's database type gains this plugin's table by declaration merging: no core file names it.
declare module '../../../server/db/schema' {
  interface DB {
    support_tickets_item: SupportTicketsItemTable;
  }
}

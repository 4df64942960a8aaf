import type { Generated } from 'kysely';

/* Row type of the staff's operation log (migration 001_init): what each write route's audit() records. Times epoch ms UTC. */

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

export interface OperationLogTables {
  operation_log: OperationLogTable;
}

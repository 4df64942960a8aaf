/* Row type of the stored answers of idempotent requests (migration 001_init), kept per key and scope. Times epoch ms UTC. */

export interface IdempotencyKeyTable {
  key: string;
  scope: string;
  request_hash: string;
  response_json: string;
  created_at: number;
}

export interface IdempotencyTables {
  idempotency_key: IdempotencyKeyTable;
}

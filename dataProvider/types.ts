/** The chance_* endpoint for each data-provider verb of a resource (paths as in the spec). */
export interface ResourceEndpoints {
  getList?: string;
  getOne?: string;
  getMany?: string;
  create?: string;
  update?: string;
  delete?: string;
  deleteMany?: string;
  /** POST answering an xlsx blob. */
  export?: string;
}

/** A named custom action (lock, kick, approve, reject, draw, settle, …). */
export interface ActionSpec {
  path: string;
  method?: 'GET' | 'POST';
  /** Money-moving calls carry an Idempotency-Key header. */
  moneyMoving?: boolean;
}

/** What the data provider needs of a resource: its name, endpoints and custom actions. */
export interface ResourceCalls {
  /** react-admin resource name, unique across plugins. */
  name: string;
  endpoints: ResourceEndpoints;
  actions?: Record<string, ActionSpec>;
}

import { defineActions, useActions, type Action } from '../../dataProvider';

/** One operation-log row with its snapshots (chance_sys_log/detail). */
export interface OperationDetail {
  id: number;
  staffId: number;
  username: string;
  action: string;
  targetType: string;
  targetId: string | null;
  ip: string;
  createTime: number;
  before: unknown;
  after: unknown;
}

interface OperationLogActions {
  detail: Action<{ id: number }, OperationDetail>;
}

export const operationLogActions = defineActions<OperationLogActions>({
  detail: { path: 'chance_sys_log/detail' },
});

export const useOperationLogCalls = () => useActions('operationLog', operationLogActions);

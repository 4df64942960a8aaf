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

/** One entry of chance-menu/list: the whole catalogue in its current order. */
export interface MenuRow {
  title: string;
  /** Titles from the top joined by '/'. */
  path: string;
  hidden: boolean;
  children?: MenuRow[];
}

interface MenuActions {
  list: Action<void, MenuRow[]>;
  /** New order of one section ('' = top level): every entry of it once. */
  sort: Action<{ parentPath: string; titles: string[] }, null>;
  visibility: Action<{ path: string; hidden: boolean }, null>;
}

export const menuActions = defineActions<MenuActions>({
  list: { path: 'chance-menu/list' },
  sort: { path: 'chance-menu/updateSortNum' },
  visibility: { path: 'chance-menu/updateStatus' },
});

export const useMenuCalls = () => useActions('systemMenu', menuActions);

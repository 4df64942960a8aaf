import { defineActions, useActions, type Action } from '../../../dataProvider';

/** A rebate template as chance-rebate-template/list and /save answer it (rates in basis points per VIP level, cap in paise). */
export interface RebateTemplateRecord {
  id: number;
  /** Null: every franchisee's members. */
  franchiseeId: number | null;
  name: string;
  /** Null: every game. */
  gameId: number | null;
  gameName: string | null;
  /** Basis points for VIP levels 0 … 10, in level order. */
  rates: number[];
  auditMultipleX100: number;
  /** Paise per member per Bombay day; 0 = no cap. */
  dailyCap: number;
  /** 0 enabled, 1 disabled. */
  status: 0 | 1;
  createdAt: number;
  updatedAt: number;
}

export const rebateTemplateActions = defineActions<{ status: Action<{ id: number; status: 0 | 1 }, { id: number; status: 0 | 1 }> }>({
  status: { path: 'chance-rebate-template/status' },
});

export const useRebateTemplateCalls = () => useActions('rebateTemplate', rebateTemplateActions);

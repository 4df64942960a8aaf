import { defineActions, useActions, type Action } from '../../../dataProvider';

export const REVIEW_KINDS = ['deposit', 'withdrawal', 'manual'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** What chance-audit-details/get answers: one order's history. */
export interface OrderHistory {
  kind: ReviewKind;
  order: Record<string, string | number | null> & { orderNo: string; username: string; amount: number; createdAt: number };
  steps: { step: number; decision: string; reviewer: string | null; reason: string; at: number }[];
  journals: { id: number; type: string; reference: string; amount: number; at: number }[];
  requirements: {
    id: number;
    deposit: number;
    discount: number;
    normalRequired: number;
    comprehensiveRequired: number;
    relax: number;
    status: string;
    allocated: number;
    createdAt: number;
  }[];
}

interface ReviewActions {
  history: Action<{ kind: ReviewKind; orderNo: string }, OrderHistory>;
}

export const reviewActions = defineActions<ReviewActions>({ history: { path: 'chance-audit-details/get' } });

export const useReviewCalls = () => useActions('auditDetails', reviewActions);

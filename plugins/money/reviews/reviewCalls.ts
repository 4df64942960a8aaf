import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf } from '../../../shared/contract';
import type { reviewContracts } from '../shared/reviewContract';

export const REVIEW_KINDS = ['deposit', 'withdrawal', 'manual'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

type Contracts = typeof reviewContracts;
type History = AnswerOf<Contracts['history']>;

/** What chance-audit-details/get answers: one order's history (the screen reads its order's fields by name). */
export type OrderHistory = Omit<History, 'order'> & { order: History['order'] & Record<string, string | number | null> };

type ReviewActions = ContractActions<Pick<Contracts, 'history'>>;

export const reviewActions = defineActions<ReviewActions>({ history: { path: 'chance-audit-details/get' } });

export const useReviewCalls = () => useActions('auditDetails', reviewActions);

import type { Catalogue } from '../http/catalogue';

/** Maker-checker: the reviewer is never the maker. */
export const approvalMessages = {
  maker_is_checker: {
    en: 'This request must be approved or rejected by another staff member than the one who made it',
    zh: '该申请必须由申请人以外的工作人员审核或驳回',
  },
  request_not_pending: {
    en: 'This request is no longer waiting for approval (it was approved or rejected already)',
    zh: '该申请已不在待审核状态（已被审核或驳回）',
  },
} satisfies Catalogue;

import { configure, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { ReviewWithdrawalDialog } from '../../../plugins/money/orders/WithdrawalDialogs';
import type { WithdrawalAudit, WithdrawalOrder } from '../../../plugins/money/orders/orderCalls';
import moneyEn from '../../../plugins/money/messages.en';
import moneyZh from '../../../plugins/money/messages.zh';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider, fakeDataProvider } from '../fixtures/fakes';

/* Issue 39 item 11: the second reviewer decided blind, without the first reviewer's name or remark. */

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const ORDER: WithdrawalOrder = {
  id: 41,
  orderNo: 'W20261201BBB',
  memberId: 9,
  username: 'rahul11',
  amount: 6_000_000,
  fee: 0,
  adminFee: 0,
  bonusDeduction: 0,
  netPayout: 6_000_000,
  status: 1,
  stage: 'first_approved',
  isFirst: 0,
  needsSecondReview: 1,
  firstReviewerId: 3,
  secondReviewerId: null,
  destination: '{}',
  rejectReason: '',
  remark: '',
  paidAt: null,
  payoutTxnId: '',
  reviewedAt: null,
  createdAt: 0,
};
const AUDIT: WithdrawalAudit = {
  validTurnover: 0,
  requirementIds: [],
  perRecord: [],
  fee: 0,
  adminFee: 0,
  discountDeduction: 0,
  netPayout: 6_000_000,
  allowed: true,
  surplusTurnover: 0,
  // 2026-12-01 14:05 in Bombay.
  firstReview: { reviewer: 'maker', remark: 'KYC seen, UPI holder matches', reviewedAt: Date.parse('2026-12-01T14:05:00+05:30') },
};

function renderDialog(language: 'zh' | 'en', audit: WithdrawalAudit) {
  const action = jest.fn(async (_resource: string, name: string) => (name === 'audit' ? audit : null));
  const messages = buildMessages({ zh: mergeMessages(hostMessages.zh, moneyZh), en: mergeMessages(hostMessages.en, moneyEn) });
  const i18n = polyglotI18nProvider(
    (l) => messages[l as 'zh' | 'en'],
    language,
    [
      { locale: 'zh', name: '中文' },
      { locale: 'en', name: 'English' },
    ],
    { allowMissing: true },
  );
  render(
    <AdminContext
      i18nProvider={i18n}
      authProvider={fakeAuthProvider()}
      dataProvider={{ ...fakeDataProvider(), action }}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ReviewWithdrawalDialog record={ORDER} onClose={jest.fn()} onDone={jest.fn()} />
    </AdminContext>,
  );
}

describe('the second review of a withdrawal', () => {
  it('shows who gave the first review, when, and their remark (zh)', async () => {
    renderDialog('zh', AUDIT);
    expect(await screen.findByTestId('first-review-by')).toHaveTextContent('初审人：maker（2026-12-01 14:05');
    expect(screen.getByTestId('first-review-remark')).toHaveTextContent('初审备注：KYC seen, UPI holder matches');
  });

  it('says so when the first reviewer left no remark (en)', async () => {
    renderDialog('en', { ...AUDIT, firstReview: { ...AUDIT.firstReview!, remark: '' } });
    expect(await screen.findByTestId('first-review-by')).toHaveTextContent('First review by maker');
    expect(screen.getByTestId('first-review-remark')).toHaveTextContent("First reviewer's remark: none");
  });
});

import { configure, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import AuditDetailsScreen from '../../../plugins/money/reviews/AuditDetailsScreen';
import type { OrderHistory } from '../../../plugins/money/reviews/reviewCalls';
import moneyEn from '../../../plugins/money/messages.en';
import moneyZh from '../../../plugins/money/messages.zh';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider, fakeDataProvider } from '../fixtures/fakes';
import { setViewportWidth } from '../fixtures/viewport';

/* auditDetails: an order's review steps, ledger journals and turnover requirements are record lists (issue 39 item 5), shown in words, not stored keys (item 6). */

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const AT = Date.parse('2026-12-01T14:05:00+05:30');
const HISTORY: OrderHistory = {
  kind: 'withdrawal',
  order: {
    orderNo: 'W20261201AAA',
    username: 'rahul11',
    createdAt: AT,
    amount: 500_000,
    fee: 0,
    adminFee: 0,
    bonusDeduction: 0,
    netPayout: 500_000,
    stage: 'approved',
  },
  steps: [
    { step: 0, decision: 'submit', reviewer: null, reason: '', at: AT },
    { step: 1, decision: 'approve', reviewer: 'finance', reason: 'KYC seen', at: AT + 60_000 },
  ],
  journals: [{ id: 51, type: 'withdraw_freeze', reference: 'withdraw_freeze:W20261201AAA', amount: -500_000, at: AT }],
  requirements: [
    {
      id: 8,
      deposit: 1_000_000,
      discount: 0,
      normalRequired: 1_000_000,
      comprehensiveRequired: 0,
      relax: 0,
      status: 'settled',
      allocated: 1_000_000,
      normalMet: 1,
      comprehensiveMet: 0,
      createdAt: AT,
    },
  ],
} as unknown as OrderHistory;

function renderDetails(language: 'zh' | 'en') {
  const action = jest.fn(async (_resource: string, name: string, _payload?: unknown) => (name === 'history' ? HISTORY : null));
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
    <MemoryRouter initialEntries={['/?kind=withdrawal&orderNo=W20261201AAA']}>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider()}
        dataProvider={{ ...fakeDataProvider(), action }}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <AuditDetailsScreen />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('auditDetails history lists', () => {
  it('are tables on a desk, with labels and business numbers instead of stored keys', async () => {
    setViewportWidth(1440);
    renderDetails('en');
    const steps = await screen.findByTestId('history-steps');
    expect(steps.querySelector('table')).not.toBeNull();
    expect(within(steps).getAllByRole('row')).toHaveLength(3);
    expect(steps).toHaveTextContent('Approved');
    expect(steps).toHaveTextContent('KYC seen');
    const journals = screen.getByTestId('history-journals');
    expect(journals).toHaveTextContent('W20261201AAA');
    expect(journals).not.toHaveTextContent('withdraw_freeze');
    const requirements = screen.getByTestId('history-requirements');
    expect(requirements).toHaveTextContent('Settled by a withdrawal');
    expect(requirements).not.toHaveTextContent(/\bsettled\b/);
  });

  it('are a card per record on a phone, in zh', async () => {
    setViewportWidth(390);
    renderDetails('zh');
    const steps = await screen.findByTestId('history-steps');
    expect(steps.querySelector('table')).toBeNull();
    expect(within(steps).getAllByTestId('record-card')).toHaveLength(2);
    const journal = within(screen.getByTestId('history-journals')).getByTestId('record-card');
    expect(journal).toHaveTextContent('提款冻结');
    expect(journal).toHaveTextContent('W20261201AAA');
    expect(journal).not.toHaveTextContent('withdraw_freeze');
    expect(within(screen.getByTestId('history-requirements')).getByTestId('record-card')).toHaveTextContent('已随提款结清');
  });
});

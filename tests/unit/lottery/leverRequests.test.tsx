import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { LeverRequests } from '../../../plugins/lottery/killRate/LeverRequests';
import type { LeverRequest } from '../../../plugins/lottery/killRate/killRateCalls';
import lotteryEn from '../../../plugins/lottery/messages.en';
import lotteryZh from '../../../plugins/lottery/messages.zh';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider, fakeDataProvider } from '../fixtures/fakes';
import { setViewportWidth } from '../fixtures/viewport';

/* Issue 39 item 5: the odds, limit and alert-band requests were a plain MUI table, sideways on a phone. */

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const request = (id: number, fields: Partial<LeverRequest>): LeverRequest => ({
  id,
  requestNo: `LR2026120100${id}`,
  kind: 'limit',
  target: 'NUMBER',
  label: 'NUMBER',
  before: { minStake: 100, maxStake: 5_000_000, maxPerMemberPeriod: 20_000_000, maxExposure: null },
  after: { playCode: 'NUMBER', minStake: 100, maxStake: 6_000_000, maxPerMemberPeriod: 20_000_000, maxExposure: null },
  reason: `reason ${id}`,
  status: 'pending_approval',
  rejectReason: '',
  effectiveIssueNo: null,
  makerId: 9,
  maker: 'maker9',
  checker: null,
  createdAt: Date.parse('2026-12-01T14:05:00+05:30'),
  reviewedAt: null,
  ...fields,
});
// The signed-in staff member is id 7 (fakeAuthProvider): request 1 is its own, 2 another's, 3 decided.
const REQUESTS = [
  request(1, { makerId: 7, maker: 'boss' }),
  request(2, {}),
  request(3, { status: 'applied', checker: 'finance', effectiveIssueNo: '20261201040003' }),
];

function renderRequests(canDecide = true) {
  const action = jest.fn(async (_resource: string, name: string, _payload?: unknown) =>
    name === 'limitRequests' ? { list: REQUESTS, total: REQUESTS.length, pending: 2 } : { id: 2, requestNo: REQUESTS[1].requestNo },
  );
  const messages = buildMessages({ zh: mergeMessages(hostMessages.zh, lotteryZh), en: mergeMessages(hostMessages.en, lotteryEn) });
  const i18n = polyglotI18nProvider((l) => messages[l as 'zh' | 'en'], 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  render(
    <AdminContext
      i18nProvider={i18n}
      authProvider={fakeAuthProvider()}
      dataProvider={{ ...fakeDataProvider(), action }}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <LeverRequests kind="limit" gameId={4} canDecide={canDecide} />
    </AdminContext>,
  );
  return action;
}

describe('lever requests (odds, limits, alert band) on the host DataTable', () => {
  it('is a table on a desk: each request with what it replaces and sets, its state, and approve only on another maker’s', async () => {
    setViewportWidth(1440);
    const action = renderRequests();
    const list = await screen.findByTestId('lever-requests-limit');
    expect(list.querySelector('table')).not.toBeNull();
    expect(within(list).queryByTestId('record-cards')).toBeNull();
    expect(screen.getByTestId('lever-pending-limit')).toHaveTextContent('2 waiting');
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Request', 'Status', 'Target', 'Before', 'After', 'Reason', 'Requested by', 'Actions']);
    expect(screen.getByTestId('lever-before-2')).toHaveTextContent('Max stake: ₹50,000.00');
    // The play code the limit payload carries is the target's, not a value.
    expect(screen.getByTestId('lever-after-2')).toHaveTextContent('Max stake: ₹60,000.00');
    expect(screen.getByTestId('lever-after-2')).not.toHaveTextContent('NUMBER');
    expect(screen.getByTestId('lever-awaiting-1')).toBeInTheDocument();
    expect(screen.queryByTestId('lever-approve-1')).toBeNull();
    expect(screen.getByTestId('lever-status-3')).toHaveTextContent('Approved and applied');
    expect(within(list).getByText('by finance')).toBeInTheDocument();
    expect(screen.queryByTestId('lever-approve-3')).toBeNull();

    fireEvent.click(screen.getByTestId('lever-approve-2'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith('lotteryKillRate', 'approveLimit', { id: 2 }));
  });

  it('is a card per request on a phone, with the same values and approve and reject at the card’s foot', async () => {
    setViewportWidth(390);
    renderRequests();
    const list = await screen.findByTestId('lever-requests-limit');
    expect(list.querySelector('table')).toBeNull();
    const cards = within(list).getAllByTestId('record-card');
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent('LR20261201002');
    expect(within(cards[1]).getByTestId('lever-after-2')).toHaveTextContent('Max stake: ₹60,000.00');
    expect(within(cards[1]).getByTestId('lever-approve-2')).toBeInTheDocument();
    expect(within(cards[1]).getByTestId('lever-reject-2')).toBeInTheDocument();
    expect(within(cards[0]).getByTestId('lever-awaiting-1')).toBeInTheDocument();
    // The state is among the fields a card shows before "more".
    expect(within(cards[2]).getByTestId('lever-status-3')).toHaveTextContent('Approved and applied');
  });

  it('offers no decision to a viewer who cannot decide', async () => {
    setViewportWidth(1440);
    renderRequests(false);
    await screen.findByTestId('lever-requests-limit');
    expect(screen.queryByTestId('lever-approve-2')).toBeNull();
    expect(screen.queryByTestId('lever-reject-2')).toBeNull();
    expect(screen.getByTestId('lever-awaiting-1')).toBeInTheDocument();
  });
});

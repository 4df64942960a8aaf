import type { ReactNode } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import vipPlugin from '../../../plugins/vip';
import { vipMessages } from '../../../plugins/vip/messages';
import IntegralManagementScreen from '../../../plugins/vip/points/IntegralManagementScreen';
import PointsLedgerList from '../../../plugins/vip/points/PointsLedgerList';
import { pointsError, pointsValidator, rangeError, reasonError } from '../../../plugins/vip/points/pointsForm';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import type { Role } from '../../../src/plugin/types';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const BALANCES = [
  { id: 11, username: 'rahul11', nickname: 'Rahul', franchiseeName: 'Mumbai', vipLevel: 2, points: 120, pending: 0 },
  { id: 12, username: 'priya12', nickname: 'Priya', franchiseeName: 'Mumbai', vipLevel: 0, points: 0, pending: 1 },
];
const REQUESTS = [
  {
    id: 5,
    memberId: 12,
    username: 'priya12',
    points: 0,
    amount: 40,
    reason: 'Outage',
    status: 'pending_approval',
    maker: 'boss',
    checker: null,
    rejectReason: '',
    createdAt: Date.UTC(2026, 10, 20),
    reviewedAt: null,
  },
  {
    id: 6,
    memberId: 11,
    username: 'rahul11',
    points: 120,
    amount: -20,
    reason: 'Duplicate bonus',
    status: 'pending_approval',
    maker: 'other',
    checker: null,
    rejectReason: '',
    createdAt: Date.UTC(2026, 10, 21),
    reviewedAt: null,
  },
];
const LEDGER = [
  {
    id: 91,
    memberId: 11,
    username: 'rahul11',
    kind: 'adjust',
    amount: -20,
    balanceAfter: 100,
    ref: 'adjust:6',
    reason: 'Duplicate bonus',
    operator: 'other',
    checker: 'boss',
    createdAt: Date.UTC(2026, 10, 21),
  },
  {
    id: 90,
    memberId: 11,
    username: 'rahul11',
    kind: 'vip',
    amount: 120,
    balanceAfter: 120,
    ref: 'vip_upgrade:11:2',
    reason: null,
    operator: null,
    checker: null,
    createdAt: Date.UTC(2026, 10, 20),
  },
];

function setup(ui: ReactNode, { role = 'admin', locale = 'en' }: { role?: Role; locale?: 'zh' | 'en' } = {}) {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    if (path === 'chance-vip-points/list') return { list: BALANCES, total: BALANCES.length };
    if (path === 'chance-vip-points/request/list') return { list: REQUESTS, total: REQUESTS.length };
    if (path === 'chance-vip-points/ledger') return { list: LEDGER, total: LEDGER.length };
    if (path === 'chance-vip-points/adjust') return { id: 7, status: 'pending_approval' };
    return { id: 6, status: 'applied' };
  });
  const dataProvider = createChanceDataProvider(vipPlugin.resources, { request } as unknown as Http, { download: jest.fn() });
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { vip: vipMessages.zh }),
    en: mergeMessages(hostMessages.en, { vip: vipMessages.en }),
  });
  const i18n = polyglotI18nProvider(
    (l) => messages[l as 'zh' | 'en'],
    locale,
    [
      { locale: 'en', name: 'English' },
      { locale: 'zh', name: '中文' },
    ],
    { allowMissing: true },
  );
  render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({ role })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { request, calls };
}

describe('points form rules', () => {
  it('takes 1 to 1,000,000 whole points, a reason of 1-255 characters, and never a deduction below zero', () => {
    expect(pointsError('0')).toBe('vip.points.amountInvalid');
    expect(pointsError('1.5')).toBe('vip.points.amountInvalid');
    expect(pointsError('-3')).toBe('vip.points.amountInvalid');
    expect(pointsError('1000001')).toBe('vip.points.amountInvalid');
    expect(pointsError(250)).toBeUndefined();
    expect(reasonError('   ')).toBe('vip.points.reasonRequired');
    expect(reasonError('x'.repeat(256))).toBe('vip.points.reasonRequired');
    expect(reasonError('Outage')).toBeUndefined();
    expect(pointsValidator(120)('121', { direction: 'deduct' })).toEqual({ message: 'vip.points.belowZero', args: { points: 120 } });
    expect(pointsValidator(120)('120', { direction: 'deduct' })).toBeUndefined();
    expect(pointsValidator(0)('500', { direction: 'add' })).toBeUndefined();
    expect(pointsValidator(0)('0', { direction: 'add' })).toBe('vip.points.amountInvalid');
    expect(rangeError('10', '5')).toBe(true);
    expect(rangeError('', '5')).toBe(false);
  });
});

describe('integral_management', () => {
  it('lists balances, sends the filters, and submits an adjustment only after confirmation', async () => {
    const { calls } = setup(<IntegralManagementScreen />);
    expect(await screen.findByTestId('vip-points-adjust-11')).toBeInTheDocument();
    expect(screen.getByText('Rahul')).toBeInTheDocument();
    expect(screen.getByText('VIP 2')).toBeInTheDocument();
    expect(calls('chance-vip-points/list')[0]).toMatchObject({ pageIndex: 1, pageSize: 20, sortField: 'points', sortOrder: 'DESC' });
    fireEvent.change(document.querySelector('input[name="minPoints"]') as HTMLInputElement, { target: { value: '100' } });
    await waitFor(() => expect(calls('chance-vip-points/list').at(-1)).toMatchObject({ minPoints: 100 }));

    fireEvent.click(screen.getByTestId('vip-points-adjust-11'));
    const dialog = await screen.findByRole('dialog');
    // Nothing filled in yet: Save stays disabled; a zero amount says why once the field is left.
    expect(within(dialog).getByTestId('vip-points-adjust-save')).toBeDisabled();
    fireEvent.change(within(dialog).getByTestId('vip-points-amount'), { target: { value: '0' } });
    fireEvent.blur(within(dialog).getByTestId('vip-points-amount'));
    expect(await within(dialog).findByText('Enter a whole number from 1 to 1,000,000')).toBeInTheDocument();
    expect(within(dialog).getByTestId('vip-points-current')).toHaveTextContent('rahul11 · Current points: 120');
    fireEvent.change(within(dialog).getByTestId('vip-points-amount'), { target: { value: '121' } });
    fireEvent.change(within(dialog).getByTestId('vip-points-reason'), { target: { value: 'Duplicate bonus' } });
    await waitFor(() => expect(within(dialog).getByTestId('vip-points-adjust-save')).toBeEnabled());
    // Switching to deduct re-checks the amount already typed against the balance.
    fireEvent.click(within(dialog).getByLabelText('Deduct'));
    expect(await within(dialog).findByText('Points cannot go below zero (now 120)')).toBeInTheDocument();
    expect(within(dialog).getByTestId('vip-points-adjust-save')).toBeDisabled();

    fireEvent.change(within(dialog).getByTestId('vip-points-amount'), { target: { value: '20' } });
    await waitFor(() => expect(within(dialog).getByTestId('vip-points-adjust-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('vip-points-adjust-save'));
    const confirm = await screen.findByText(/Deduct 20 points for rahul11 \(now 120, 100 once approved\)\? Reason: Duplicate bonus/);
    // Cancelling the confirmation sends nothing and keeps the form.
    fireEvent.click(within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByText(/once approved/)).not.toBeInTheDocument());
    expect(calls('chance-vip-points/adjust')).toEqual([]);

    // The save button comes back after its 2 s click guard.
    await waitFor(() => expect(within(dialog).getByTestId('vip-points-adjust-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('vip-points-adjust-save'));
    const again = await screen.findByText(/once approved/);
    fireEvent.click(within(again.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: /confirm/i }));
    await waitFor(() =>
      expect(calls('chance-vip-points/adjust')).toEqual([{ memberId: 11, direction: 'deduct', points: 20, reason: 'Duplicate bonus' }]),
    );
  });

  it("lets a reviewer approve another maker's request after confirmation, but not their own", async () => {
    const { calls } = setup(<IntegralManagementScreen />);
    const queue = await screen.findByTestId('vip-points-requests');
    expect(await within(queue).findByText('Awaiting another reviewer')).toBeInTheDocument();
    expect(within(queue).queryByTestId('vip-points-approve-5')).not.toBeInTheDocument();
    expect(calls('chance-vip-points/request/list')[0]).toMatchObject({ status: 'pending_approval' });
    expect(within(queue).getByTestId('vip-points-status-5')).toHaveTextContent('Pending approval');
    fireEvent.click(within(queue).getByTestId('vip-points-approve-6'));
    const confirm = await screen.findByText('Approve request #6: -20 points for rahul11?');
    fireEvent.click(within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-vip-points/approve')).toEqual([{ id: 6 }]));
  });

  it('rejects with a required reason', async () => {
    const { calls } = setup(<IntegralManagementScreen />);
    fireEvent.click(await screen.findByTestId('vip-points-reject-6'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('vip-points-reject-save')).toBeDisabled();
    fireEvent.change(within(dialog).getByTestId('vip-points-reject-reason'), { target: { value: 'Not justified' } });
    await waitFor(() => expect(within(dialog).getByTestId('vip-points-reject-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('vip-points-reject-save'));
    await waitFor(() => expect(calls('chance-vip-points/reject')).toEqual([{ id: 6, reason: 'Not justified' }]));
  });
});

describe('integral_detail', () => {
  it('shows each change by its translated type, signed, with balance after and operator (system for automatic ones)', async () => {
    const { calls } = setup(<PointsLedgerList />);
    expect(await screen.findByText('Manual adjustment')).toBeInTheDocument();
    expect(screen.getByText('VIP promotion')).toBeInTheDocument();
    expect(screen.getByText('-20')).toBeInTheDocument();
    expect(screen.getByText('+120')).toBeInTheDocument();
    expect(screen.getByText('System')).toBeInTheDocument();
    expect(screen.getByText('Duplicate bonus')).toBeInTheDocument();
    fireEvent.change(document.querySelector('input[name="startDate"]') as HTMLInputElement, { target: { value: '20/11/2026' } });
    await waitFor(() => expect(calls('chance-vip-points/ledger').at(-1)).toMatchObject({ startDate: '2026-11-20' }));
  });

  it('speaks Chinese', async () => {
    setup(<PointsLedgerList />, { locale: 'zh' });
    expect(await screen.findByText('人工调整')).toBeInTheDocument();
    expect(screen.getByText('VIP晋级')).toBeInTheDocument();
    expect(screen.getByText('系统')).toBeInTheDocument();
  });
});

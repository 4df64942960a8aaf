import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ComponentType } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import money from '../../../plugins/money';
import { yuebaoMessages } from '../../../plugins/money/yuebao/messages';
import YuebaoRecordList from '../../../plugins/money/yuebao/YuebaoRecordList';
import YuebaoTierScreen from '../../../plugins/money/yuebao/YuebaoTierScreen';
import {
  annualPercent,
  formatPpm,
  minAmountError,
  parsePercentToPpm,
  payloadOf,
  ppmToPercent,
  rateError,
  timeError,
  valuesOf,
} from '../../../plugins/money/yuebao/yuebaoForm';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

/*
 * Yue Bao screens (balanceSet, balanceRecord) against a fake API: the tier form's exact percent ⇄
 * ppm conversion and validators, the tier list with its pending versions, add/edit/disable with
 * bad input sending nothing, admin-only writes; the record list with the day's transfers in and
 * out, translated states and the totals over the filter, in zh and en.
 */

configure({ asyncUtilTimeout: 5000 });

const TERMS = {
  minAmount: 100_00,
  ratePpm: 100,
  secondaryRatePpm: 50,
  autoTransfer: false,
  transferTime: '00:30',
  enabled: true,
  effectiveFrom: '2026-01-01',
};
const TIERS = [
  { id: 1, ...TERMS, pending: false, startsTomorrow: false, today: null },
  // Changed today: tomorrow's rate 0.0150 %, today's 0.0120 %.
  {
    id: 2,
    ...TERMS,
    minAmount: 5_000_00,
    ratePpm: 150,
    secondaryRatePpm: 80,
    autoTransfer: true,
    transferTime: '09:00',
    effectiveFrom: '2026-02-12',
    pending: true,
    startsTomorrow: false,
    today: { ...TERMS, minAmount: 5_000_00, ratePpm: 120, secondaryRatePpm: 80, autoTransfer: true, transferTime: '09:00' },
  },
];
const T = Date.UTC(2026, 1, 11, 3, 30, 0); // 2026-02-11 09:00 Bombay
const RECORD = {
  businessDate: '2026-02-10',
  tierId: 2,
  tierMinAmount: 5_000_00,
  opening: 6_000_00,
  lowest: 4_000_00,
  closing: 9_000_00,
  ratePpm: 150,
  secondaryRatePpm: 80,
  interest: 7_10,
  remainder: 0,
  autoTransfer: true,
  transferAmount: 7_10,
  transferDueAt: T,
  transferredAt: T,
  status: 3,
  createdAt: T,
};
const RECORDS = [
  { ...RECORD, id: 2, memberId: 7, username: 'saver1', transferIn: 5_000_00, transferOut: 2_000_00 },
  {
    ...RECORD,
    id: 1,
    memberId: 8,
    username: 'saver2',
    tierId: null,
    tierMinAmount: 0,
    opening: 50_00,
    lowest: 50_00,
    closing: 50_00,
    interest: 0,
    transferAmount: 0,
    autoTransfer: false,
    transferIn: 0,
    transferOut: 0,
    status: 0,
  },
];
const SUMS = { closing: 9_050_00, interest: 7_10, transferAmount: 7_10, transferIn: 5_000_00, transferOut: 2_000_00 };

function setup(Screen: ComponentType, locale: 'zh' | 'en', { role = 'admin' }: { role?: 'admin' | 'franchisee' } = {}) {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    if (path === 'chance-yuebao-tier/list') return { list: TIERS, total: TIERS.length };
    if (path === 'chance-yuebao-tier/save') return { id: 3, ...TERMS, pending: true, startsTomorrow: true, today: null };
    if (path === 'chance-yuebao-tier/status') return { id: 1, enabled: false, effectiveFrom: '2026-02-12' };
    if (path === 'chance-yuebao-record/tiers')
      return {
        list: [
          { id: 1, minAmount: 100_00, enabled: true },
          { id: 2, minAmount: 5_000_00, enabled: true },
        ],
        total: 2,
      };
    if (path === 'chance-yuebao-record/list') return { list: RECORDS, total: RECORDS.length, sums: SUMS };
    return null;
  });
  const dataProvider = createChanceDataProvider(money.resources, { request } as unknown as Http);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { money: yuebaoMessages.zh }),
    en: mergeMessages(hostMessages.en, { money: yuebaoMessages.en }),
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
  const { unmount } = render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({ role })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        <Screen />
      </AdminContext>
    </MemoryRouter>,
  );
  const bodies = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { bodies, request, unmount };
}

describe('yuebaoForm', () => {
  it('turns daily percentages into parts per million and back exactly', () => {
    expect(parsePercentToPpm('0.0137')).toBe(137);
    expect(parsePercentToPpm(' 1 ')).toBe(10_000);
    expect(parsePercentToPpm('0.5')).toBe(5_000);
    expect(parsePercentToPpm('0.00001')).toBeNull();
    expect(parsePercentToPpm('-1')).toBeNull();
    expect(parsePercentToPpm('abc')).toBeNull();
    for (const ppm of [0, 1, 137, 5_000, 9_999, 10_000]) expect(parsePercentToPpm(ppmToPercent(ppm))).toBe(ppm);
    expect(ppmToPercent(137)).toBe('0.0137');
    expect(ppmToPercent(5_000)).toBe('0.50');
    expect(formatPpm(150)).toBe('0.015%');
    expect(annualPercent(137)).toBe('5.00%');
  });

  it('validates the form and builds the save payload in paise and ppm', () => {
    expect(minAmountError('')).toBe('money.yuebao.v.required');
    expect(minAmountError('12.345')).toBe('money.yuebao.v.amount');
    expect(minAmountError('5,000')).toBeUndefined();
    expect(rateError('1.0001')).toBe('money.yuebao.v.rate');
    expect(rateError('0.02')).toBeUndefined();
    expect(timeError('24:00')).toBe('money.yuebao.v.time');
    expect(timeError('09:00')).toBeUndefined();
    const values = valuesOf(TIERS[1] as never);
    expect(values).toEqual({ minAmount: '5,000.00', rate: '0.015', secondaryRate: '0.008', autoTransfer: true, transferTime: '09:00' });
    expect(payloadOf(values, 2)).toEqual({
      id: 2,
      minAmount: 5_000_00,
      ratePpm: 150,
      secondaryRatePpm: 80,
      autoTransfer: true,
      transferTime: '09:00',
    });
    expect(valuesOf()).toMatchObject({ minAmount: '', autoTransfer: false, transferTime: '00:30' });
  });
});

describe('balanceSet screen', () => {
  it('lists the tiers with rates, the yearly figure, auto-transfer and the version still to come (en)', async () => {
    setup(YuebaoTierScreen, 'en');
    expect(await screen.findByText('₹5,000.00')).toBeInTheDocument();
    expect(screen.getByText('₹100.00')).toBeInTheDocument();
    expect(screen.getByText('0.015%')).toBeInTheDocument();
    expect(screen.getByText('3.65%')).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(screen.getByTestId('yuebao-pending-2')).toHaveTextContent('From 2026-02-12');
    expect(screen.getByTestId('yuebao-rule')).toHaveTextContent(/rounded down to the paisa/);
  });

  it('adds a tier: form messages for bad input and nothing sent, then the payload in paise and ppm', async () => {
    const { bodies } = setup(YuebaoTierScreen, 'en');
    await screen.findByText('₹5,000.00');
    fireEvent.click(screen.getByTestId('yuebao-add'));
    await screen.findByTestId('yuebao-dialog');
    fireEvent.change(screen.getByTestId('yuebao-minAmount'), { target: { value: '10.555' } });
    fireEvent.blur(screen.getByTestId('yuebao-minAmount'));
    fireEvent.change(screen.getByTestId('yuebao-rate'), { target: { value: '2' } });
    fireEvent.blur(screen.getByTestId('yuebao-rate'));
    fireEvent.change(screen.getByTestId('yuebao-transferTime'), { target: { value: '9am' } });
    fireEvent.blur(screen.getByTestId('yuebao-transferTime'));
    expect(await screen.findByText('Enter an amount with at most two decimals')).toBeInTheDocument();
    expect(screen.getByText('Enter a percentage from 0 to 1 with at most four decimals')).toBeInTheDocument();
    expect(screen.getByText('Enter a time as HH:MM')).toBeInTheDocument();
    expect(screen.getByTestId('yuebao-save')).toBeDisabled();
    expect(bodies('chance-yuebao-tier/save')).toEqual([]);

    fireEvent.change(screen.getByTestId('yuebao-minAmount'), { target: { value: '50,000' } });
    fireEvent.change(screen.getByTestId('yuebao-rate'), { target: { value: '0.02' } });
    fireEvent.change(screen.getByTestId('yuebao-secondaryRate'), { target: { value: '0.01' } });
    fireEvent.change(screen.getByTestId('yuebao-transferTime'), { target: { value: '09:00' } });
    await waitFor(() => expect(screen.getByTestId('yuebao-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('yuebao-save'));
    await waitFor(() =>
      expect(bodies('chance-yuebao-tier/save')).toEqual([
        { minAmount: 50_000_00, ratePpm: 200, secondaryRatePpm: 100, autoTransfer: false, transferTime: '09:00' },
      ]),
    );
  });

  it('edits a tier keeping its id', async () => {
    const { bodies } = setup(YuebaoTierScreen, 'en');
    await screen.findByText('₹5,000.00');
    fireEvent.click(screen.getByTestId('yuebao-edit-2'));
    await screen.findByTestId('yuebao-dialog');
    expect(screen.getByTestId('yuebao-rate')).toHaveValue('0.015');
    fireEvent.change(screen.getByTestId('yuebao-rate'), { target: { value: '0.0175' } });
    await waitFor(() => expect(screen.getByTestId('yuebao-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('yuebao-save'));
    await waitFor(() => expect(bodies('chance-yuebao-tier/save')).toHaveLength(1));
    expect(bodies('chance-yuebao-tier/save')[0]).toMatchObject({
      id: 2,
      minAmount: 5_000_00,
      ratePpm: 175,
      secondaryRatePpm: 80,
      autoTransfer: true,
    });
  });

  it('disables a tier only after a confirmation, in Chinese', async () => {
    const { bodies } = setup(YuebaoTierScreen, 'zh');
    expect(await screen.findByText('₹100.00')).toBeInTheDocument();
    expect(screen.getByTestId('yuebao-pending-2')).toHaveTextContent('2026-02-12 起');
    fireEvent.click(screen.getByTestId('yuebao-status-1'));
    expect(await screen.findByText('确认停用最低金额 ₹100.00 的档位？次日（孟买时间）起生效。')).toBeInTheDocument();
    expect(bodies('chance-yuebao-tier/status')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /确认|Confirm/ }));
    await waitFor(() => expect(bodies('chance-yuebao-tier/status')).toEqual([{ id: 1, enabled: false }]));
  });

  it('only an admin writes', async () => {
    setup(YuebaoTierScreen, 'en', { role: 'franchisee' });
    await screen.findByText('₹5,000.00');
    expect(screen.getByTestId('yuebao-add')).toBeDisabled();
    expect(screen.getByTestId('yuebao-edit-1')).toBeDisabled();
    expect(screen.getByTestId('yuebao-status-2')).toBeDisabled();
  });
});

describe('balanceRecord screen', () => {
  it('shows each day with the transfers in and out, balance, tier, interest and state, and the totals over the filter (en)', async () => {
    const { bodies } = setup(YuebaoRecordList, 'en');
    expect(await screen.findByText('saver1 (7)')).toBeInTheDocument();
    const row = screen.getByText('saver1 (7)').closest('tr') as HTMLElement;
    expect(within(row).getByText('₹5,000.00')).toBeInTheDocument();
    expect(within(row).getByText('₹2,000.00')).toBeInTheDocument();
    expect(within(row).getByText('₹9,000.00')).toBeInTheDocument();
    expect(within(row).getByText('≥ ₹5,000.00')).toBeInTheDocument();
    expect(within(row).getByText('0.015% / 0.008%')).toBeInTheDocument();
    expect(within(row).getByTestId('yuebao-status-2')).toHaveTextContent('Moved to wallet');
    expect(screen.getByTestId('yuebao-status-1')).toHaveTextContent('No interest');
    expect(screen.getByText('Below every tier')).toBeInTheDocument();
    const totals = screen.getByTestId('filter-totals');
    await waitFor(() => expect(totals).toHaveTextContent('2 records'));
    expect(totals).toHaveTextContent('Moved in: ₹5,000.00');
    expect(totals).toHaveTextContent('Moved out: ₹2,000.00');
    expect(totals).toHaveTextContent('Balances: ₹9,050.00');
    expect(totals).toHaveTextContent('Auto-transferred: ₹7.10');
    // The list asks for the last week by default; the totals for the same filter in one row.
    const lists = bodies('chance-yuebao-record/list');
    expect(lists.some((b) => b.pageSize === 1 && typeof b.startDate === 'string' && typeof b.endDate === 'string')).toBe(true);
  });

  it('names the columns and states in Chinese', async () => {
    setup(YuebaoRecordList, 'zh');
    expect(await screen.findByText('saver1 (7)')).toBeInTheDocument();
    expect(screen.getAllByText('转入').length).toBeGreaterThan(0);
    expect(screen.getAllByText('转出').length).toBeGreaterThan(0);
    expect(screen.getByTestId('yuebao-status-2')).toHaveTextContent('已转入钱包');
    expect(screen.getByText('未达档位')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('filter-totals')).toHaveTextContent('转入合计: ₹5,000.00'));
    expect(screen.getByTestId('filter-totals')).toHaveTextContent('自动转出合计: ₹7.10');
  });
});

import type { ReactElement } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import marketingPlugin from '../../../plugins/marketing';
import marketingEn from '../../../plugins/marketing/messages.en';
import marketingZh from '../../../plugins/marketing/messages.zh';
import BusinessLotteryList from '../../../plugins/marketing/lucky/BusinessLotteryList';
import MemberLotteryList from '../../../plugins/marketing/lucky/MemberLotteryList';
import IssueLogList from '../../../plugins/marketing/log/IssueLogList';
import type { CampaignRecord, LuckyDrawLogRecord } from '../../../plugins/marketing/luckyCalls';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import type { Role } from '../../../src/plugin/types';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const NOW = Date.parse('2026-11-25T10:00:00Z');
const CAMPAIGNS: CampaignRecord[] = [
  {
    id: 1,
    franchiseeId: 2,
    franchiseeName: 'Mumbai',
    stationId: null,
    stationName: null,
    name: 'Diwali wheel',
    description: '',
    startsAt: NOW,
    endsAt: NOW + 86_400_000,
    minVipLevel: 2,
    minDeposit: 100_000,
    dailyLimit: 3,
    status: 'open',
    seedHash: 'a'.repeat(64),
    totalWeight: 100,
    drawsMade: 12,
    openedAt: NOW,
    closedAt: null,
    createdAt: NOW,
    prizes: [
      { id: 11, position: 0, name: 'Cash 50', kind: 'money', amount: 5_000, ticketId: null, weight: 25, stock: 10, stockLeft: 4 },
      { id: 12, position: 1, name: 'Thanks', kind: 'none', amount: 0, ticketId: null, weight: 75, stock: null, stockLeft: null },
    ],
  },
  {
    id: 2,
    franchiseeId: 2,
    franchiseeName: 'Mumbai',
    stationId: 5,
    stationName: 'Andheri',
    name: 'Draft spin',
    description: '',
    startsAt: NOW,
    endsAt: NOW + 86_400_000,
    minVipLevel: 0,
    minDeposit: 0,
    dailyLimit: 1,
    status: 'draft',
    seedHash: null,
    totalWeight: 1,
    drawsMade: 0,
    openedAt: null,
    closedAt: null,
    createdAt: NOW,
    prizes: [
      { id: 21, position: 0, name: '100 pts', kind: 'points', amount: 100, ticketId: null, weight: 1, stock: null, stockLeft: null },
    ],
  },
];
const LOG: LuckyDrawLogRecord[] = [
  {
    id: 5,
    campaignId: 1,
    campaignName: 'Diwali wheel',
    franchiseeId: 2,
    drawNo: 7,
    memberId: 40,
    username: 'rahul40',
    prizeIndex: 0,
    prizeName: 'Cash 50',
    kind: 'money',
    amount: 5_000,
    outcome: 'won',
    journalId: 900,
    pointsLedgerId: null,
    ticketSerial: null,
    createdAt: NOW,
  },
  {
    id: 6,
    campaignId: 1,
    campaignName: 'Diwali wheel',
    franchiseeId: 2,
    drawNo: 8,
    memberId: 41,
    username: 'priya41',
    prizeIndex: 0,
    prizeName: 'Cash 50',
    kind: 'money',
    amount: 5_000,
    outcome: 'out_of_stock',
    journalId: null,
    pointsLedgerId: null,
    ticketSerial: null,
    createdAt: NOW,
  },
];

function setup(
  ui: ReactElement,
  { role = 'admin', locale = 'en', none = false }: { role?: Role; locale?: 'zh' | 'en'; none?: boolean } = {},
) {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    if (path.endsWith('-lottery/list')) return none ? { list: [], total: 0 } : { list: CAMPAIGNS, total: CAMPAIGNS.length };
    if (path.endsWith('-lottery/options'))
      return {
        franchisees: [{ id: 2, name: 'Mumbai' }],
        stations: [{ id: 5, name: 'Andheri', franchiseeId: 2 }],
        tickets: [{ id: 7, name: 'Coupon', franchiseeId: 2 }],
      };
    if (path === 'chance-lucky-draw/log') return { list: LOG, total: LOG.length };
    if (path === 'chance-ticket/issue/log') return { list: [], total: 0 };
    if (path.endsWith('/simulate'))
      return { drawId: 1, drawNo: 13, prizeIndex: 0, prizeName: 'Cash 50', kind: 'money', amount: 5_000, outcome: 'won' };
    return { id: 3, seedHash: 'b'.repeat(64) };
  });
  const dataProvider = createChanceDataProvider(marketingPlugin.resources ?? [], { request } as unknown as Http, { download: jest.fn() });
  const plugin = { zh: marketingZh, en: marketingEn };
  const messages = buildMessages({ zh: mergeMessages(hostMessages.zh, plugin.zh), en: mergeMessages(hostMessages.en, plugin.en) });
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

describe('lucky-draw campaign screens', () => {
  it('lists campaigns with translated states, prizes with chances and ₹ amounts, rules and the commitment', async () => {
    setup(<BusinessLotteryList />);
    expect(await screen.findByText('Diwali wheel')).toBeInTheDocument();
    expect(screen.getByTestId('lucky-status-1')).toHaveTextContent('Open');
    expect(screen.getByTestId('lucky-status-2')).toHaveTextContent('Draft');
    expect(screen.getByText(/Cash 50 · Money ₹50.00 · Weight 25 \(25%\) · 4\/10 left/)).toBeInTheDocument();
    expect(screen.getByText('Total deposits ≥ ₹1,000.00')).toBeInTheDocument();
    expect(screen.getByText('Mumbai / Andheri')).toBeInTheDocument();
    expect(screen.queryByText('draft')).not.toBeInTheDocument();
  });

  it('still offers Add when there is no campaign yet', async () => {
    setup(<MemberLotteryList />, { none: true });
    expect(await screen.findByTestId('lucky-add')).toBeInTheDocument();
    expect(screen.queryByText('Diwali wheel')).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    setup(<BusinessLotteryList />, { locale: 'zh' });
    expect(await screen.findByTestId('lucky-status-1')).toHaveTextContent('进行中');
    expect(screen.getByText(/谢谢参与/)).toBeInTheDocument();
    expect(screen.getByTestId('lucky-add')).toHaveTextContent('新增抽奖活动');
  });

  it('opens a draft only after confirmation, and lets only an administrator simulate a draw', async () => {
    const { calls } = setup(<BusinessLotteryList />);
    await screen.findByText('Draft spin');
    fireEvent.click(screen.getByTestId('lucky-open-2'));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/prizes, weights and stock are then fixed/)).toBeInTheDocument();
    expect(calls('chance-business-lottery/open')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-business-lottery/open')).toEqual([{ id: 2 }]));

    fireEvent.click(screen.getByTestId('lucky-simulate-1'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('lucky-simulate-member'), { target: { value: '40' } });
    await waitFor(() => expect(within(dialog).getByTestId('lucky-simulate-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('lucky-simulate-save'));
    await waitFor(() => expect(calls('chance-business-lottery/simulate')).toEqual([{ campaignId: 1, memberId: 40 }]));
  });

  it('hides simulation from a franchisee', async () => {
    setup(<BusinessLotteryList />, { role: 'franchisee' });
    await screen.findByText('Diwali wheel');
    await waitFor(() => expect(screen.getByTestId('lucky-close-1')).toBeInTheDocument());
    expect(screen.queryByTestId('lucky-simulate-1')).not.toBeInTheDocument();
  });

  it('creates a platform campaign with a validated prize list sent in paise', async () => {
    const { calls } = setup(<MemberLotteryList />);
    await screen.findByText('Diwali wheel');
    await waitFor(() => expect(screen.getByTestId('lucky-add')).toBeEnabled());
    fireEvent.click(screen.getByTestId('lucky-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('lucky-name'), { target: { value: '' } });
    fireEvent.blur(within(dialog).getByTestId('lucky-name'));
    fireEvent.change(within(dialog).getByLabelText('Prize'), { target: { value: 'Cash' } });
    fireEvent.change(within(dialog).getByLabelText('Amount (₹)'), { target: { value: '25.50' } });
    fireEvent.change(within(dialog).getByTestId('lucky-name'), { target: { value: 'Festival' } });
    await waitFor(() => expect(within(dialog).getByTestId('lucky-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('lucky-save'));
    await waitFor(() => expect(calls('chance-member-lottery/save')).toHaveLength(1));
    expect(calls('chance-member-lottery/save')[0]).toMatchObject({
      name: 'Festival',
      dailyLimit: 1,
      prizes: [{ name: 'Cash', kind: 'money', amount: 2_550, weight: 1 }],
    });
    expect(calls('chance-member-lottery/save')[0]).not.toHaveProperty('franchiseeId');
  });

  it('shows lucky-draw prizes in the award log with how each was paid', async () => {
    setup(<IssueLogList />);
    fireEvent.click(await screen.findByTestId('log-tab-lucky'));
    expect(await screen.findByText('rahul40')).toBeInTheDocument();
    expect(screen.getByText('Ledger journal #900')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });
});

import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import lotteryPlugin from '../../../plugins/lottery';
import lotteryEn from '../../../plugins/lottery/messages.en';
import lotteryZh from '../../../plugins/lottery/messages.zh';
import BlackHouseList from '../../../plugins/lottery/blackHouse/BlackHouseList';
import { restrictionErrors, restrictionPayload, RESTRICTION_DEFAULTS } from '../../../plugins/lottery/blackHouse/restrictionForm';
import type { RestrictedRecord, RoomSummary } from '../../../plugins/lottery/lotteryCalls';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import type { Role } from '../../../src/plugin/types';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const NOW = Date.now();
const ROWS: RestrictedRecord[] = [
  {
    id: 1,
    franchiseeId: 1,
    franchiseeName: 'Mumbai',
    memberId: 11,
    username: 'rahul11',
    restriction: 'betting_suspended',
    stakeCap: null,
    enabled: 1,
    reason: 'Collusion suspected',
    createdBy: 'admin',
    expiresAt: null,
    expired: false,
    createdAt: NOW - 86_400_000,
    updatedAt: NOW,
  },
  {
    id: 2,
    franchiseeId: 1,
    franchiseeName: 'Mumbai',
    memberId: 12,
    username: 'priya12',
    restriction: 'stake_cap',
    stakeCap: 1_234_550,
    enabled: 0,
    reason: 'Pattern review',
    createdBy: null,
    expiresAt: NOW - 1000,
    expired: true,
    createdAt: NOW - 2 * 86_400_000,
    updatedAt: NOW,
  },
];
const SUMMARY: RoomSummary = {
  maxTotal: 10,
  maxEnabled: 3,
  franchisees: [
    { franchiseeId: 1, franchiseeName: 'Mumbai', total: 2, enabled: 1 },
    { franchiseeId: 2, franchiseeName: 'Pune', total: 10, enabled: 3 },
  ],
};

function setup({ role = 'admin', locale = 'en', refuse }: { role?: Role; locale?: 'zh' | 'en'; refuse?: string } = {}) {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    if (path === 'chance-restricted-account/list') return { list: ROWS, total: ROWS.length };
    if (path === 'chance-restricted-account/summary') return SUMMARY;
    if (path === refuse) throw new Error('At most 3 restricted accounts may be enabled at once');
    return { id: 1, enabled: 1 };
  });
  const dataProvider = createChanceDataProvider(lotteryPlugin.resources ?? [], { request } as unknown as Http, { download: jest.fn() });
  const plugin = { zh: lotteryZh, en: lotteryEn };
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
        <BlackHouseList />
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { request, calls };
}

describe('blackHouse screen', () => {
  it('lists restricted members with translated restriction, ₹ cap, state and the per-franchisee counters', async () => {
    setup();
    expect(await screen.findByText('rahul11')).toBeInTheDocument();
    expect(screen.getByText('Betting suspended')).toBeInTheDocument();
    expect(screen.getByText('Stake cap')).toBeInTheDocument();
    expect(screen.getByText(/₹12,345.50/)).toBeInTheDocument();
    expect(screen.getByTestId('state-1')).toHaveTextContent('Enabled');
    expect(screen.getByTestId('state-2')).toHaveTextContent('Expired');
    expect(screen.getByText('Never')).toBeInTheDocument();
    expect(await screen.findByTestId('room-1')).toHaveTextContent('Mumbai: 2/10 rows, 1/3 enabled');
    expect(screen.getByTestId('room-2')).toHaveTextContent('Pune: 10/10 rows, 3/3 enabled');
    expect(screen.queryByText('betting_suspended')).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    setup({ locale: 'zh' });
    expect(await screen.findByText('暂停投注')).toBeInTheDocument();
    expect(await screen.findByTestId('room-1')).toHaveTextContent('Mumbai：2/10 个，启用 1/3');
    expect(screen.getByTestId('restricted-add')).toHaveTextContent('加入小黑屋');
  });

  it('restricts a member by username, and another by id with a stake cap in rupees sent as paise', async () => {
    const { calls } = setup();
    await screen.findByText('rahul11');
    await waitFor(() => expect(screen.getByTestId('restricted-add')).toBeEnabled());
    fireEvent.click(screen.getByTestId('restricted-add'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/at most 10 restricted accounts, at most 3 enabled/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('restricted-member'), { target: { value: ' neha77 ' } });
    fireEvent.change(within(dialog).getByTestId('restricted-reason'), { target: { value: 'Bonus abuse' } });
    await waitFor(() => expect(within(dialog).getByTestId('restricted-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('restricted-save'));
    await waitFor(() =>
      expect(calls('chance-restricted-account/add')).toEqual([
        { username: 'neha77', restriction: 'betting_suspended', enabled: true, reason: 'Bonus abuse' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByTestId('restricted-add'));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Member ID'));
    fireEvent.change(within(dialog).getByTestId('restricted-member'), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByLabelText('Stake cap'));
    fireEvent.change(within(dialog).getByTestId('restricted-reason'), { target: { value: 'Pattern' } });
    expect(await within(dialog).findByText('A member ID is a positive whole number')).toBeInTheDocument();
    expect(within(dialog).getByTestId('restricted-save')).toBeDisabled();
    fireEvent.change(within(dialog).getByTestId('restricted-member'), { target: { value: '42' } });
    fireEvent.change(within(dialog).getByTestId('restricted-cap'), { target: { value: '250.50' } });
    fireEvent.click(within(dialog).getByLabelText('Enable now'));
    await waitFor(() => expect(within(dialog).getByTestId('restricted-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('restricted-save'));
    await waitFor(() =>
      expect(calls('chance-restricted-account/add')[1]).toEqual({
        memberId: 42,
        restriction: 'stake_cap',
        stakeCap: 25_050,
        enabled: false,
        reason: 'Pattern',
      }),
    );
  });

  it('keeps the dialog open when the server refuses the add (its message is toasted by the http layer)', async () => {
    const { calls } = setup({ refuse: 'chance-restricted-account/add' });
    await screen.findByText('rahul11');
    await waitFor(() => expect(screen.getByTestId('restricted-add')).toBeEnabled());
    fireEvent.click(screen.getByTestId('restricted-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('restricted-member'), { target: { value: 'neha77' } });
    fireEvent.change(within(dialog).getByTestId('restricted-reason'), { target: { value: 'x' } });
    await waitFor(() => expect(within(dialog).getByTestId('restricted-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('restricted-save'));
    await waitFor(() => expect(calls('chance-restricted-account/add')).toHaveLength(1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Member restricted')).not.toBeInTheDocument();
  });

  it('enables and disables a row, and removes one only after confirmation', async () => {
    const { calls } = setup();
    await screen.findByText('rahul11');
    fireEvent.click(screen.getByTestId('toggle-1'));
    await waitFor(() => expect(calls('chance-restricted-account/setEnabled')).toEqual([{ id: 1, enabled: false }]));
    fireEvent.click(screen.getByTestId('toggle-2'));
    await waitFor(() => expect(calls('chance-restricted-account/setEnabled')[1]).toEqual({ id: 2, enabled: true }));

    fireEvent.click(screen.getByTestId('remove-2'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Remove priya12 from the restricted list\?/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('chance-restricted-account/remove')).toEqual([]);
    // The button is click-guarded for 2 s.
    await waitFor(() => expect(screen.getByTestId('remove-2')).toBeEnabled());
    fireEvent.click(screen.getByTestId('remove-2'));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-restricted-account/remove')).toEqual([{ id: 2 }]));
  });

  it('gives a non-admin no write action', async () => {
    setup({ role: 'franchisee' });
    await screen.findByText('rahul11');
    expect(screen.queryByTestId('restricted-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('toggle-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('remove-1')).not.toBeInTheDocument();
  });
});

describe('restriction form', () => {
  it('checks the member, cap, reason and expiry', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(restrictionErrors(RESTRICTION_DEFAULTS, now)).toEqual({
      member: 'lottery.blackHouse.v.memberRequired',
      reason: 'lottery.blackHouse.v.reasonRequired',
    });
    const base = { ...RESTRICTION_DEFAULTS, member: 'x', reason: 'r' };
    expect(restrictionErrors({ ...base, memberBy: 'id', member: '0' }, now)).toEqual({ member: 'lottery.blackHouse.v.memberId' });
    expect(restrictionErrors({ ...base, restriction: 'stake_cap', stakeCap: '0' }, now)).toEqual({
      stakeCap: 'lottery.blackHouse.v.stakeCap',
    });
    expect(restrictionErrors({ ...base, restriction: 'stake_cap', stakeCap: '1.005' }, now)).toEqual({
      stakeCap: 'lottery.blackHouse.v.stakeCap',
    });
    expect(restrictionErrors({ ...base, reason: 'x'.repeat(201) }, now)).toEqual({ reason: 'lottery.blackHouse.v.reasonLong' });
    expect(restrictionErrors({ ...base, expiresAt: now - 1 }, now)).toEqual({ expiresAt: 'lottery.blackHouse.v.expiryPast' });
    expect(restrictionErrors({ ...base, expiresAt: now + 1 }, now)).toEqual({});
  });

  it('sends exactly one of memberId / username, the cap only for stake_cap, the expiry only when given', () => {
    expect(
      restrictionPayload({
        ...RESTRICTION_DEFAULTS,
        member: ' 77 ',
        memberBy: 'id',
        reason: ' r ',
        stakeCap: '5',
        expiresAt: 1_800_000_000_000,
      }),
    ).toEqual({ memberId: 77, restriction: 'betting_suspended', enabled: true, reason: 'r', expiresAt: 1_800_000_000_000 });
    expect(
      restrictionPayload({ ...RESTRICTION_DEFAULTS, member: 'neha', restriction: 'stake_cap', stakeCap: '1,000.25', reason: 'r' }),
    ).toEqual({ username: 'neha', restriction: 'stake_cap', stakeCap: 100_025, enabled: true, reason: 'r' });
  });
});

import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../../dataProvider/http';
import MemberList from '../../../../plugins/account/members/MemberList';
import { membersMessages } from '../../../../plugins/account/members/messages';
import { membersSlice } from '../../../../plugins/account/members/slice';
import { DEFAULT_HIDDEN, MEMBER_TABLE_COLUMNS } from '../../../../plugins/account/members/columns';
import { buildMessages } from '../../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../../src/layout/messages';
import { mergeMessages } from '../../../../src/plugin/registry';
import { fakeAuthProvider } from '../../fixtures/fakes';
import type { Role } from '../../../../src/plugin/types';

configure({ asyncUtilTimeout: 5000 });

const ROWS = [
  {
    id: 11,
    username: 'rahul11',
    nickname: 'Rahul',
    phone: '+919812345678',
    agentName: 'mum1a02',
    balance: 12345678,
    status: 0,
    online: 1,
    customerTag: 'new',
    createdAt: Date.UTC(2026, 0, 1),
  },
  {
    id: 12,
    username: 'priya12',
    nickname: 'Priya',
    phone: '+917012345678',
    agentName: 'mum1a02',
    balance: 0,
    status: 1,
    online: 0,
    customerTag: '',
    createdAt: Date.UTC(2026, 0, 2),
  },
];

function setup(role: Role = 'admin') {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    if (path === 'chance-member/list') return { list: ROWS, total: ROWS.length };
    if (path === 'chance-member/export') return { blob: new Blob(['x']), filename: 'members.xlsx' };
    return { updated: 1 };
  });
  const download = jest.fn();
  const dataProvider = createChanceDataProvider(membersSlice.resources, { request } as unknown as Http, { download });
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { account: membersMessages.zh }),
    en: mergeMessages(hostMessages.en, { account: membersMessages.en }),
  });
  const i18n = polyglotI18nProvider((l) => messages[l as 'zh' | 'en'], 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({ role })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        <MemberList />
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { request, download, calls };
}

describe('member list', () => {
  it('shows rows with rupee balances and sends the filters and sort to the server', async () => {
    const { calls } = setup();
    expect(await screen.findByText('rahul11')).toBeInTheDocument();
    expect(screen.getByText('₹1,23,456.78')).toBeInTheDocument();
    expect(calls('chance-member/list')[0]).toMatchObject({ pageIndex: 1, pageSize: 20, sortField: 'id', sortOrder: 'DESC' });
    fireEvent.change(document.querySelector('input[name="phone"]') as HTMLInputElement, { target: { value: '98123' } });
    await waitFor(() => expect(calls('chance-member/list').at(-1)).toMatchObject({ phone: '98123', pageIndex: 1 }));
    fireEvent.click(within(document.querySelector('thead') as HTMLElement).getByText('Balance'));
    await waitFor(() => expect(calls('chance-member/list').at(-1)).toMatchObject({ sortField: 'balance' }));
  });

  it('locks a member after confirmation, with the reason', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByTestId('member-lock-11'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Lock rahul11\?/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('lock-reason'), { target: { value: 'chargeback' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-member/lock')).toEqual([{ ids: [11], status: 1, reason: 'chargeback' }]));
  });

  it('unlocks a locked member, and cancelling sends nothing', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByTestId('member-unlock-12'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('chance-member/lock')).toEqual([]);
    fireEvent.click(screen.getByTestId('member-unlock-12'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-member/lock')).toEqual([{ ids: [12], status: 0 }]));
  });

  it('locks the ticked rows in bulk and exports the visible columns of the selection', async () => {
    const { calls, download } = setup();
    await screen.findByText('rahul11');
    const checkboxes = [...document.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')];
    expect(checkboxes).toHaveLength(2);
    fireEvent.click(checkboxes[0]);
    fireEvent.click(checkboxes[1]);
    fireEvent.click(await screen.findByTestId('bulk-lock'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-member/lock')).toEqual([{ ids: [11, 12], status: 1 }]));
    fireEvent.click(checkboxes[0]);
    fireEvent.click(checkboxes[1]);
    const exports = await screen.findAllByTestId('export-button');
    fireEvent.click(exports[exports.length - 1]);
    await waitFor(() => expect(calls('chance-member/export')).toHaveLength(1));
    const visible = MEMBER_TABLE_COLUMNS.map((c) => c.source).filter((s) => !DEFAULT_HIDDEN.includes(s));
    expect(calls('chance-member/export')[0]).toMatchObject({ ids: [11, 12], fields: visible, sortField: 'id' });
    expect(download).toHaveBeenCalled();
  });

  it('gives agents the list without any write action', async () => {
    setup('agent');
    expect(await screen.findByText('rahul11')).toBeInTheDocument();
    expect(screen.queryByTestId('member-lock-11')).not.toBeInTheDocument();
    expect(screen.queryByTestId('member-more-11')).not.toBeInTheDocument();
    expect(screen.getAllByText('Detail').length).toBe(2);
  });
});

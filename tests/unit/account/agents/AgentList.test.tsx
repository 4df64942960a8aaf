import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../../dataProvider/http';
import account from '../../../../plugins/account';
import AgentList from '../../../../plugins/account/agents/AgentList';
import { agentsMessages } from '../../../../plugins/account/agents/messages';
import { buildMessages } from '../../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../../src/layout/messages';
import { mergeMessages } from '../../../../src/plugin/registry';
import { fakeAuthProvider } from '../../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const base = {
  agentType: 'offline',
  parentId: null,
  parentUsername: null,
  stationId: 1,
  stationName: 'Mumbai Andheri',
  franchiseeId: 1,
  level: 1,
  quotaUsed: 0,
  rebateBps: 0,
  promotionId: '',
  promotionSite: '',
  promotionLink: '',
  phone: '',
  remark: '',
  createdAt: Date.UTC(2026, 0, 1),
  memberCount: 0,
  subAgentCount: 0,
};
const OFFLINE = [
  { ...base, id: 21, username: 'cashshop', status: 0, quotaLimit: 500_000, quotaAvailable: 500_000, inviteCode: 'A0000L' },
  { ...base, id: 22, username: 'kiosk', status: 1, quotaLimit: 0, quotaAvailable: 0, inviteCode: 'A0000M' },
];

function setup() {
  const request = jest.fn(async (path: string, _options?: { body?: unknown; idempotencyKey?: string }) => {
    if (path === 'chance_offline_agent/list') return { list: OFFLINE, total: OFFLINE.length };
    if (path === 'chance_online_agent/list') return { list: [], total: 0 };
    if (path === 'chance_offline_agent/getByOnlineAgentId') return OFFLINE.find((a) => a.id === (_options?.body as { id: number }).id);
    return null;
  });
  const dataProvider = createChanceDataProvider(account.resources, { request } as unknown as Http);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { account: agentsMessages.zh }),
    en: mergeMessages(hostMessages.en, { account: agentsMessages.en }),
  });
  const i18n = polyglotI18nProvider((l) => messages[l as 'zh' | 'en'], 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({ role: 'admin' })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        <AgentList />
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => c[1] as { body: Record<string, unknown>; idempotencyKey?: string });
  return { calls };
}

describe('agent list', () => {
  it('shows quotas in rupees and locks an agent only after confirmation', async () => {
    const { calls } = setup();
    expect(await screen.findByText('cashshop')).toBeInTheDocument();
    expect(screen.getAllByText('₹5,000.00').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('agent-lock-21'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Lock agent cashshop?')).toBeInTheDocument();
    expect(calls('chance_offline_agent/lock')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance_offline_agent/lock')[0].body).toEqual({ id: 21, status: 1 }));
    // A locked agent offers unlock.
    fireEvent.click(screen.getByTestId('agent-lock-22'));
    expect(await screen.findByText('Unlock agent kiosk?')).toBeInTheDocument();
  });

  it('transfers quota to another offline agent with an idempotency key, refusing more than is available', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByTestId('agent-more-21'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Transfer quota' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: /kiosk/ }));
    fireEvent.change(within(dialog).getByTestId('quota-transfer-amount'), { target: { value: '5000.01' } });
    expect(await within(dialog).findByText('Enter an amount above 0 with at most two decimals')).toBeInTheDocument();
    expect(within(dialog).getByTestId('agent-dialog-save')).toBeDisabled();
    fireEvent.change(within(dialog).getByTestId('quota-transfer-amount'), { target: { value: '1,250.50' } });
    await waitFor(() => expect(within(dialog).getByTestId('agent-dialog-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('agent-dialog-save'));
    await waitFor(() => expect(calls('chance_offline_agent/updateAmount')).toHaveLength(1));
    const [call] = calls('chance_offline_agent/updateAmount');
    expect(call.body).toEqual({ fromId: 21, toId: 22, amount: 125_050, remark: '' });
    // One UUID per opened dialog (useIdempotencyKey).
    expect(call.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

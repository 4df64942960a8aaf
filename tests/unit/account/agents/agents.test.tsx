import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { sha256 } from 'js-sha256';
import { createChanceDataProvider } from '../../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../../dataProvider/http';
import account from '../../../../plugins/account';
import ApplicationList from '../../../../plugins/account/agents/ApplicationList';
import { agentsMessages } from '../../../../plugins/account/agents/messages';
import PromotionCodes from '../../../../plugins/account/agents/PromotionCodes';
import { buildMessages } from '../../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../../src/layout/messages';
import { mergeMessages } from '../../../../src/plugin/registry';
import { fakeAuthProvider } from '../../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const APPLICATIONS = [
  {
    id: 5,
    username: 'ravi_shop',
    phone: '9876543210',
    realName: 'Ravi',
    agentType: 'offline',
    stationId: 1,
    stationName: 'Mumbai Andheri',
    parentAgentId: 3,
    parentUsername: 'agent',
    promotionSite: '',
    message: 'shop',
    status: 0,
    createdAt: Date.UTC(2026, 0, 3),
    reviewedBy: null,
    reviewNote: '',
  },
];
const AGENTS = [
  {
    id: 7,
    username: 'withlink',
    agentType: 'online',
    inviteCode: 'A00007',
    promotionLink: 'https://play.example.in/r/A00007',
    promotionSite: '',
    memberCount: 3,
  },
  { id: 8, username: 'nolink', agentType: 'offline', inviteCode: 'A00008', promotionLink: '', promotionSite: '', memberCount: 0 },
];

function setup(ui: ReactNode, locale: 'zh' | 'en' = 'en') {
  const request = jest.fn(async (path: string, _options?: { body?: unknown; headers?: Record<string, string> }) => {
    if (path === 'chance_agent_apply_record/list') return { list: APPLICATIONS, total: APPLICATIONS.length };
    if (path === 'chance_offline_agent/agentList') return { list: AGENTS, total: AGENTS.length };
    if (path === 'chance_offline_agent/selectList') {
      // The agent picker: a page of suggestions, or the records of the ids asked for (getMany).
      const all = [
        { id: 3, username: 'agent' },
        { id: 1, username: 'mum1a01' },
      ];
      const ids = (_options?.body as { ids?: number[] } | undefined)?.ids;
      const list = ids ? all.filter((a) => ids.includes(a.id)) : all;
      return { list, total: list.length };
    }
    return { id: 5, status: 1, agentId: 99 };
  });
  const dataProvider = createChanceDataProvider(account.resources, { request } as unknown as Http);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { account: agentsMessages.zh }),
    en: mergeMessages(hostMessages.en, { account: agentsMessages.en }),
  });
  const i18n = polyglotI18nProvider((l) => messages[l as 'zh' | 'en'], locale, [{ locale, name: locale }], { allowMissing: true });
  const queryClient = new QueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({ role: 'admin' })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { calls, invalidate };
}

describe('agent applications', () => {
  it('lists pending applications (status 0 by default) and approves one with a hashed password', async () => {
    const { calls, invalidate } = setup(<ApplicationList />);
    expect(await screen.findByText('ravi_shop')).toBeInTheDocument();
    expect(calls('chance_agent_apply_record/list')[0]).toMatchObject({ status: 0, sortField: 'createdAt', sortOrder: 'DESC' });

    fireEvent.click(screen.getByTestId('approve-5'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/under the parent agent agent/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('review-password'), { target: { value: 'secret1' } });
    fireEvent.change(within(dialog).getByTestId('review-confirm'), { target: { value: 'secret2' } });
    // The form says what is wrong as it is typed; Save stays disabled meanwhile.
    expect(await within(dialog).findByText('The two passwords do not match')).toBeInTheDocument();
    expect(within(dialog).getByTestId('agent-dialog-save')).toBeDisabled();
    expect(calls('chance_agent_apply_record/lock')).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('review-confirm'), { target: { value: 'secret1' } });
    await waitFor(() => expect(within(dialog).getByTestId('agent-dialog-save')).toBeEnabled(), { timeout: 3000 });
    fireEvent.click(within(dialog).getByTestId('agent-dialog-save'));
    await waitFor(() => expect(calls('chance_agent_apply_record/lock')).toHaveLength(1));
    expect(calls('chance_agent_apply_record/lock')[0]).toEqual({
      id: 5,
      status: 1,
      password: sha256('secret1'),
      agentType: 'offline',
      note: '',
    });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['chance', 'auditReminder'] }));
  });

  it('refuses to reject without a reason, then sends the reason', async () => {
    const { calls } = setup(<ApplicationList />);
    fireEvent.click(await screen.findByTestId('reject-5'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('agent-dialog-save')).toBeDisabled();
    fireEvent.change(within(dialog).getByTestId('review-note'), { target: { value: '   ' } });
    expect(await within(dialog).findByText('Length 1 to 255 characters')).toBeInTheDocument();
    expect(within(dialog).getByTestId('agent-dialog-save')).toBeDisabled();
    expect(calls('chance_agent_apply_record/lock')).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('review-note'), { target: { value: 'Phone not reachable' } });
    await waitFor(() => expect(within(dialog).getByTestId('agent-dialog-save')).toBeEnabled(), { timeout: 3000 });
    fireEvent.click(within(dialog).getByTestId('agent-dialog-save'));
    await waitFor(() => expect(calls('chance_agent_apply_record/lock')[0]).toEqual({ id: 5, status: 2, note: 'Phone not reachable' }));
  });
});

describe('promotion codes', () => {
  it('draws a QR code for an agent with a link and says why not for one without (zh)', async () => {
    setup(<PromotionCodes />, 'zh');
    const withLink = await screen.findByTestId('promotion-7');
    const qr = await within(withLink).findByTestId('promotion-qr');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const without = screen.getByTestId('promotion-8');
    expect(within(without).getByText('暂无推广链接，无法生成二维码')).toBeInTheDocument();
    expect(within(without).queryByTestId('promotion-qr')).toBeNull();
  });
});

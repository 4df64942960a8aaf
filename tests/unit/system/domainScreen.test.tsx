import type { ReactElement } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import system from '../../../plugins/system';
import { messages as systemMessages } from '../../../plugins/system/messages';
import DomainScreen from '../../../plugins/system/domain/DomainScreen';
import { domainFormErrors } from '../../../plugins/system/domain/domainForm';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const base = { promotion: 1, display: 0, remark: '', createTime: Date.UTC(2026, 0, 1), updateTime: Date.UTC(2026, 0, 2) };
const DOMAINS = [
  {
    ...base,
    id: 1,
    name: 'www.chance.example',
    type: 'common',
    status: 0,
    promotion: 0,
    display: 1,
    agentId: null,
    agentName: null,
    promotionLink: null,
  },
  {
    ...base,
    id: 5,
    name: 'win.chance.example',
    type: 'common',
    status: 0,
    agentId: 7,
    agentName: 'ag_mumbai',
    promotionLink: 'https://win.chance.example/register?invite=MUM00007',
  },
  { ...base, id: 3, name: 'app.chance.example', type: 'app', status: 1, promotion: 0, agentId: null, agentName: null, promotionLink: null },
];

function setup(ui: ReactElement, locale: 'zh' | 'en' = 'en') {
  const request = jest.fn(async (path: string) => {
    if (path === 'chance-domain/list') return { list: DOMAINS, total: DOMAINS.length };
    if (path === 'chance_offline_agent/selectList') return { list: [{ id: 9, username: 'ag_delhi' }], total: 1 };
    if (path === 'chance-domain/update') return { id: 8 };
    return null;
  });
  const dataProvider = createChanceDataProvider(system.resources, { request } as unknown as Http);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, systemMessages.zh),
    en: mergeMessages(hostMessages.en, systemMessages.en),
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
        authProvider={fakeAuthProvider({ role: 'admin' })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c as unknown[])[1] as { body: Record<string, unknown> });
  return { calls };
}

describe('domain screen', () => {
  it("shows types and states by name with the bound agent's link, and unbinds only after confirmation", async () => {
    const { calls } = setup(<DomainScreen />);
    expect(await screen.findByText('win.chance.example')).toBeInTheDocument();
    expect(screen.getByText('https://win.chance.example/register?invite=MUM00007')).toBeInTheDocument();
    expect(screen.getAllByText('App').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Disabled').length).toBeGreaterThan(0);
    // A bound domain cannot be disabled before it is unbound.
    expect(screen.getByTestId('domain-status-5')).toBeDisabled();
    expect(screen.queryByTestId('domain-unbind-1')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('domain-unbind-5'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Unbind win.chance.example from the agent ag_mumbai\?/)).toBeInTheDocument();
    expect(calls('chance-domain/unbind/agent/domain')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-domain/unbind/agent/domain')[0].body).toEqual({ id: 5 }));
  });

  it('adds a domain only once its name is valid', async () => {
    const { calls } = setup(<DomainScreen />);
    fireEvent.click(await screen.findByTestId('domain-add'));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByTestId('domain-name');
    fireEvent.change(name, { target: { value: 'bad name' } });
    fireEvent.blur(name);
    expect(await within(dialog).findByText('Enter a domain name such as m.example.com')).toBeInTheDocument();
    expect(within(dialog).getByTestId('domain-save')).toBeDisabled();
    fireEvent.change(name, { target: { value: 'New.Chance.Example' } });
    await waitFor(() => expect(within(dialog).getByTestId('domain-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('domain-save'));
    await waitFor(() =>
      expect(calls('chance-domain/update')[0].body).toEqual({
        name: 'New.Chance.Example',
        type: 'common',
        promotion: 0,
        display: 1,
        remark: '',
      }),
    );
  });

  it('enables a disabled domain after confirmation', async () => {
    const { calls } = setup(<DomainScreen />);
    fireEvent.click(await screen.findByTestId('domain-status-3'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-domain/status')[0].body).toEqual({ id: 3, status: 0 }));
  });

  it('is in Chinese for a Chinese user', async () => {
    setup(<DomainScreen />, 'zh');
    expect(await screen.findByText('win.chance.example')).toBeInTheDocument();
    expect(screen.getAllByText('推广链接').length).toBeGreaterThan(0);
    expect(screen.getAllByText('停用').length).toBeGreaterThan(0);
  });

  it('checks the name and that a bound domain stays a promotion domain', () => {
    expect(domainFormErrors({ name: 'not a domain', promotion: 0 }, false)).toEqual({ name: 'system.domain.v.name' });
    expect(domainFormErrors({ name: 'M.Example.com', promotion: 0 }, false)).toEqual({});
    expect(domainFormErrors({ name: 'm.example.com', promotion: 0, agentId: 4 }, false)).toEqual({
      promotion: 'system.domain.v.promotionForAgent',
    });
    expect(domainFormErrors({ name: 'm.example.com', promotion: 0 }, true)).toEqual({ promotion: 'system.domain.v.promotionForAgent' });
  });
});

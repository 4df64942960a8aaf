import type { ReactElement } from 'react';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import system from '../../../plugins/system';
import { messages as systemMessages } from '../../../plugins/system/messages';
import RiskListScreen from '../../../plugins/system/risk/RiskListScreen';
import RiskSetScreen, { riskSettingsError } from '../../../plugins/system/risk/RiskSetScreen';
import { riskValueError } from '../../../plugins/system/risk/riskForm';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const ENTRIES = [
  {
    id: 1,
    kind: 'upi',
    value: 'fraud123@ybl',
    action: 'block_withdraw',
    reason: 'Reported by the bank',
    enabled: 1,
    active: 1,
    expiresAt: null,
    createTime: Date.UTC(2026, 0, 1),
    createdBy: 'admin',
  },
  {
    id: 2,
    kind: 'ip',
    value: '10.0.0.9',
    action: 'block_login',
    reason: 'Many accounts',
    enabled: 0,
    active: 0,
    expiresAt: null,
    createTime: Date.UTC(2026, 0, 2),
    createdBy: null,
  },
];

function setup(ui: ReactElement, answers: Record<string, unknown> = {}, locale: 'zh' | 'en' = 'en') {
  const request = jest.fn(async (path: string, options?: { body?: unknown }) => {
    if (path in answers)
      return typeof answers[path] === 'function' ? (answers[path] as (b: unknown) => unknown)(options?.body) : answers[path];
    if (path === 'chance-risk-management/query/risk/list') return { list: ENTRIES, total: ENTRIES.length };
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
  const calls = (path: string) => request.mock.calls.filter((c) => c[0] === path).map((c) => c[1] as { body: Record<string, unknown> });
  return { calls };
}

describe('risk list screen', () => {
  it('adds an entry with its expiry typed in Bombay time (dd/mm/yyyy HH:mm in English) and sent in epoch ms', async () => {
    const { calls } = setup(<RiskListScreen />, { 'chance-risk-management/add': { id: 3 } });
    await screen.findByText('fraud123@ybl');
    fireEvent.click(screen.getByTestId('risk-add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Value/ }), { target: { value: '10.0.0.7' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Many accounts' } });
    const expires = within(dialog).getByTestId('risk-expires');
    fireEvent.change(expires, { target: { value: '12/31/2030 11:59 PM' } });
    fireEvent.blur(expires);
    expect(await within(dialog).findByText('Enter the date and time as dd/mm/yyyy HH:mm (24-hour)')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('risk-add-save'));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(calls('chance-risk-management/add')).toHaveLength(0);
    fireEvent.change(expires, { target: { value: '31/12/2030 23:59' } });
    fireEvent.blur(expires);
    await waitFor(() => expect(within(dialog).getByTestId('risk-add-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('risk-add-save'));
    await waitFor(() => expect(calls('chance-risk-management/add')).toHaveLength(1));
    expect(calls('chance-risk-management/add')[0].body).toMatchObject({ value: '10.0.0.7', expiresAt: Date.UTC(2030, 11, 31, 18, 29) });
  });

  it('shows kinds and actions by their names, and removes an entry only after confirmation', async () => {
    const { calls } = setup(<RiskListScreen />);
    expect(await screen.findByText('fraud123@ybl')).toBeInTheDocument();
    expect(screen.getAllByText('Block withdrawals').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Block sign-in').length).toBeGreaterThan(0);
    expect(screen.getByText('System')).toBeInTheDocument();
    expect(screen.queryByText('block_withdraw')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('risk-remove-1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Remove fraud123@ybl from the risk list\?/)).toBeInTheDocument();
    expect(calls('chance-risk-management/delete')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-risk-management/delete')[0].body).toEqual({ id: 1 }));
  });

  it('enables a disabled entry after confirmation', async () => {
    const { calls } = setup(<RiskListScreen />);
    fireEvent.click(await screen.findByTestId('risk-status-2'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-risk-management/update/riskMemberStatus')[0].body).toEqual({ id: 2, enabled: true }));
  });

  it('checks a new value against its kind', () => {
    expect(riskValueError('ip', '300.1.1.1')).toBe('system.risk.v.ip');
    expect(riskValueError('ip', '103.21.4.7')).toBeUndefined();
    expect(riskValueError('bank_account', '12ab')).toBe('system.risk.v.bank_account');
    expect(riskValueError('upi', 'Name@OKAXIS')).toBeUndefined();
    expect(riskValueError('upi', 'nobank')).toBe('system.risk.v.upi');
    expect(riskValueError('member', '  ')).toBe('ra.validation.required');
  });
});

describe('risk rules screen', () => {
  it('loads the rules, refuses a hold with nothing to match, and saves the change', async () => {
    const { calls } = setup(<RiskSetScreen />, {
      'chance-risk-management-set/list': { withdrawHold: true, holdKinds: ['member'] },
      'chance-risk-management-set/update': (body: unknown) => body,
    });
    const save = await screen.findByTestId('risk-set-save');
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Member account' }));
    expect(screen.getByTestId('risk-set-error')).toHaveTextContent('Choose at least one kind while the hold is on');
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Payee UPI' }));
    expect(screen.queryByTestId('risk-set-error')).not.toBeInTheDocument();
    fireEvent.click(save);
    await waitFor(() => expect(calls('chance-risk-management-set/update')[0].body).toEqual({ withdrawHold: true, holdKinds: ['upi'] }));
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('is in Chinese for a Chinese user', async () => {
    setup(<RiskSetScreen />, { 'chance-risk-management-set/list': { withdrawHold: false, holdKinds: [] } }, 'zh');
    expect(await screen.findByText('比对类型')).toBeInTheDocument();
    expect(riskSettingsError({ withdrawHold: false, holdKinds: [] })).toBeNull();
  });
});

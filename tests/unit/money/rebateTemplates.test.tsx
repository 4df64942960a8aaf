import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import money from '../../../plugins/money';
import { rebateMessages } from '../../../plugins/money/rebate/messages';
import RebateTemplateScreen from '../../../plugins/money/rebate/RebateTemplateScreen';
import { payloadOf, rateRange, valuesOf } from '../../../plugins/money/rebate/templateForm';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const RATES = [20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70];
const TEMPLATES = [
  {
    id: 1,
    franchiseeId: null,
    name: 'VIP daily rebate',
    gameId: null,
    gameName: null,
    rates: RATES,
    auditMultipleX100: 100,
    dailyCap: 0,
    status: 0,
    createdAt: 0,
    updatedAt: 0,
  },
  {
    id: 2,
    franchiseeId: 1,
    name: 'Win Go boost',
    gameId: 1,
    gameName: 'Win Go 1Min',
    rates: RATES.map(() => 100),
    auditMultipleX100: 250,
    dailyCap: 500_000,
    status: 1,
    createdAt: 0,
    updatedAt: 0,
  },
];
const GAMES = {
  list: [
    { id: 1, name: 'Win Go 1Min' },
    { id: 2, name: 'K3 1Min' },
  ],
  total: 2,
};

function setup(locale: 'zh' | 'en', { role = 'admin', empty = false }: { role?: 'admin' | 'franchisee' | 'agent'; empty?: boolean } = {}) {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    if (path === 'chance-rebate-template/games') return GAMES;
    if (path === 'chance-rebate-template/list') return empty ? { list: [], total: 0 } : { list: TEMPLATES, total: 2 };
    if (path === 'chance-rebate-template/save') return { ...TEMPLATES[1], ...((_options?.body ?? {}) as object) };
    if (path === 'chance-rebate-template/status') return { id: 1, status: 1 };
    return null;
  });
  const dataProvider = createChanceDataProvider(money.resources, { request } as unknown as Http);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { money: rebateMessages.zh }),
    en: mergeMessages(hostMessages.en, { money: rebateMessages.en }),
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
        <RebateTemplateScreen />
      </AdminContext>
    </MemoryRouter>,
  );
  const bodies = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { bodies, request, unmount };
}

describe('templateForm', () => {
  it('turns a template into form text and back without float drift', () => {
    const values = valuesOf(TEMPLATES[1] as never);
    expect(values).toMatchObject({ name: 'Win Go boost', game: '1', multiple: '2.5', cap: '5,000.00' });
    expect(values.rates[0]).toBe('1');
    expect(payloadOf({ ...values, rates: values.rates.map((r, i) => (i === 3 ? '0.29' : r)) }, TEMPLATES[1] as never)).toEqual({
      id: 2,
      franchiseeId: 1,
      name: 'Win Go boost',
      gameId: 1,
      rates: RATES.map((_, i) => (i === 3 ? 29 : 100)),
      auditMultipleX100: 250,
      dailyCap: 500_000,
    });
    expect(payloadOf({ ...valuesOf(), name: ' New ' })).toMatchObject({
      name: 'New',
      gameId: null,
      rates: RATES.map(() => 0),
      auditMultipleX100: 100,
      dailyCap: 0,
    });
    expect(rateRange(RATES)).toBe('0.2% – 0.7%');
    expect(rateRange([50, 50])).toBe('0.5%');
  });
});

describe('promotion_settings screen', () => {
  it('lists the templates with game, rate range, audit multiple, cap, scope and status (en)', async () => {
    setup('en');
    expect(await screen.findByText('VIP daily rebate')).toBeInTheDocument();
    expect(screen.getByText('All games')).toBeInTheDocument();
    expect(screen.getByTestId('template-rates-1')).toHaveTextContent('0.2% – 0.7%');
    expect(screen.getByTestId('template-rates-2')).toHaveTextContent('1%');
    expect(screen.getByText('×2.5')).toBeInTheDocument();
    expect(screen.getByText('₹5,000.00')).toBeInTheDocument();
    expect(screen.getByText('No cap')).toBeInTheDocument();
    expect(screen.getByText('All franchisees')).toBeInTheDocument();
    expect(screen.getByText('Enabled')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
  });

  it('creates a template: form messages for bad input and nothing sent, then the payload in paise and basis points', async () => {
    const { bodies } = setup('en');
    await screen.findByText('VIP daily rebate');
    fireEvent.click(screen.getByTestId('template-add'));
    const dialog = await screen.findByTestId('template-dialog');
    expect(dialog).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('template-rate-2'), { target: { value: '0.555' } });
    fireEvent.blur(screen.getByTestId('template-rate-2'));
    fireEvent.change(screen.getByTestId('template-cap'), { target: { value: '-5' } });
    fireEvent.blur(screen.getByTestId('template-cap'));
    fireEvent.change(screen.getByTestId('template-multiple'), { target: { value: '101' } });
    fireEvent.blur(screen.getByTestId('template-multiple'));
    fireEvent.change(screen.getByTestId('template-name'), { target: { value: '  ' } });
    fireEvent.blur(screen.getByTestId('template-name'));
    expect(await screen.findByText('Enter a percentage from 0 to 100 with at most two decimals')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount of 0 or more with at most two decimals')).toBeInTheDocument();
    expect(screen.getByText('Enter a multiple from 0 to 100 with at most two decimals')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByTestId('template-save')).toBeDisabled();
    expect(bodies('chance-rebate-template/save')).toEqual([]);

    fireEvent.change(screen.getByTestId('template-name'), { target: { value: ' K3 rebate ' } });
    fireEvent.change(screen.getByTestId('template-rate-2'), { target: { value: '0.55' } });
    fireEvent.change(screen.getByTestId('template-cap'), { target: { value: '1,000.50' } });
    fireEvent.change(screen.getByTestId('template-multiple'), { target: { value: '1.5' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Game/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'K3 1Min' }));
    await waitFor(() => expect(screen.getByTestId('template-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('template-save'));
    await waitFor(() =>
      expect(bodies('chance-rebate-template/save')).toEqual([
        {
          name: 'K3 rebate',
          gameId: 2,
          rates: RATES.map((_, i) => (i === 2 ? 55 : 0)),
          auditMultipleX100: 150,
          dailyCap: 100_050,
        },
      ]),
    );
  });

  it('edits a template’s rate and keeps its id and franchisee', async () => {
    const { bodies } = setup('en');
    await screen.findByText('Win Go boost');
    fireEvent.click(screen.getByTestId('template-edit-2'));
    await screen.findByTestId('template-dialog');
    expect(screen.getByTestId('template-rate-4')).toHaveValue('1');
    fireEvent.change(screen.getByTestId('template-rate-4'), { target: { value: '1.25' } });
    await waitFor(() => expect(screen.getByTestId('template-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('template-save'));
    await waitFor(() => expect(bodies('chance-rebate-template/save')).toHaveLength(1));
    expect(bodies('chance-rebate-template/save')[0]).toMatchObject({
      id: 2,
      franchiseeId: 1,
      gameId: 1,
      rates: RATES.map((_, i) => (i === 4 ? 125 : 100)),
    });
  });

  it('disables after a confirmation, in Chinese', async () => {
    const { bodies } = setup('zh');
    expect(await screen.findByText('全部游戏')).toBeInTheDocument();
    expect(screen.getByText('不限')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('template-status-1'));
    expect(await screen.findByText('确认停用返水模板「VIP daily rebate」？')).toBeInTheDocument();
    expect(bodies('chance-rebate-template/status')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /确认|Confirm/ }));
    await waitFor(() => expect(bodies('chance-rebate-template/status')).toEqual([{ id: 1, status: 1 }]));
  });

  it('a franchisee may not edit the platform-wide template; agents get no writes', async () => {
    const { unmount } = setup('en', { role: 'franchisee' });
    await screen.findByText('VIP daily rebate');
    expect(screen.getByTestId('template-edit-1')).toBeDisabled();
    expect(screen.getByTestId('template-status-1')).toBeDisabled();
    expect(screen.getByTestId('template-edit-2')).toBeEnabled();
    unmount();
    setup('en', { role: 'agent' });
    await screen.findByText('VIP daily rebate');
    expect(screen.getByTestId('template-add')).toBeDisabled();
    expect(screen.getByTestId('template-edit-2')).toBeDisabled();
  });
});

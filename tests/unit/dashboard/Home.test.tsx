// First: records the Intl objects made from here on, at module load too.
import { intlCalls } from '../fixtures/intlCalls';
import { configure, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import dashboard from '../../../plugins/dashboard';
import Home from '../../../plugins/dashboard/Home';
import type { HomeInfo } from '../../../plugins/dashboard/types';
import { fakeAuthProvider, testI18nProvider } from '../fixtures/fakes';
import { RegistryProvider } from '../../../src/plugin/RegistryContext';
import { createRegistry, type PluginRegistry } from '../../../src/plugin/registry';
import type { PluginManifest } from '../../../src';

configure({ asyncUtilTimeout: 15_000 });

const day = {
  depositAmount: 0,
  depositCount: 0,
  withdrawalAmount: 0,
  withdrawalCount: 0,
  firstDepositCount: 12_345,
  firstDepositAmount: 0,
};
const INFO: HomeInfo = { memberTotal: 1_234_567, todayRegistrations: 4_321, onlineMembers: 987, today: day, yesterday: day, pending: null };

function renderHome(request: jest.Mock, registry: PluginRegistry, role: 'admin' | 'franchisee' = 'admin') {
  render(
    <MemoryRouter>
      <RegistryProvider registry={registry}>
        <AdminContext
          i18nProvider={testI18nProvider('zh')}
          authProvider={fakeAuthProvider({ role })}
          dataProvider={createChanceDataProvider(dashboard.resources, { request } as unknown as Http)}
          store={memoryStore()}
          queryClient={new QueryClient()}
        >
          <Home />
        </AdminContext>
      </RegistryProvider>
    </MemoryRouter>,
  );
}

/** A plugin that adds one card to Home, for the roles it names. */
const withCard = (roles?: ('admin' | 'franchisee')[]): PluginManifest => ({
  name: 'cards',
  menu: [],
  messages: { zh: {}, en: {} },
  dashboardWidgets: [{ key: 'tickets', component: () => <div>open tickets: 3</div>, roles }],
});

describe('Home', () => {
  it('draws the cards other plugins add, for the roles they name only', async () => {
    const request = jest.fn(async (path: string) => (path === 'chance_home_page/info' ? INFO : { days: [] }));
    renderHome(request, createRegistry([dashboard, withCard(['admin'])]));
    expect(await screen.findByText('open tickets: 3')).toBeInTheDocument();
    expect(screen.getByTestId('home-widget-tickets')).toBeInTheDocument();
  });

  it('adds up the queues the server says the viewer can act on, each named as its badge is', async () => {
    const queues: PluginManifest = {
      name: 'queues',
      menu: [],
      messages: { zh: {}, en: {} },
      badges: [{ key: 'manualCredit', count: 'manualCredit', icon: () => null, title: 'money.menu.manual_deposit_record', to: '/x' }],
    };
    const request = jest.fn(async (path: string) =>
      path === 'chance_home_page/info' ? { ...INFO, pending: { manualCredit: 2, companyDeposit: 3 } } : { days: [] },
    );
    renderHome(request, createRegistry([dashboard, queues]));
    const card = await screen.findByTestId('kpi-pending');
    await within(card).findByText('5');
    expect(card).toHaveTextContent('money.menu.manual_deposit_record 2');
    expect(card).toHaveTextContent('companyDeposit 3');
  });

  it('leaves out a card for a role it does not name', async () => {
    const request = jest.fn(async (path: string) => (path === 'chance_home_page/info' ? INFO : { days: [] }));
    renderHome(request, createRegistry([dashboard, withCard(['admin'])]), 'franchisee');
    expect(await screen.findByText('12,34,567')).toBeInTheDocument();
    expect(screen.queryByText('open tickets: 3')).toBeNull();
  });

  it('writes its counts with Indian grouping and makes no Intl object on the way', async () => {
    // The dashboard is a cold path: a page's first Intl object pays ICU's start-up (~35 ms).
    const request = jest.fn(async (path: string) => (path === 'chance_home_page/info' ? INFO : { days: [] }));
    renderHome(request, createRegistry([dashboard]));
    expect(await screen.findByText('12,34,567')).toBeInTheDocument();
    expect(screen.getByText('4,321')).toBeInTheDocument();
    expect(screen.getByText('987')).toBeInTheDocument();
    expect(intlCalls).toEqual([]);
  });
});

// First: records the Intl objects made from here on, at module load too.
import { intlCalls } from '../fixtures/intlCalls';
import { configure, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import dashboard from '../../../plugins/dashboard';
import Home from '../../../plugins/dashboard/Home';
import type { HomeInfo } from '../../../plugins/dashboard/types';
import { fakeAuthProvider, testI18nProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 15_000 });

const day = { depositAmount: 0, depositCount: 0, withdrawalAmount: 0, withdrawalCount: 0, firstDepositCount: 12_345, firstDepositAmount: 0 };
const INFO: HomeInfo = { memberTotal: 1_234_567, todayRegistrations: 4_321, onlineMembers: 987, today: day, yesterday: day, pending: null };

describe('Home', () => {
  it('writes its counts with Indian grouping and makes no Intl object on the way', async () => {
    // The dashboard is a cold path: a page's first Intl object pays ICU's start-up (~35 ms).
    const request = jest.fn(async (path: string) => (path === 'chance_home_page/info' ? INFO : { days: [] }));
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={testI18nProvider('zh')} authProvider={fakeAuthProvider()} dataProvider={createChanceDataProvider(dashboard.resources, { request } as unknown as Http)} store={memoryStore()} queryClient={new QueryClient()}>
          <Home />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('12,34,567')).toBeInTheDocument();
    expect(screen.getByText('4,321')).toBeInTheDocument();
    expect(screen.getByText('987')).toBeInTheDocument();
    expect(intlCalls).toEqual([]);
  });
});

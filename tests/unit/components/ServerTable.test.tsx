import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, DataTable, memoryStore, type DataProvider } from 'react-admin';
import { ServerTable } from '../../../src/components/table/ServerTable';
import { fakeAuthProvider, fakeDataProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const ROWS = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, username: `m${i + 1}` }));

function renderTable(getList: jest.Mock, props: { filter?: Record<string, unknown>; perPage?: number } = {}) {
  const i18n = polyglotI18nProvider(
    () => ({ ...englishMessages, demo: { user: 'User' }, resources: { agentMembers: { name: 'member |||| members' } } }),
    'en',
    [{ locale: 'en', name: 'English' }],
    { allowMissing: true },
  );
  const dataProvider = { ...fakeDataProvider(), getList } as DataProvider;
  return render(
    <AdminContext i18nProvider={i18n} authProvider={fakeAuthProvider()} dataProvider={dataProvider} store={memoryStore()}>
      <ServerTable resource="agentMembers" filter={props.filter} perPage={props.perPage} rowsPerPageOptions={[10]} data-testid="table">
        <DataTable.Col source="username" label="demo.user" />
      </ServerTable>
    </AdminContext>,
  );
}

function pages() {
  return jest.fn(async (_resource: string, params: { pagination: { page: number; perPage: number }; filter: object }) => {
    const { page, perPage } = params.pagination;
    return { data: ROWS.slice((page - 1) * perPage, page * perPage), total: ROWS.length };
  });
}

describe('ServerTable', () => {
  it("asks the resource's getList for one page with the fixed filter, and pages with react-admin's pager", async () => {
    const getList = pages();
    renderTable(getList, { filter: { agentId: 9 }, perPage: 10 });
    expect(await screen.findByText('m1')).toBeInTheDocument();
    expect(screen.queryByText('m11')).toBeNull();
    expect(getList).toHaveBeenLastCalledWith(
      'agentMembers',
      expect.objectContaining({ filter: { agentId: 9 }, pagination: { page: 1, perPage: 10 } }),
    );
    expect(screen.getByText('1-10 of 25')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('m11')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('agentMembers', expect.objectContaining({ pagination: { page: 2, perPage: 10 } }));
    expect(within(screen.getByTestId('table')).getByText('User')).toBeInTheDocument();
    // No sort unless asked: the endpoint's own order, and headers are not sort buttons.
    expect(getList.mock.calls[0][1]).toEqual(expect.objectContaining({ sort: { field: '', order: 'ASC' } }));
    expect(screen.queryByRole('button', { name: /sort/i })).toBeNull();
  });

  it("shows react-admin's empty state, named by the resource label, with no rows", async () => {
    renderTable(jest.fn(async () => ({ data: [], total: 0 })));
    expect(await screen.findByText('No members found')).toBeInTheDocument();
  });

  it('shows an error with a retry that asks again', async () => {
    const getList = jest.fn().mockRejectedValueOnce(new Error('boom')).mockImplementation(pages());
    renderTable(getList, { perPage: 10 });
    const retry = await screen.findByRole('button', { name: 'Refresh' }, { timeout: 8000 });
    fireEvent.click(retry);
    expect(await screen.findByText('m1')).toBeInTheDocument();
  });
});

import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, ListContextProvider, memoryStore, ResourceContextProvider, type ListControllerResult } from 'react-admin';
import { ACTIONS_COLUMN } from '../../../../src/components/list/actionsColumn';
import { DataTable } from '../../../../src/components/list/DataTable';
import { formatMessages } from '../../../../src/format/messages';
import { fakeAuthProvider, fakeDataProvider } from '../../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const messages = { ...englishMessages, ...formatMessages.en, resources: { agent: { name: 'agents', fields: { username: 'Account' } } } };

/** Makes (max-width: 599.95px) match or not, as a phone or a desktop would. */
function screenWidth(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const ROWS = [
  { id: 1, username: 'agent_a', status: 0, a: 1, b: 2, c: 3, d: 4, e: 5 },
  { id: 2, username: 'agent_b', status: 1, a: 1, b: 2, c: 3, d: 4, e: 5 },
];

function renderTable(data: typeof ROWS | undefined, isPending = false, hidden = ['e'], withNever = false) {
  const list = {
    data,
    total: data?.length ?? 0,
    isPending,
    isLoading: isPending,
    isFetching: false,
    page: 1,
    perPage: 20,
    sort: { field: 'id', order: 'ASC' },
    filterValues: {},
    displayedFilters: {},
    selectedIds: [],
    resource: 'agent',
  } as unknown as ListControllerResult;
  const i18n = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  return render(
    <AdminContext i18nProvider={i18n} authProvider={fakeAuthProvider()} dataProvider={fakeDataProvider()} store={memoryStore()}>
      <ResourceContextProvider value="agent">
        <ListContextProvider value={list}>
          <DataTable bulkActionButtons={false} rowClick={false} hiddenColumns={hidden}>
            <DataTable.Col source="username" />
            <DataTable.Col source="status" label="Status" render={(r) => (r.status === 1 ? 'Locked' : 'Active')} />
            <>
              <DataTable.Col source="a" label="A" />
              <DataTable.Col source="b" label="B" />
            </>
            {withNever && <DataTable.Col source="never" label="Never" />}
            <DataTable.Col source="c" label="C" />
            <DataTable.Col source="d" label="D" />
            <DataTable.Col source="e" label="E" />
            <DataTable.Col
              label="Actions"
              className={ACTIONS_COLUMN}
              render={(r) => <button type="button">{`edit ${r.username}`}</button>}
            />
          </DataTable>
        </ListContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('DataTable', () => {
  it("is react-admin's table on a desktop", () => {
    screenWidth(false);
    renderTable(ROWS);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByTestId('record-cards')).toBeNull();
  });

  it('is one card per record on a phone: labelled fields, "more" for the rest, actions at the bottom', () => {
    screenWidth(true);
    renderTable(ROWS);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('record-card');
    expect(cards).toHaveLength(2);
    const second = within(cards[1]);
    expect(second.getByText('Account')).toBeInTheDocument();
    expect(second.getByText('agent_b')).toBeInTheDocument();
    expect(second.getByText('Locked')).toBeInTheDocument();
    // Six fields first (username, status, a, b, c, d); 'e' is a hidden column; actions are not a field.
    expect(second.queryByText('D')).toBeInTheDocument();
    expect(second.queryByText('E')).toBeNull();
    expect(second.getByRole('button', { name: 'edit agent_b' })).toBeInTheDocument();
  });

  it("shows skeleton cards while loading and react-admin's no-results text when empty", () => {
    screenWidth(true);
    const { unmount } = renderTable(undefined, true);
    expect(screen.getByTestId('record-cards-loading')).toBeInTheDocument();
    unmount();
    renderTable([]);
    expect(screen.getByText('No agents found')).toBeInTheDocument();
  });

  it('folds fields past the sixth behind "more"', () => {
    screenWidth(true);
    renderTable([ROWS[0]], false, []);
    const card = within(screen.getByTestId('record-card'));
    expect(card.queryByText('E')).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'More (1)' }));
    expect(card.getByText('E')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  });
  it('draws the rows that fit the window first: the rest render once those are on the page', () => {
    screenWidth(false);
    const height = window.innerHeight;
    window.innerHeight = 400; // six rows fit
    try {
      const many = Array.from({ length: 20 }, (_, i) => ({ ...ROWS[0], id: i + 1, username: `agent_${i + 1}` }));
      const onPageWhenDrawn = new Map<number, number>();
      const list = {
        data: many,
        total: 20,
        isPending: false,
        isLoading: false,
        isFetching: false,
        page: 1,
        perPage: 20,
        sort: { field: 'id', order: 'ASC' },
        filterValues: {},
        displayedFilters: {},
        selectedIds: [],
        resource: 'agent',
      } as unknown as ListControllerResult;
      const i18n = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
      render(
        <AdminContext i18nProvider={i18n} authProvider={fakeAuthProvider()} dataProvider={fakeDataProvider()} store={memoryStore()}>
          <ResourceContextProvider value="agent">
            <ListContextProvider value={list}>
              <DataTable bulkActionButtons={false} rowClick={false}>
                <DataTable.Col
                  source="username"
                  render={(r) => {
                    if (!onPageWhenDrawn.has(r.id)) onPageWhenDrawn.set(r.id, document.querySelectorAll('tbody tr').length);
                    return r.username;
                  }}
                />
              </DataTable>
            </ListContextProvider>
          </ResourceContextProvider>
        </AdminContext>,
      );
      expect(screen.getAllByRole('row')).toHaveLength(21);
      expect(onPageWhenDrawn.get(6)).toBe(0);
      expect(onPageWhenDrawn.get(7)).toBe(6);
      expect(onPageWhenDrawn.get(20)).toBe(6);
    } finally {
      window.innerHeight = height;
    }
  });

  function renderCards(ui: React.ReactNode, list: Partial<ListControllerResult>, store = memoryStore()) {
    const value = {
      data: ROWS,
      total: ROWS.length,
      isPending: false,
      isLoading: false,
      isFetching: false,
      page: 1,
      perPage: 20,
      sort: { field: 'id', order: 'ASC' },
      filterValues: {},
      displayedFilters: {},
      selectedIds: [],
      resource: 'agent',
      ...list,
    } as unknown as ListControllerResult;
    const i18n = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
    return render(
      <AdminContext i18nProvider={i18n} authProvider={fakeAuthProvider()} dataProvider={fakeDataProvider()} store={store}>
        <ResourceContextProvider value="agent">
          <ListContextProvider value={value}>{ui}</ListContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
  }

  it('cards follow the column chooser: its stored hidden columns and order, a label naming a column without source', () => {
    screenWidth(true);
    const store = memoryStore({ 'agent.cols': ['a'], 'agent.cols_columnRanks': [1, 0] });
    renderCards(
      <DataTable bulkActionButtons={false} rowClick={false} storeKey="agent.cols" hiddenColumns={['b', 'Status']}>
        <DataTable.Col source="username" />
        <DataTable.Col label="Status" render={(r) => (r.status === 1 ? 'Locked' : 'Active')} />
        <DataTable.Col source="a" label="A" />
        <DataTable.Col source="b" label="B" />
      </DataTable>,
      { data: [ROWS[0]] },
      store,
    );
    const card = within(screen.getByTestId('record-card'));
    // The stored choice replaces the defaults: 'a' hidden, 'b' and the label-keyed Status shown, Status moved first.
    expect(card.queryByText('A')).toBeNull();
    expect(card.getAllByRole('term').map((t) => t.textContent)).toEqual(['Status', 'Account', 'B']);
  });

  it("keeps bulk actions on a phone: a checkbox per selectable card and react-admin's bulk toolbar", () => {
    screenWidth(true);
    const onToggleItem = jest.fn();
    renderCards(
      <DataTable rowClick={false} bulkActionButtons={<button type="button">Cancel chosen</button>} isRowSelectable={(r) => r.status === 0}>
        <DataTable.Col source="username" />
      </DataTable>,
      { selectedIds: [1], onToggleItem, onUnselectItems: jest.fn() },
    );
    const [first, second] = screen.getAllByTestId('record-card');
    const box = within(first).getByRole('checkbox', { name: 'Select this row' });
    expect(box).toBeChecked();
    expect(within(second).getByRole('checkbox')).toBeDisabled();
    fireEvent.click(box);
    expect(onToggleItem).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Cancel chosen' })).toBeInTheDocument();
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
  });

  it('draws no checkboxes on a phone when the list has no bulk actions', () => {
    screenWidth(true);
    renderCards(
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="username" />
      </DataTable>,
      { onToggleItem: jest.fn() },
    );
    expect(screen.getAllByTestId('record-card')).toHaveLength(2);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { ColumnsButton, DataTable, FilterLiveSearch, ListContextProvider, type ListControllerResult } from 'react-admin';
import { renderWithTheme, watchLegacyPropWarnings } from '../fixtures/muiLegacyProps';

// Its own file: React reports an unknown prop name once per module instance (see muiLegacyProps).
describe('react-admin list parts under MUI 9', () => {
  it('FilterLiveSearch, a selectable DataTable and its columns selector render without legacy-prop warnings', async () => {
    const console = watchLegacyPropWarnings();
    const rows = [
      { id: 1, a: 'a1', b: 'b1', c: 'c1', d: 'd1', e: 'e1', f: 'f1' },
      { id: 2, a: 'a2', b: 'b2', c: 'c2', d: 'd2', e: 'e2', f: 'f2' },
    ];
    const list = {
      data: rows,
      total: 2,
      isPending: false,
      isLoading: false,
      isFetching: false,
      page: 1,
      perPage: 20,
      sort: { field: 'id', order: 'ASC' },
      filterValues: {},
      displayedFilters: {},
      selectedIds: [],
      resource: 'member',
      setFilters: jest.fn(),
      onSelect: jest.fn(),
      onToggleItem: jest.fn(),
      onUnselectItems: jest.fn(),
    } as unknown as ListControllerResult;
    renderWithTheme(
      <ListContextProvider value={list}>
        <FilterLiveSearch source="q" />
        <ColumnsButton />
        <DataTable>
          {['a', 'b', 'c', 'd', 'e', 'f'].map((source) => (
            <DataTable.Col key={source} source={source} />
          ))}
        </DataTable>
      </ListContextProvider>,
    );

    const live = document.querySelector('input[name="q"]') as HTMLInputElement;
    expect((live.closest('.MuiInputBase-root') as HTMLElement).querySelector('[data-testid="SearchIcon"]')).not.toBeNull();
    expect(await screen.findByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();

    // More than five columns: the selector shows its own search box with a search icon.
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const columnSearch = await screen.findByPlaceholderText('Search columns');
    expect((columnSearch.closest('.MuiInputBase-root') as HTMLElement).querySelector('[data-testid="SearchIcon"]')).not.toBeNull();

    expect(console.messages()).toEqual([]);
    console.restore();
  });
});

// First: records the Intl objects made from here on, at module load too.
import { intlCalls } from '../../fixtures/intlCalls';
import { fireEvent, screen, within } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { ListPagination } from '../../../../src/components/list';
import { renderInAdmin } from '../../fixtures/renderInAdmin';

function listContext(total: number, meta?: unknown, perPage = 20): ListControllerResult {
  return {
    data: Array.from({ length: perPage }, (_, i) => ({ id: i + 1 })),
    total,
    meta,
    page: 1,
    perPage,
    setPage: jest.fn(),
    setPerPage: jest.fn(),
    hasNextPage: true,
    hasPreviousPage: false,
    isPending: false,
    isLoading: false,
    isFetching: false,
    resource: 'member',
    sort: { field: 'id', order: 'DESC' },
    setSort: jest.fn(),
    filterValues: {},
    displayedFilters: {},
    setFilters: jest.fn(),
    showFilter: jest.fn(),
    hideFilter: jest.fn(),
    selectedIds: [],
    onSelect: jest.fn(),
    onToggleItem: jest.fn(),
    onUnselectItems: jest.fn(),
    refetch: jest.fn(),
  } as unknown as ListControllerResult;
}

describe('ListPagination', () => {
  it('says "more than" when the server capped its count', () => {
    renderInAdmin(
      <ListContextProvider value={listContext(10_000, { totalCapped: true })}>
        <ListPagination />
      </ListContextProvider>,
      { locale: 'en' },
    );
    expect(screen.getByText('1-20 of more than 10,000')).toBeInTheDocument();
  });

  it('in Chinese too', () => {
    renderInAdmin(
      <ListContextProvider value={listContext(10_000, { totalCapped: true })}>
        <ListPagination />
      </ListContextProvider>,
    );
    expect(screen.getByText('1-20，超过 10,000 条')).toBeInTheDocument();
  });

  it("groups react-admin's exact total", () => {
    renderInAdmin(
      <ListContextProvider value={listContext(10_000)}>
        <ListPagination />
      </ListContextProvider>,
    );
    expect(screen.getByText('1-20，共 10,000 条')).toBeInTheDocument();
  });

  it("groups react-admin's exact total in English too, and the range on a far page", () => {
    renderInAdmin(
      <ListContextProvider value={{ ...listContext(123_456), page: 501 }}>
        <ListPagination />
      </ListContextProvider>,
      { locale: 'en' },
    );
    expect(screen.getByText('10,001-10,020 of 1,23,456')).toBeInTheDocument();
  });

  it("keeps react-admin's exact total otherwise", () => {
    renderInAdmin(
      <ListContextProvider value={listContext(137)}>
        <ListPagination />
      </ListContextProvider>,
      { locale: 'en' },
    );
    expect(screen.getByText('1-20 of 137')).toBeInTheDocument();
    expect(screen.queryByText(/more than/)).toBeNull();
  });

  it("makes no Intl number formatter: not when MUI's pager loads (patched), nor when it renders", () => {
    // A page's first Intl object pays ICU's start-up (~35 ms on a cold list, issue 19); MUI's
    // TablePagination made its formatter at import (patches/@mui+material+*.patch defers it).
    renderInAdmin(
      <ListContextProvider value={listContext(123_456, { totalCapped: true })}>
        <ListPagination />
      </ListContextProvider>,
      { locale: 'en' },
    );
    expect(screen.getByText('1-20 of more than 1,23,456')).toBeInTheDocument();
    expect(intlCalls).toEqual([]);
  });

  it("offers the list's own page size, so a 10-row list's size box is not blank", () => {
    // MUI's select draws nothing for a value outside its options: 10 is not in the default 20, 50, 100.
    renderInAdmin(
      <ListContextProvider value={listContext(137, undefined, 10)}>
        <ListPagination />
      </ListContextProvider>,
      { locale: 'en' },
    );
    const size = screen.getByRole('combobox');
    expect(size).toHaveTextContent('10');
    fireEvent.mouseDown(size);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50', '100']);
  });

  it("adds the list's size to a screen's own options too, in order, and nothing when it is offered", () => {
    renderInAdmin(
      <ListContextProvider value={listContext(137, undefined, 30)}>
        <ListPagination rowsPerPageOptions={[10, 50]} />
      </ListContextProvider>,
      { locale: 'en' },
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '30', '50']);
  });

  it('keeps the default sizes as they are when the list uses one of them', () => {
    renderInAdmin(
      <ListContextProvider value={listContext(137)}>
        <ListPagination />
      </ListContextProvider>,
      { locale: 'en' },
    );
    expect(screen.getByRole('combobox')).toHaveTextContent('20');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['20', '50', '100']);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListContextProvider, memoryStore, type ListControllerResult } from 'react-admin';
import { TotalsRow } from '../../../plugins/money/orders/TotalsRow';
import { testI18nProvider } from '../fixtures/fakes';

const FIELDS = [{ source: 'amount' as const, label: 'money.orders.amount' }];

function list(isPending: boolean, data: { id: number; amount: number }[] = []) {
  return { data, isPending, filterValues: { status: 1 } } as unknown as ListControllerResult;
}

function renderRow(fetchTotals: jest.Mock, value: ListControllerResult) {
  const ui = (v: ListControllerResult) => (
    <AdminContext i18nProvider={testI18nProvider('en')} store={memoryStore()}>
      <ListContextProvider value={v}>
        <TotalsRow fields={FIELDS} fetchTotals={fetchTotals} queryKey="deposits" />
      </ListContextProvider>
    </AdminContext>
  );
  const view = render(ui(value));
  return (next: ListControllerResult) => view.rerender(ui(next));
}

describe('an order list’s grand total', () => {
  it('is asked only once the list’s first rows are painted, with the list’s filter', async () => {
    const fetchTotals = jest.fn(async () => ({ total: 7, totals: { amount: 123_400 } }));
    const rerender = renderRow(fetchTotals, list(true));
    // The rows are still on their way: nothing competes with them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchTotals).not.toHaveBeenCalled();
    rerender(list(false, [{ id: 1, amount: 50_000 }]));
    // Not from the render that draws the rows (issue 43: it went out before they were painted).
    expect(fetchTotals).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchTotals).toHaveBeenCalledTimes(1));
    expect(fetchTotals).toHaveBeenCalledWith({ status: 1, pageIndex: 1, pageSize: 1, withTotals: true });
    expect(await screen.findByText(/1,234/)).toBeInTheDocument();
  });
});

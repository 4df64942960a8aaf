import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { BombayDateField, MoneyField, visibleColumns } from '../../../../src/components/list';
import { renderInAdmin } from '../../fixtures/renderInAdmin';

describe('visibleColumns', () => {
  const columns = ['id', 'username', 'balance', null, 'phone'];

  it('keeps declaration order without ranks and drops hidden and source-less columns', () => {
    expect(visibleColumns(columns, ['balance'], undefined)).toEqual(['id', 'username', 'phone']);
  });

  it('follows the ranks ColumnsButton stored, then any column the ranks do not name', () => {
    expect(visibleColumns(columns, [], [4, 0, 2])).toEqual(['phone', 'id', 'balance', 'username']);
  });
});

describe('MoneyField and BombayDateField', () => {
  it('show paise as rupees with Indian grouping and epoch ms in Bombay time', () => {
    renderInAdmin(
      <RecordContextProvider value={{ id: 1, balance: 12345678, missing: null, at: Date.UTC(2026, 0, 1, 18, 45) }}>
        <MoneyField source="balance" />
        <MoneyField source="missing" empty="n/a" />
        <BombayDateField source="at" />
      </RecordContextProvider>,
    );
    expect(screen.getByText('₹1,23,456.78')).toBeInTheDocument();
    expect(screen.getByText('n/a')).toBeInTheDocument();
    // 18:45 UTC is 00:15 the next day in Bombay (+05:30).
    expect(screen.getByText('2026-01-02 00:15:00')).toBeInTheDocument();
  });
});

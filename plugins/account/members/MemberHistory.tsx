import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { BombayDateField, DataTable, MoneyField, ServerTable } from '../../../src';

/** One column of a member history table: a plain value, an amount, a signed amount, a time, or a code with a text per value. */
export interface HistoryColumn {
  key: string;
  /** i18n key of the header. */
  label: string;
  kind?: 'text' | 'money' | 'signed' | 'time';
  /** Values are codes translated as `${codes}.${value}` (the raw code when no text exists). */
  codes?: string;
}

function PlainValue({ source, codes }: { source: string; codes?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as unknown;
  if (value === null || value === undefined || value === '') return <>-</>;
  return <>{codes ? translate(`${codes}.${String(value)}`, { _: String(value) }) : String(value)}</>;
}

function NoHistory() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
      {translate('account.members.noHistory')}
    </Typography>
  );
}

/**
 * One paged history of the member detail (bets, deposits, withdrawals, ledger, logins, remarks):
 * `resource` is memberHistory (membershipTabDetail, one `tab` per history) or memberBets.
 */
export function MemberHistory({
  resource,
  memberId,
  tab,
  columns,
  testId,
}: {
  resource: 'memberHistory' | 'memberBets';
  memberId: number;
  tab?: string;
  columns: HistoryColumn[];
  testId?: string;
}) {
  return (
    <ServerTable resource={resource} filter={tab ? { id: memberId, tab } : { id: memberId }} empty={<NoHistory />} data-testid={testId}>
      {columns.map((c) => (
        <DataTable.Col key={c.key} source={c.key} label={c.label} disableSort>
          {c.kind === 'money' || c.kind === 'signed' ? (
            <MoneyField source={c.key} signed={c.kind === 'signed'} />
          ) : c.kind === 'time' ? (
            <BombayDateField source={c.key} />
          ) : (
            <PlainValue source={c.key} codes={c.codes} />
          )}
        </DataTable.Col>
      ))}
    </ServerTable>
  );
}

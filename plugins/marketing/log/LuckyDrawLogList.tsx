import { Chip } from '@mui/material';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useTranslate } from 'react-admin';
import { BombayDateField, DataTable, formatPaise, ListPagination } from '../../../src';
import { DRAW_OUTCOMES, PRIZE_KINDS, type LuckyDrawLogRecord } from '../luckyCalls';

const OUTCOME_COLOR = { won: 'success', no_prize: 'default', out_of_stock: 'warning' } as const;

const filters = [
  <TextInput key="username" source="username" label="marketing.log.col.username" alwaysOn resettable />,
  <SelectInput
    key="outcome"
    source="outcome"
    label="marketing.lucky.col.outcome"
    choices={DRAW_OUTCOMES.map((o) => ({ id: o, name: `marketing.lucky.outcome.${o}` }))}
    alwaysOn
  />,
  <SelectInput
    key="kind"
    source="kind"
    label="marketing.lucky.prize.kind"
    choices={PRIZE_KINDS.map((k) => ({ id: k, name: `marketing.lucky.kind.${k}` }))}
    alwaysOn
  />,
];

/** How a won prize was paid: the ledger journal, the points ledger row or the ticket serial. */
function Paid({ record }: { record: LuckyDrawLogRecord }) {
  const translate = useTranslate();
  if (record.outcome !== 'won') return null;
  if (record.journalId) return <>{translate('marketing.lucky.paidJournal', { id: record.journalId })}</>;
  if (record.pointsLedgerId) return <>{translate('marketing.lucky.paidPoints', { id: record.pointsLedgerId })}</>;
  if (record.ticketSerial) return <>{translate('marketing.lucky.paidTicket', { serial: record.ticketSerial })}</>;
  return null;
}

/** award_volume_issue_log, lucky-draw tab: each draw, its prize and how it was paid. */
export function LuckyDrawLogList() {
  const translate = useTranslate();
  return (
    <List
      resource="luckyDrawLog"
      title="marketing.menu.award_volume_issue_log"
      perPage={20}
      empty={false}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
      actions={
        <TopToolbar>
          <ColumnsButton storeKey="marketing.luckyLog.columns" />
        </TopToolbar>
      }
    >
      <DataTable<LuckyDrawLogRecord> bulkActionButtons={false} rowClick={false} storeKey="marketing.luckyLog.columns">
        <DataTable.Col source="campaignName" label="marketing.lucky.col.campaign" disableSort />
        <DataTable.NumberCol source="drawNo" label="marketing.lucky.col.drawNo" disableSort />
        <DataTable.Col source="username" label="marketing.log.col.username" disableSort />
        <DataTable.Col source="prizeName" label="marketing.lucky.prize.name" disableSort />
        <DataTable.Col
          source="kind"
          label="marketing.lucky.prize.kind"
          disableSort
          render={(r: LuckyDrawLogRecord) => translate(`marketing.lucky.kind.${r.kind}`)}
        />
        <DataTable.Col
          source="amount"
          label="marketing.log.col.amount"
          disableSort
          render={(r: LuckyDrawLogRecord) =>
            r.kind === 'money'
              ? formatPaise(r.amount)
              : r.kind === 'points'
                ? translate('marketing.lucky.pointsValue', { points: r.amount })
                : ''
          }
        />
        <DataTable.Col
          source="outcome"
          label="marketing.lucky.col.outcome"
          disableSort
          render={(r: LuckyDrawLogRecord) => (
            <Chip size="small" color={OUTCOME_COLOR[r.outcome]} label={translate(`marketing.lucky.outcome.${r.outcome}`)} />
          )}
        />
        <DataTable.Col
          source="journalId"
          label="marketing.lucky.col.paid"
          disableSort
          render={(r: LuckyDrawLogRecord) => <Paid record={r} />}
        />
        <DataTable.Col source="createdAt" label="marketing.lucky.col.drawnAt" disableSort>
          <BombayDateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

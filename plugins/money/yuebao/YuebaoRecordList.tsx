import { Box, Chip } from '@mui/material';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { bombayDate, BombayDayInput, DataTable, formatBombay, formatPaise, ListPagination, MoneyField } from '../../../src';
import { FilterTotals } from '../components/FilterTotals';
import { useYuebaoRecordCalls, YUEBAO_STATUSES, type YuebaoRecord, type YuebaoStatus } from './yuebaoCalls';
import { formatPpm } from './yuebaoForm';
import type { AnswerOf } from '../../../shared/contract';
import type { yuebaoContracts } from '../shared/yuebaoContract';

/** A tier of the filter (chance-yuebao-record/tiers). */
type TierOption = AnswerOf<typeof yuebaoContracts.recordTiers>['list'][number];

const col = (key: string) => `money.yuebao.col.${key}`;
const STATUS_COLOR = { 0: 'default', 1: 'success', 2: 'warning', 3: 'info' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

// The tier resource has its own prop name: the filter form hands every input the list's `resource`.
function TierFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { data, isPending } = useGetList<TierOption>('yuebaoRecordTier', { pagination: { page: 1, perPage: 100 } });
  const choices = (data ?? []).map((t) => ({ id: t.id, name: translate('money.yuebao.tierName', { amount: formatPaise(t.minAmount) }) }));
  return (
    <SelectInput source={source} label={col('tier')} choices={choices} isPending={isPending} emptyText="ra.action.clear_input_value" />
  );
}

/**
 * balanceRecord: per member and Bombay day, the member's transfers in and out, the Yue Bao balance, the tier and rates it earned at,
 * the interest, the auto-transfer and the state; filters by member, day range, tier and state,
 * with the totals over the whole filter.
 */
export default function YuebaoRecordList() {
  const translate = useTranslate();
  const calls = useYuebaoRecordCalls();
  const filters = [
    <TextInput key="username" source="username" label={col('username')} alwaysOn resettable />,
    <TextInput key="memberId" source="memberId" label={col('memberId')} resettable />,
    <BombayDayInput key="startDate" source="startDate" label="money.yuebao.filter.from" bound="date" alwaysOn />,
    <BombayDayInput key="endDate" source="endDate" label="money.yuebao.filter.to" bound="date" alwaysOn />,
    <TierFilter key="tierId" source="tierId" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      label={col('status')}
      emptyText="ra.action.clear_input_value"
      choices={YUEBAO_STATUSES.map((s) => ({ id: String(s), name: translate(`money.yuebao.status.${s}`) }))}
    />,
  ];
  return (
    <Box data-testid="yuebao-record-list">
      <List
        resource="yuebaoRecord"
        title="money.menu.balanceRecord"
        filters={filters}
        filterDefaultValues={{ startDate: bombayDate(Date.now() - 6 * DAY_MS), endDate: bombayDate(Date.now()) }}
        sort={{ field: 'businessDate', order: 'DESC' }}
        perPage={20}
        exporter={false}
        pagination={<ListPagination />}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey="money.yuebao.records.columns" />
          </TopToolbar>
        }
        empty={false}
      >
        {/* Opening and lowest balance, the carried fraction and the transfer time are in the column chooser, so the default set fits 1440 px. */}
        <DataTable<YuebaoRecord & RaRecord>
          rowClick={false}
          bulkActionButtons={false}
          storeKey="money.yuebao.records.columns"
          hiddenColumns={['opening', 'lowest', 'remainder', 'transferredAt']}
        >
          <DataTable.Col source="businessDate" label={col('businessDate')} />
          <DataTable.Col source="username" label={col('username')} disableSort render={(r) => `${r.username} (${r.memberId})`} />
          <DataTable.Col
            source="tierId"
            label={col('tier')}
            disableSort
            render={(r) =>
              r.tierId === null
                ? translate('money.yuebao.noTier')
                : translate('money.yuebao.tierName', { amount: formatPaise(r.tierMinAmount) })
            }
          />
          <DataTable.Col source="opening" label={col('opening')} disableSort>
            <MoneyField source="opening" />
          </DataTable.Col>
          <DataTable.Col source="lowest" label={col('lowest')} disableSort>
            <MoneyField source="lowest" />
          </DataTable.Col>
          <DataTable.Col source="transferIn" label={col('transferIn')} disableSort>
            <MoneyField source="transferIn" />
          </DataTable.Col>
          <DataTable.Col source="transferOut" label={col('transferOut')} disableSort>
            <MoneyField source="transferOut" />
          </DataTable.Col>
          <DataTable.Col source="closing" label={col('closing')}>
            <MoneyField source="closing" />
          </DataTable.Col>
          <DataTable.Col
            source="ratePpm"
            label={col('rate')}
            disableSort
            render={(r) => (r.tierId === null ? '-' : `${formatPpm(r.ratePpm)} / ${formatPpm(r.secondaryRatePpm)}`)}
          />
          <DataTable.Col source="interest" label={col('interest')}>
            <MoneyField source="interest" />
          </DataTable.Col>
          <DataTable.Col source="remainder" label={col('remainder')} disableSort />
          <DataTable.Col
            source="transferAmount"
            label={col('transferAmount')}
            disableSort
            render={(r) => (r.autoTransfer ? formatPaise(r.transferAmount) : '-')}
          />
          <DataTable.Col
            source="transferredAt"
            label={col('transferredAt')}
            disableSort
            render={(r) => (r.transferredAt ? formatBombay(r.transferredAt) : '-')}
          />
          <DataTable.Col
            source="status"
            label={col('status')}
            disableSort
            render={(r) => (
              <Chip
                size="small"
                color={STATUS_COLOR[r.status as YuebaoStatus]}
                label={translate(`money.yuebao.status.${r.status}`)}
                data-testid={`yuebao-status-${r.id}`}
              />
            )}
          />
        </DataTable>
        <FilterTotals
          queryKey="yuebaoRecord"
          title="money.yuebao.totals.title"
          countLabel="money.yuebao.totals.records"
          fetchSums={(filter) => calls.sums(filter)}
          fields={[
            { source: 'closing', label: 'money.yuebao.totals.closing' },
            { source: 'transferIn', label: 'money.yuebao.totals.transferIn' },
            { source: 'transferOut', label: 'money.yuebao.totals.transferOut' },
            { source: 'interest', label: 'money.yuebao.totals.interest' },
            { source: 'transferAmount', label: 'money.yuebao.totals.transferAmount' },
          ]}
        />
      </List>
    </Box>
  );
}

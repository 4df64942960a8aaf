import { useState } from 'react';
import { Box } from '@mui/material';
import { ColumnsButton, List, TopToolbar, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import {
  ACTIONS_COLUMN,
  BombayDateField,
  DataTable,
  GuardedButton,
  ListPagination,
  MoneyField,
  useCanWrite,
  PopupFilters,
  usePopupList,
} from '../../../src';
import { CancelRebateDialog } from './CancelRebateDialog';
import { formatBps, useRebateFilters } from './filters';
import type { RebateRecord } from './rebateCalls';
import { RebateStatusChip } from './RebateStatusChip';

const col = (key: string) => `money.rebate.col.${key}`;
// The id and the calculation time are one click away in the column chooser, so the default set fits 1440 px.
const COLUMNS_KEY = 'money.rebate.records.columns';

/**
 * rebate_record: each member's rebate for a Bombay business day on a game — the day's valid
 * turnover, the rate and the amount, held, paid (with the ledger's paid time) or cancelled — with
 * promotion_statistics gives the totals. The records are written by the rebate calculation; staff
 * only cancel a held one, with a reason.
 */
export default function RebateRecordList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const filters = useRebateFilters('rebateRecordGame');
  const canCancel = useCanWrite('rebateRecord', ['admin', 'franchisee']);
  const [cancelling, setCancelling] = useState<RebateRecord | null>(null);
  return (
    <Box data-testid="rebate-record-list">
      <List
        resource="rebateRecord"
        title="money.menu.rebate_record"
        filters={filters}
        sort={{ field: 'businessDate', order: 'DESC' }}
        perPage={20}
        exporter={false}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey={COLUMNS_KEY} />
          </TopToolbar>
        }
        pagination={<ListPagination />}
        empty={false}
        {...usePopupList()}
      >
        <PopupFilters />
        <DataTable<RebateRecord & RaRecord>
          rowClick={false}
          bulkActionButtons={false}
          storeKey={COLUMNS_KEY}
          hiddenColumns={['id', 'createdAt', 'paidAt']}
        >
          <DataTable.Col source="id" label={col('id')} />
          <DataTable.Col source="username" label={col('username')} disableSort render={(r) => `${r.username} (${r.memberId})`} />
          <DataTable.Col source="gameName" label={col('game')} disableSort render={(r) => r.gameName ?? '-'} />
          <DataTable.Col source="businessDate" label={col('businessDate')} />
          <DataTable.Col source="validTurnover" label={col('validTurnover')}>
            <MoneyField source="validTurnover" />
          </DataTable.Col>
          <DataTable.Col source="rateBps" label={col('rate')} disableSort render={(r) => formatBps(r.rateBps)} />
          <DataTable.Col source="amount" label={col('amount')}>
            <MoneyField source="amount" />
          </DataTable.Col>
          <DataTable.Col source="status" label={col('status')} disableSort render={(r) => <RebateStatusChip status={r.status} />} />
          <DataTable.Col source="createdAt" label={col('createdAt')} disableSort>
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="paidAt" label={col('paidAt')} disableSort>
            <BombayDateField source="paidAt" />
          </DataTable.Col>
          <DataTable.Col
            source="cancelReason"
            label={col('cancelReason')}
            disableSort
            render={(r) => (r.status === 2 ? `${r.cancelReason || '-'}${r.cancelledBy ? ` (${r.cancelledBy})` : ''}` : '-')}
          />
          <DataTable.Col
            label={col('actions')}
            className={ACTIONS_COLUMN}
            render={(r) =>
              r.status === 0 && canCancel ? (
                <GuardedButton
                  size="small"
                  color="error"
                  data-testid={`rebate-cancel-${r.id}`}
                  onClick={() => setCancelling(r as RebateRecord)}
                >
                  {translate('money.rebate.cancel.button')}
                </GuardedButton>
              ) : null
            }
          />
        </DataTable>
      </List>
      {cancelling && <CancelRebateDialog record={cancelling} onClose={() => setCancelling(null)} onDone={refresh} />}
    </Box>
  );
}

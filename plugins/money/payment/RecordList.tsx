import type { ReactNode } from 'react';
import { Box, Chip } from '@mui/material';
import { ColumnsButton, List, ResourceContextProvider, SelectInput, TextInput, TopToolbar, useTranslate } from 'react-admin';
import { DataTable, ExportButton, ListPagination, formatBombay, formatPaise } from '../../../src';
import type { AnswerOf } from '../../../shared/contract';
import type { channelRecordContracts } from '../shared/channelRecordContract';
import { DEPOSIT_RECORD_FIELDS } from '../shared/exportFields';

/** A deposit received through a channel, as the deposit record lists answer it. */
type DepositRecord = AnswerOf<typeof channelRecordContracts.bankRecords>['list'][number];
/** A withdrawal paid through automatic payout, as chance-payment-channel/record/autoPayout answers it. */
type PayoutRecord = AnswerOf<typeof channelRecordContracts.autoPayoutRecords>['list'][number];

const DEPOSIT_STATUSES = [1, 2, 3].map((id) => ({ id, name: `money.payment.records.depositStatuses.${id}` }));
const filters = (withStatus: boolean) => [
  <TextInput key="orderNo" source="orderNo" label="money.payment.records.orderNo" alwaysOn resettable />,
  <TextInput key="username" source="username" label="money.payment.records.username" alwaysOn resettable />,
  ...(withStatus
    ? [<SelectInput key="status" source="status" label="money.payment.records.status" choices={DEPOSIT_STATUSES} alwaysOn />]
    : []),
];
// The DataTables' columns in declaration order, for the export of the visible ones (in that order).
const DEPOSIT_COLUMNS = DEPOSIT_RECORD_FIELDS;
const DEPOSIT_HIDDEN = ['bonus', 'reviewedAt'];
const PAYOUT_COLUMNS = ['orderNo', 'username', 'amount', 'fee', 'netPayout', 'channelName', 'payoutTxnId', 'stage', 'paidAt'] as const;
const money = (paise: number) => formatPaise(paise);
const time = (ms: number | null) => (ms ? formatBombay(ms) : '');

/**
 * What both record lists are around their table: the list of `resource` under the leaf's menu
 * title, newest first, with the column chooser and an xlsx export of the visible columns (in
 * `columns` order) of the filtered rows, both kept under the leaf's own store key.
 */
function ChannelRecordList({
  resource,
  leaf,
  withStatus,
  columns,
  defaultHidden,
  children,
}: {
  resource: string;
  leaf: string;
  /** Whether the rows can be filtered by status (deposits can). */
  withStatus: boolean;
  columns: readonly string[];
  defaultHidden?: string[];
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value={resource}>
      <Box data-testid={`record-${leaf}`}>
        <List
          title={`money.menu.${leaf}`}
          storeKey={`money.payment.${leaf}`}
          perPage={20}
          disableSyncWithLocation
          exporter={false}
          empty={false}
          sort={{ field: 'created_at', order: 'DESC' }}
          filters={filters(withStatus)}
          pagination={<ListPagination />}
          actions={
            <TopToolbar>
              <ColumnsButton storeKey={`money.payment.${leaf}.columns`} />
              <ExportButton
                storeKey={`money.payment.${leaf}.columns`}
                columns={columns}
                defaultHidden={defaultHidden}
                filename={translate(`money.menu.${leaf}`)}
              />
            </TopToolbar>
          }
        >
          {children}
        </List>
      </Box>
    </ResourceContextProvider>
  );
}

/** Deposits received through one kind of channel (bank/UPI, QR, gateway), exportable as xlsx (the visible columns of the filtered rows). */
export function DepositRecordList({ resource, leaf }: { resource: string; leaf: string }) {
  const translate = useTranslate();
  return (
    <ChannelRecordList resource={resource} leaf={leaf} withStatus columns={DEPOSIT_COLUMNS} defaultHidden={DEPOSIT_HIDDEN}>
      {/* Bonus and review time are one click away in the column chooser, so the default set fits 1440 px. */}
      <DataTable<DepositRecord>
        bulkActionButtons={false}
        rowClick={false}
        storeKey={`money.payment.${leaf}.columns`}
        hiddenColumns={DEPOSIT_HIDDEN}
      >
        <DataTable.Col source="orderNo" label="money.payment.records.orderNo" disableSort />
        <DataTable.Col source="username" label="money.payment.records.username" disableSort />
        <DataTable.Col source="amount" label="money.payment.records.amount" render={(r: DepositRecord) => money(r.amount)} />
        <DataTable.Col source="bonus" label="money.payment.records.bonus" disableSort render={(r: DepositRecord) => money(r.bonus)} />
        <DataTable.Col source="channelName" label="money.payment.records.channelName" disableSort />
        <DataTable.Col source="payerName" label="money.payment.records.payerName" disableSort />
        <DataTable.Col source="utr" label="money.payment.records.utr" disableSort />
        <DataTable.Col
          source="status"
          label="money.payment.records.status"
          disableSort
          render={(r: DepositRecord) => (
            <Chip
              size="small"
              color={r.status === 2 ? 'success' : r.status === 3 ? 'default' : 'warning'}
              label={translate(`money.payment.records.depositStatuses.${r.status}`)}
            />
          )}
        />
        <DataTable.Col
          source="createdAt"
          label="money.payment.records.createdAt"
          disableSort
          render={(r: DepositRecord) => time(r.createdAt)}
        />
        <DataTable.Col
          source="reviewedAt"
          label="money.payment.records.reviewedAt"
          disableSort
          render={(r: DepositRecord) => time(r.reviewedAt)}
        />
      </DataTable>
    </ChannelRecordList>
  );
}

/** Withdrawals paid through automatic payout channels, exportable as xlsx like the deposit records. */
export function PayoutRecordList({ resource, leaf }: { resource: string; leaf: string }) {
  const translate = useTranslate();
  return (
    <ChannelRecordList resource={resource} leaf={leaf} withStatus={false} columns={PAYOUT_COLUMNS}>
      <DataTable<PayoutRecord> bulkActionButtons={false} rowClick={false} storeKey={`money.payment.${leaf}.columns`}>
        <DataTable.Col source="orderNo" label="money.payment.records.orderNo" disableSort />
        <DataTable.Col source="username" label="money.payment.records.username" disableSort />
        <DataTable.Col source="amount" label="money.payment.records.amount" render={(r: PayoutRecord) => money(r.amount)} />
        <DataTable.Col source="fee" label="money.payment.records.fee" disableSort render={(r: PayoutRecord) => money(r.fee)} />
        <DataTable.Col
          source="netPayout"
          label="money.payment.records.netPayout"
          disableSort
          render={(r: PayoutRecord) => money(r.netPayout)}
        />
        <DataTable.Col source="channelName" label="money.payment.records.channelName" disableSort />
        <DataTable.Col source="payoutTxnId" label="money.payment.records.payoutTxnId" disableSort />
        <DataTable.Col
          source="stage"
          label="money.payment.records.stage"
          disableSort
          render={(r: PayoutRecord) => translate(`money.payment.records.stages.${r.stage}`)}
        />
        <DataTable.Col source="paidAt" label="money.payment.records.paidAt" disableSort render={(r: PayoutRecord) => time(r.paidAt)} />
      </DataTable>
    </ChannelRecordList>
  );
}

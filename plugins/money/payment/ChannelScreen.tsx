import { useEffect, useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  ColumnsButton,
  List,
  ResourceContextProvider,
  SelectInput,
  TopToolbar,
  useListContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  ACTIONS_COLUMN,
  ConfirmActionButton,
  DataTable,
  ListPagination,
  formatBombay,
  formatPaise,
  imageSrc,
  useCanWrite,
} from '../../../src';
import { ChannelDialog } from './ChannelDialog';
import type { ChannelKind, ChannelRecord } from './channelForm';
import { usePaymentChannelCalls, type ChannelStats } from './paymentCalls';

const STATUSES = [0, 1].map((id) => ({ id, name: `money.payment.statuses.${id}` }));
const MENU = 'money_management/payment_management';

export interface ChannelScreenProps {
  /** The kinds this screen lists (bank and UPI share one screen). */
  kinds: readonly ChannelKind[];
  /** Menu leaf of the screen, for the write check and the store key. */
  leaf: string;
  /** Route of the add page, when the kind has one (third_payment_add …); otherwise Add opens a dialog. */
  addPath?: string;
}

function useStats(kinds: readonly ChannelKind[]): Map<number, ChannelStats> {
  const calls = usePaymentChannelCalls();
  const { data } = useListContext<ChannelRecord>();
  const [stats, setStats] = useState(new Map<number, ChannelStats>());
  useEffect(() => {
    let live = true;
    Promise.all(kinds.map((kind) => calls.stats({ kind })))
      .then((all) => live && setStats(new Map(all.flat().map((s) => [s.channelId, s]))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [calls, kinds, data]);
  return stats;
}

function StatusButton({ record, canWrite }: { record: ChannelRecord; canWrite: boolean }) {
  const calls = usePaymentChannelCalls();
  const refresh = useRefresh();
  const translate = useTranslate();
  const next = record.status === 0 ? 1 : 0;
  const action = translate(next === 1 ? 'money.payment.disable' : 'money.payment.enable');
  return (
    <ConfirmActionButton
      label={next === 1 ? 'money.payment.disable' : 'money.payment.enable'}
      color={next === 1 ? 'warning' : 'success'}
      disabled={!canWrite}
      title={next === 1 ? 'money.payment.disable' : 'money.payment.enable'}
      content="money.payment.confirmStatus"
      translateOptions={{ action, name: record.name }}
      data-testid={`channel-status-${record.id}`}
      onConfirm={async () => {
        await calls.status({ id: record.id, status: next });
        refresh();
      }}
    />
  );
}

// Daily limit, paid-order count, sort and last update (and a QR channel's cardholder and whole-rupee flag) are one click
// away in the column chooser, so the default set fits 1440 px.
const HIDDEN_COLUMNS = ['dailyLimit', 'money.payment.stats.count', 'sort', 'updatedAt'];
const columnsKey = (kinds: readonly ChannelKind[]) => `money.payment.${kinds.join('-')}.columns`;

function ChannelRows({ kinds, canWrite, onEdit }: { kinds: readonly ChannelKind[]; canWrite: boolean; onEdit(r: ChannelRecord): void }) {
  const translate = useTranslate();
  const stats = useStats(kinds);
  const deposit = !kinds.includes('auto_payout');
  const qr = kinds.includes('qr');
  return (
    <DataTable<ChannelRecord>
      bulkActionButtons={false}
      rowClick={false}
      storeKey={columnsKey(kinds)}
      hiddenColumns={qr ? [...HIDDEN_COLUMNS, 'payeeName', 'integerOnly'] : HIDDEN_COLUMNS}
    >
      <DataTable.Col source="id" label="money.payment.fields.id" />
      <DataTable.Col source="name" label="money.payment.fields.name" disableSort />
      {kinds.length > 1 && (
        <DataTable.Col
          source="kind"
          label="money.payment.fields.kind"
          disableSort
          render={(r: ChannelRecord) => translate(`money.payment.kinds.${r.kind}`)}
        />
      )}
      {qr && (
        <DataTable.Col
          source="qrImageUrl"
          label="money.payment.fields.qrImageUrl"
          disableSort
          render={(r: ChannelRecord) =>
            r.qrImageUrl ? (
              <Box
                component="img"
                src={imageSrc(r.qrImageUrl)}
                alt={r.name}
                data-testid={`channel-qr-${r.id}`}
                sx={{ width: 48, height: 48, objectFit: 'contain', display: 'block' }}
              />
            ) : (
              '-'
            )
          }
        />
      )}
      {qr && (
        <DataTable.Col
          source="paymentMethod"
          label="money.payment.fields.paymentMethod"
          disableSort
          render={(r: ChannelRecord) =>
            r.paymentMethod ? translate(`money.payment.methods.${r.paymentMethod}`, { _: r.paymentMethod }) : '-'
          }
        />
      )}
      {qr && (
        <DataTable.Col
          source="payeeName"
          label="money.payment.fields.cardholder"
          disableSort
          render={(r: ChannelRecord) => r.payeeName || '-'}
        />
      )}
      {qr && (
        <DataTable.Col
          source="integerOnly"
          label="money.payment.fields.integerOnly"
          disableSort
          render={(r: ChannelRecord) => translate(r.integerOnly === 1 ? 'money.payment.yes' : 'money.payment.no')}
        />
      )}
      {deposit && !qr && (
        <DataTable.Col
          source="payeeAccount"
          label="money.payment.fields.payeeAccount"
          disableSort
          render={(r: ChannelRecord) => r.payeeAccount || r.merchantId || r.walletAddress}
        />
      )}
      {!deposit && <DataTable.Col source="gatewayType" label="money.payment.fields.platform" disableSort />}
      <DataTable.Col
        source="minAmount"
        label="money.payment.fields.limits"
        disableSort
        render={(r: ChannelRecord) => `${formatPaise(r.minAmount)} – ${r.maxAmount ? formatPaise(r.maxAmount) : '∞'}`}
      />
      <DataTable.Col
        source="dailyLimit"
        label="money.payment.fields.dailyLimit"
        disableSort
        render={(r: ChannelRecord) => (r.dailyLimit ? formatPaise(r.dailyLimit) : '∞')}
      />
      <DataTable.Col label="money.payment.stats.count" disableSort render={(r: ChannelRecord) => stats.get(r.id)?.count ?? 0} />
      <DataTable.Col
        label="money.payment.stats.amount"
        disableSort
        render={(r: ChannelRecord) => formatPaise(stats.get(r.id)?.amount ?? 0)}
      />
      <DataTable.Col
        label="money.payment.stats.todayAmount"
        disableSort
        render={(r: ChannelRecord) => `${formatPaise(stats.get(r.id)?.todayAmount ?? 0)} (${stats.get(r.id)?.todayCount ?? 0})`}
      />
      <DataTable.Col source="sort" label="money.payment.fields.sort" />
      <DataTable.Col
        source="status"
        label="money.payment.fields.status"
        disableSort
        render={(r: ChannelRecord) => (
          <Chip size="small" color={r.status === 0 ? 'success' : 'default'} label={translate(`money.payment.statuses.${r.status}`)} />
        )}
      />
      <DataTable.Col
        source="updatedAt"
        label="money.payment.fields.updatedAt"
        disableSort
        render={(r: ChannelRecord) => formatBombay(r.updatedAt)}
      />
      <DataTable.Col
        label="money.payment.actions"
        className={ACTIONS_COLUMN}
        render={(r: ChannelRecord) => (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <Button size="small" disabled={!canWrite} onClick={() => onEdit(r)} data-testid={`channel-edit-${r.id}`}>
              {translate('money.payment.edit')}
            </Button>
            <StatusButton record={r} canWrite={canWrite} />
          </Box>
        )}
      />
    </DataTable>
  );
}

/** Adds a channel of the kind the list is filtered on (bank or UPI on the shared screen). */
function AddButton({ kinds, disabled, onAdd }: { kinds: readonly ChannelKind[]; disabled: boolean; onAdd(kind: ChannelKind): void }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const kind = kinds.includes(filterValues.kind as ChannelKind) ? (filterValues.kind as ChannelKind) : kinds[0];
  return (
    <Button startIcon={<AddIcon />} disabled={disabled} data-testid="channel-add" onClick={() => onAdd(kind)}>
      {translate('money.payment.add')}
      {kinds.length > 1 ? ` · ${translate(`money.payment.kinds.${kind}`)}` : ''}
    </Button>
  );
}

/** A payment channel screen: the channels of its kinds with limits, per-channel figures, enable/disable, edit, sort. */
export function ChannelScreen({ kinds, leaf, addPath }: ChannelScreenProps) {
  const navigate = useNavigate();
  const refresh = useRefresh();
  const canWrite = useCanWrite(`${MENU}/${leaf}`, ['admin', 'franchisee']);
  const [editing, setEditing] = useState<{ record?: ChannelRecord; kind: ChannelKind } | null>(null);
  const kindFilter =
    kinds.length > 1
      ? [
          <SelectInput
            key="kind"
            source="kind"
            label="money.payment.fields.kind"
            choices={kinds.map((k) => ({ id: k, name: `money.payment.kinds.${k}` }))}
            alwaysOn
          />,
        ]
      : [];
  return (
    <ResourceContextProvider value="paymentChannel">
      <Box data-testid={`channel-screen-${leaf}`}>
        <List
          title={`money.menu.${leaf}`}
          storeKey={`money.payment.${leaf}`}
          perPage={20}
          disableSyncWithLocation
          exporter={false}
          empty={false}
          filter={kinds.length === 1 ? { kind: kinds[0] } : undefined}
          filterDefaultValues={kinds.length > 1 ? { kind: kinds[0] } : undefined}
          sort={{ field: 'sort', order: 'ASC' }}
          filters={[
            ...kindFilter,
            <SelectInput key="status" source="status" label="money.payment.fields.status" choices={STATUSES} alwaysOn />,
          ]}
          pagination={<ListPagination />}
          actions={
            <TopToolbar>
              <ColumnsButton storeKey={columnsKey(kinds)} />
              <AddButton kinds={kinds} disabled={!canWrite} onAdd={(kind) => (addPath ? navigate(addPath) : setEditing({ kind }))} />
            </TopToolbar>
          }
        >
          <ChannelRows kinds={kinds} canWrite={canWrite} onEdit={(record) => setEditing({ record, kind: record.kind })} />
        </List>
      </Box>
      {editing && <ChannelDialog kind={editing.kind} record={editing.record} onClose={() => setEditing(null)} onDone={refresh} />}
    </ResourceContextProvider>
  );
}

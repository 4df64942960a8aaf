import { useState, type ReactElement } from 'react';
import { Alert, Box, Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  ColumnsButton,
  List,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  TopToolbar,
  required,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  ACTIONS_COLUMN,
  BombayDateTimeInput,
  ConfirmActionButton,
  DataTable,
  FormDialog,
  ListPagination,
  formatBombay,
  useCanWrite,
} from '../../../src';
import { useRiskListCalls, type NewRiskEntry, type RiskEntry, type RiskKind } from '../systemCalls';
import { riskValueError } from './riskForm';

const KINDS: RiskKind[] = ['ip', 'device', 'bank_account', 'upi', 'member'];
const KIND_CHOICES = KINDS.map((id) => ({ id, name: `system.risk.kinds.${id}` }));
const ACTION_CHOICES = ['block_login', 'block_withdraw', 'review'].map((id) => ({ id, name: `system.risk.actionNames.${id}` }));
const NEW_ACTION_CHOICES = ACTION_CHOICES.filter((c) => c.id !== 'block_login');
const ACTIVE_CHOICES = [1, 0].map((id) => ({ id, name: `system.risk.activeStates.${id}` }));
const MENU = 'system_management/riskControl/riskControlList';

const filters = [
  <SelectInput key="kind" source="kind" label="system.risk.kind" choices={KIND_CHOICES} alwaysOn />,
  <TextInput key="value" source="value" label="system.risk.value" alwaysOn resettable />,
  <SelectInput key="active" source="active" label="system.risk.state" choices={ACTIVE_CHOICES} alwaysOn />,
  <SelectInput key="action" source="action" label="system.risk.action" choices={ACTION_CHOICES} alwaysOn />,
];

type Form = Omit<NewRiskEntry, 'expiresAt'> & { expiresAt?: string | number | null };

function AddDialog({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const calls = useRiskListCalls();
  const translate = useTranslate();
  return (
    <FormDialog<Form>
      title="system.risk.addTitle"
      success="system.risk.added"
      saveTestId="risk-add-save"
      defaultValues={{ kind: 'ip', value: '', action: 'block_withdraw', reason: '' }}
      validate={(values) => {
        const errors: Record<string, string> = {};
        const valueError = riskValueError(values.kind as RiskKind, values.value as string);
        if (valueError) errors.value = valueError;
        if (((values.reason as string) ?? '').trim().length < 2) errors.reason = 'system.risk.v.reason';
        // The input holds epoch ms, or the text it could not read (it says so itself): never parse
        // that text here, Date would read "12/31/2030 11:59 PM" the American way.
        const expires = values.expiresAt;
        if (expires !== null && expires !== undefined && expires !== '' && !(typeof expires === 'number' && expires > Date.now()))
          errors.expiresAt = 'system.risk.v.future';
        return errors;
      }}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) =>
        calls.add({
          kind: values.kind,
          value: values.value.trim(),
          action: values.action,
          reason: values.reason.trim(),
          expiresAt: typeof values.expiresAt === 'number' ? values.expiresAt : undefined,
        })
      }
    >
      <SelectInput source="kind" label="system.risk.kind" choices={KIND_CHOICES} validate={required()} fullWidth />
      <ValueInput />
      <SelectInput
        source="action"
        label="system.risk.action"
        choices={NEW_ACTION_CHOICES}
        validate={required()}
        fullWidth
        helperText={translate('system.risk.actionHelp')}
      />
      <TextInput source="reason" label="system.risk.reason" fullWidth multiline />
      <BombayDateTimeInput
        source="expiresAt"
        label="system.risk.expiresAt"
        fullWidth
        helperText={translate('system.risk.expiresHelp')}
        testId="risk-expires"
      />
    </FormDialog>
  );
}

/** The value input, with the example for the chosen kind under it. */
function ValueInput() {
  const translate = useTranslate();
  return (
    <KindHelp>
      {(kind) => <TextInput source="value" label="system.risk.value" fullWidth helperText={translate(`system.risk.valueHelp.${kind}`)} />}
    </KindHelp>
  );
}

function KindHelp({ children }: { children(kind: RiskKind): ReactElement }) {
  const kind = (useWatch({ name: 'kind' }) as RiskKind | undefined) ?? 'ip';
  return children(kind);
}

function RowActions({ record, canWrite }: { record: RiskEntry; canWrite: boolean }) {
  const calls = useRiskListCalls();
  const refresh = useRefresh();
  const notify = useNotify();
  const translate = useTranslate();
  const enable = record.enabled !== 1;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <ConfirmActionButton
        label={enable ? 'system.risk.enable' : 'system.risk.disable'}
        color={enable ? 'success' : 'warning'}
        disabled={!canWrite}
        title="system.risk.statusTitle"
        content="system.risk.confirmStatus"
        translateOptions={{ action: translate(enable ? 'system.risk.enable' : 'system.risk.disable'), value: record.value }}
        data-testid={`risk-status-${record.id}`}
        onConfirm={async () => {
          await calls.status({ id: record.id, enabled: enable });
          notify('system.risk.statusDone', { type: 'success' });
          refresh();
        }}
      />
      <ConfirmActionButton
        label="system.risk.remove"
        color="error"
        disabled={!canWrite}
        title="system.risk.removeTitle"
        content="system.risk.confirmRemove"
        translateOptions={{ value: record.value }}
        data-testid={`risk-remove-${record.id}`}
        onConfirm={async () => {
          await calls.remove({ id: record.id });
          notify('system.risk.removed', { type: 'success' });
          refresh();
        }}
      />
    </Box>
  );
}

/** riskControlList: IPs, devices, members and bank / UPI accounts under restriction, with reason, source and expiry. */
const COLUMNS_KEY = 'system.riskList.columns';

export default function RiskListScreen() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const canWrite = useCanWrite(MENU, ['admin']);
  const [adding, setAdding] = useState(false);
  return (
    <ResourceContextProvider value="riskList">
      <Box data-testid="risk-list">
        <List
          title="system.menu.riskControlList"
          perPage={20}
          filters={filters}
          exporter={false}
          empty={false}
          disableSyncWithLocation
          storeKey="system.riskList"
          sort={{ field: 'createTime', order: 'DESC' }}
          pagination={<ListPagination />}
          actions={
            <TopToolbar>
              <ColumnsButton storeKey={COLUMNS_KEY} />
              <Button startIcon={<AddIcon />} disabled={!canWrite} onClick={() => setAdding(true)} data-testid="risk-add">
                {translate('system.risk.add')}
              </Button>
            </TopToolbar>
          }
        >
          {/* The entry time waits behind the column chooser: the rest fits 1440 px beside the pinned actions. */}
          <DataTable<RiskEntry> bulkActionButtons={false} rowClick={false} storeKey={COLUMNS_KEY} hiddenColumns={['createTime']}>
            <DataTable.Col
              source="kind"
              label="system.risk.kind"
              disableSort
              render={(r: RiskEntry) => translate(`system.risk.kinds.${r.kind}`)}
            />
            <DataTable.Col source="value" label="system.risk.value" disableSort />
            <DataTable.Col
              source="action"
              label="system.risk.action"
              disableSort
              render={(r: RiskEntry) => translate(`system.risk.actionNames.${r.action}`)}
            />
            <DataTable.Col source="reason" label="system.risk.reason" disableSort />
            <DataTable.Col
              source="createdBy"
              label="system.risk.source"
              disableSort
              render={(r: RiskEntry) => r.createdBy ?? translate('system.risk.system')}
            />
            <DataTable.Col
              source="active"
              label="system.risk.state"
              disableSort
              render={(r: RiskEntry) => (
                <Chip size="small" color={r.active ? 'error' : 'default'} label={translate(`system.risk.activeStates.${r.active}`)} />
              )}
            />
            <DataTable.Col
              source="expiresAt"
              label="system.risk.expiresAt"
              render={(r: RiskEntry) => (r.expiresAt ? formatBombay(r.expiresAt) : translate('system.risk.never'))}
            />
            <DataTable.Col source="createTime" label="system.risk.createTime" render={(r: RiskEntry) => formatBombay(r.createTime)} />
            <DataTable.Col
              label="system.risk.actions"
              className={ACTIONS_COLUMN}
              render={(r: RiskEntry) => <RowActions record={r} canWrite={canWrite} />}
            />
          </DataTable>
        </List>
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('system.risk.actionHelp')}
        </Alert>
      </Box>
      {adding && <AddDialog onClose={() => setAdding(false)} onDone={refresh} />}
    </ResourceContextProvider>
  );
}

import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  BooleanInput,
  ColumnsButton,
  List,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ACTIONS_COLUMN, ConfirmActionButton, DataTable, FormDialog, formatPaise, useCanWrite } from '../../../src';
import { useYuebaoTierCalls, type YuebaoTier } from './yuebaoCalls';
import { annualPercent, formatPpm, minAmountError, payloadOf, rateError, timeError, valuesOf, type YuebaoValues } from './yuebaoForm';

const field = (key: string) => `money.yuebao.fields.${key}`;
const ENABLED = [
  { id: 'true', name: 'money.yuebao.enabled' },
  { id: 'false', name: 'money.yuebao.disabled' },
];

function TierDialog({ record, onClose }: { record?: YuebaoTier; onClose(): void }) {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const save = async (values: YuebaoValues) => {
    const data = payloadOf(values, record?.id);
    if (record) await dataProvider.update('yuebaoTier', { id: record.id, data, previousData: record });
    else await dataProvider.create('yuebaoTier', { data });
  };
  return (
    <FormDialog<YuebaoValues>
      title={record ? 'money.yuebao.edit' : 'money.yuebao.add'}
      defaultValues={valuesOf(record)}
      resource="yuebaoTier"
      success="money.yuebao.saved"
      saveTestId="yuebao-save"
      onClose={onClose}
      onDone={refresh}
      onSubmit={save}
    >
      <Box data-testid="yuebao-dialog" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput
          source="minAmount"
          label={field('minAmount')}
          validate={minAmountError}
          isRequired
          slotProps={{ htmlInput: { 'data-testid': 'yuebao-minAmount' } }}
        />
        <TextInput
          source="transferTime"
          label={field('transferTime')}
          validate={timeError}
          helperText="money.yuebao.hints.transferTime"
          slotProps={{ htmlInput: { 'data-testid': 'yuebao-transferTime' } }}
        />
        <TextInput
          source="rate"
          label={field('rate')}
          validate={rateError}
          isRequired
          helperText="money.yuebao.hints.rate"
          slotProps={{ htmlInput: { 'data-testid': 'yuebao-rate' } }}
        />
        <TextInput
          source="secondaryRate"
          label={field('secondaryRate')}
          validate={rateError}
          isRequired
          helperText="money.yuebao.hints.rate"
          slotProps={{ htmlInput: { 'data-testid': 'yuebao-secondaryRate' } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <BooleanInput source="autoTransfer" label={field('autoTransfer')} helperText="money.yuebao.hints.autoTransfer" />
        </Box>
      </Box>
    </FormDialog>
  );
}

function TierActions({ record, canWrite, onEdit }: { record: YuebaoTier; canWrite: boolean; onEdit(): void }) {
  const translate = useTranslate();
  const calls = useYuebaoTierCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  const next = !record.enabled;
  const action = translate(next ? 'money.yuebao.enable' : 'money.yuebao.disable');
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Button size="small" disabled={!canWrite} onClick={onEdit} data-testid={`yuebao-edit-${record.id}`}>
        {translate('money.yuebao.edit')}
      </Button>
      <ConfirmActionButton
        label={next ? 'money.yuebao.enable' : 'money.yuebao.disable'}
        title={next ? 'money.yuebao.enable' : 'money.yuebao.disable'}
        disabled={!canWrite}
        content="money.yuebao.confirmStatus"
        translateOptions={{ action, amount: formatPaise(record.minAmount) }}
        color={next ? 'success' : 'warning'}
        data-testid={`yuebao-status-${record.id}`}
        onConfirm={async () => {
          const answer = await calls.status({ id: record.id, enabled: next });
          notify('money.yuebao.statusChanged', { type: 'info', messageArgs: { action, day: answer.effectiveFrom } });
          refresh();
        }}
      />
    </Box>
  );
}

/** When the latest terms start on a coming day: a chip, with today's terms in its tooltip. */
function FromCell({ tier }: { tier: YuebaoTier }) {
  const translate = useTranslate();
  if (!tier.pending) return <>{tier.effectiveFrom}</>;
  const label = tier.startsTomorrow
    ? translate('money.yuebao.startsTomorrow')
    : translate('money.yuebao.pendingFrom', { day: tier.effectiveFrom });
  const today = tier.today
    ? translate('money.yuebao.todayTerms', {
        rate: `${formatPaise(tier.today.minAmount)} · ${formatPpm(tier.today.ratePpm)} / ${formatPpm(tier.today.secondaryRatePpm)}`,
        state: translate(tier.today.enabled ? 'money.yuebao.enabled' : 'money.yuebao.disabled'),
      })
    : label;
  return (
    <Tooltip title={today}>
      <Chip size="small" color="info" variant="outlined" label={label} data-testid={`yuebao-pending-${tier.id}`} />
    </Tooltip>
  );
}

/**
 * balanceSet: the Yue Bao tiers (minimum amount, daily and secondary rate, auto-transfer and its
 * time). Saving or switching a tier writes its terms for the next Bombay day; the list shows the
 * latest terms and marks those still to come.
 */
export default function YuebaoTierScreen() {
  const translate = useTranslate();
  const canWrite = useCanWrite('money_management/balance/balanceSet', ['admin']);
  const [editing, setEditing] = useState<{ record?: YuebaoTier } | null>(null);
  return (
    <ResourceContextProvider value="yuebaoTier">
      <Stack spacing={2} data-testid="yuebao-tier-screen">
        <List
          title="money.menu.balanceSet"
          storeKey="money.yuebao.tiers"
          perPage={50}
          disableSyncWithLocation
          exporter={false}
          empty={false}
          pagination={false}
          filters={[<SelectInput key="enabled" source="enabled" label={field('status')} choices={ENABLED} alwaysOn />]}
          actions={
            <TopToolbar>
              <ColumnsButton storeKey="money.yuebao.tiers.columns" />
              <Button startIcon={<AddIcon />} disabled={!canWrite} data-testid="yuebao-add" onClick={() => setEditing({})}>
                {translate('money.yuebao.add')}
              </Button>
            </TopToolbar>
          }
        >
          <DataTable<YuebaoTier> bulkActionButtons={false} rowClick={false} storeKey="money.yuebao.tiers.columns" hiddenColumns={['id']}>
            <DataTable.Col source="id" label={field('id')} disableSort />
            <DataTable.Col source="minAmount" label={field('minAmount')} disableSort render={(r: YuebaoTier) => formatPaise(r.minAmount)} />
            <DataTable.Col source="ratePpm" label={field('rate')} disableSort render={(r: YuebaoTier) => formatPpm(r.ratePpm)} />
            <DataTable.Col label={field('annual')} disableSort render={(r: YuebaoTier) => annualPercent(r.ratePpm)} />
            <DataTable.Col
              source="secondaryRatePpm"
              label={field('secondaryRate')}
              disableSort
              render={(r: YuebaoTier) => formatPpm(r.secondaryRatePpm)}
            />
            <DataTable.Col
              source="autoTransfer"
              label={field('autoTransfer')}
              disableSort
              render={(r: YuebaoTier) => translate(r.autoTransfer ? 'money.yuebao.on' : 'money.yuebao.off')}
            />
            <DataTable.Col source="transferTime" label={field('transferTime')} disableSort />
            <DataTable.Col
              source="enabled"
              label={field('status')}
              disableSort
              render={(r: YuebaoTier) => (
                <Chip
                  size="small"
                  color={r.enabled ? 'success' : 'default'}
                  label={translate(r.enabled ? 'money.yuebao.enabled' : 'money.yuebao.disabled')}
                />
              )}
            />
            <DataTable.Col
              source="effectiveFrom"
              label={field('effectiveFrom')}
              disableSort
              render={(r: YuebaoTier) => <FromCell tier={r} />}
            />
            <DataTable.Col
              label="money.yuebao.actions"
              className={ACTIONS_COLUMN}
              render={(r: YuebaoTier) => <TierActions record={r} canWrite={canWrite} onEdit={() => setEditing({ record: r })} />}
            />
          </DataTable>
        </List>
        <Alert severity="info" data-testid="yuebao-rule">
          {translate('money.yuebao.rule')}
        </Alert>
      </Stack>
      {editing && <TierDialog record={editing.record} onClose={() => setEditing(null)} />}
    </ResourceContextProvider>
  );
}

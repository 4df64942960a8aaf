import { useState } from 'react';
import { Box, Button, Chip, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  ColumnsButton,
  List,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  TopToolbar,
  useDataProvider,
  useGetList,
  useRefresh,
  useTranslate,
} from 'react-admin';
import {
  ACTIONS_COLUMN,
  ConfirmActionButton,
  DataTable,
  FormDialog,
  ListPagination,
  formatBombay,
  formatPaise,
  useCanWrite,
  useHostPermissions,
} from '../../../src';
import type { AnswerOf } from '../../../shared/contract';
import type { rebateTemplateContracts } from '../shared/rebateTemplateContract';
import { useRebateTemplateCalls, type RebateTemplateRecord } from './templateCalls';
import {
  ALL_GAMES,
  VIP_LEVELS,
  capError,
  hundredths,
  multipleError,
  payloadOf,
  rateError,
  rateRange,
  requiredError,
  valuesOf,
  type TemplateValues,
} from './templateForm';

const STATUSES = [0, 1].map((id) => ({ id, name: `money.rebate.template.statuses.${id}` }));
const LEVELS = Array.from({ length: VIP_LEVELS }, (_, level) => level);

/** The games a template may name, with "all games" first. */
function useGameChoices() {
  const translate = useTranslate();
  const { data = [] } = useGetList<AnswerOf<typeof rebateTemplateContracts.games>['list'][number]>('rebateTemplateGame', {
    pagination: { page: 1, perPage: 500 },
  });
  return [{ id: ALL_GAMES, name: translate('money.rebate.template.allGames') }, ...data.map((g) => ({ id: String(g.id), name: g.name }))];
}

function TemplateDialog({ record, onClose }: { record?: RebateTemplateRecord; onClose(): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const games = useGameChoices();
  const save = async (values: TemplateValues) => {
    const data = payloadOf(values, record);
    if (record) await dataProvider.update('rebateTemplate', { id: record.id, data, previousData: record });
    else await dataProvider.create('rebateTemplate', { data });
  };
  return (
    <FormDialog<TemplateValues>
      title={record ? 'money.rebate.template.edit' : 'money.rebate.template.add'}
      record={record}
      resource="rebateTemplate"
      defaultValues={valuesOf(record)}
      success="money.rebate.template.saved"
      saveTestId="template-save"
      maxWidth="md"
      onClose={onClose}
      onDone={refresh}
      onSubmit={save}
    >
      <Box data-testid="template-dialog" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput
          source="name"
          label="money.rebate.template.fields.name"
          validate={requiredError}
          isRequired
          slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'template-name' } }}
        />
        <SelectInput
          source="game"
          label="money.rebate.template.fields.game"
          choices={games}
          isRequired
          translateChoice={false}
          data-testid="template-game"
        />
        <TextInput
          source="multiple"
          label="money.rebate.template.fields.multiple"
          validate={multipleError}
          helperText="money.rebate.template.help.multiple"
          slotProps={{ htmlInput: { 'data-testid': 'template-multiple' } }}
        />
        <TextInput
          source="cap"
          label="money.rebate.template.fields.cap"
          validate={capError}
          helperText="money.rebate.template.help.cap"
          slotProps={{ htmlInput: { 'data-testid': 'template-cap' } }}
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('money.rebate.template.fields.rates')}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)', md: 'repeat(6, 1fr)' } }}>
        {LEVELS.map((level) => (
          <TextInput
            key={level}
            source={`rates.${level}`}
            label={translate('money.rebate.template.fields.level', { level })}
            validate={rateError}
            helperText={false}
            slotProps={{ htmlInput: { 'data-testid': `template-rate-${level}`, inputMode: 'decimal' } }}
          />
        ))}
      </Box>
    </FormDialog>
  );
}

function TemplateActions({ record, canWrite, onEdit }: { record: RebateTemplateRecord; canWrite: boolean; onEdit(): void }) {
  const translate = useTranslate();
  const calls = useRebateTemplateCalls();
  const refresh = useRefresh();
  const permissions = useHostPermissions();
  // A franchisee reads the platform-wide templates but keeps only its own (the server refuses the rest).
  const mine = canWrite && (permissions?.role === 'admin' || record.franchiseeId !== null);
  const next = record.status === 0 ? 1 : 0;
  const action = translate(next ? 'money.rebate.template.disable' : 'money.rebate.template.enable');
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Button size="small" disabled={!mine} onClick={onEdit} data-testid={`template-edit-${record.id}`}>
        {translate('money.rebate.template.edit')}
      </Button>
      <ConfirmActionButton
        label={next ? 'money.rebate.template.disable' : 'money.rebate.template.enable'}
        title={next ? 'money.rebate.template.disable' : 'money.rebate.template.enable'}
        disabled={!mine}
        content="money.rebate.template.confirmStatus"
        translateOptions={{ action, name: record.name }}
        color={next ? 'warning' : 'success'}
        data-testid={`template-status-${record.id}`}
        onConfirm={async () => {
          await calls.status({ id: record.id, status: next });
          refresh();
        }}
      />
    </Box>
  );
}

/** promotion_settings: the member rebate templates the daily rebate job pays by (rate per VIP level, audit multiple, daily cap). */
export default function RebateTemplateScreen() {
  const translate = useTranslate();
  const canWrite = useCanWrite('money_management/fan_yong/promotion_settings', ['admin', 'franchisee']);
  const games = useGameChoices();
  const [editing, setEditing] = useState<{ record?: RebateTemplateRecord } | null>(null);
  const levels = (r: RebateTemplateRecord) => LEVELS.map((level) => `VIP${level} ${hundredths(r.rates[level] ?? 0)}%`).join(' · ');
  return (
    <ResourceContextProvider value="rebateTemplate">
      <Box data-testid="template-screen">
        <List
          title="money.menu.promotion_settings"
          storeKey="money.rebateTemplate"
          perPage={20}
          disableSyncWithLocation
          exporter={false}
          empty={false}
          sort={{ field: 'id', order: 'ASC' }}
          pagination={<ListPagination />}
          filters={[
            <SelectInput
              key="gameId"
              source="gameId"
              label="money.rebate.template.fields.game"
              choices={games.slice(1)}
              translateChoice={false}
              alwaysOn
            />,
            <SelectInput key="status" source="status" label="money.rebate.template.fields.status" choices={STATUSES} alwaysOn />,
          ]}
          actions={
            <TopToolbar>
              <ColumnsButton storeKey="money.rebateTemplate.columns" />
              <Button startIcon={<AddIcon />} disabled={!canWrite} data-testid="template-add" onClick={() => setEditing({})}>
                {translate('money.rebate.template.add')}
              </Button>
            </TopToolbar>
          }
        >
          <DataTable<RebateTemplateRecord>
            bulkActionButtons={false}
            rowClick={false}
            storeKey="money.rebateTemplate.columns"
            hiddenColumns={['updatedAt']}
          >
            <DataTable.Col source="id" label="money.rebate.template.fields.id" />
            <DataTable.Col source="name" label="money.rebate.template.fields.name" disableSort />
            <DataTable.Col
              source="gameId"
              label="money.rebate.template.fields.game"
              disableSort
              render={(r: RebateTemplateRecord) => r.gameName ?? translate('money.rebate.template.allGames')}
            />
            <DataTable.Col
              source="rates"
              label="money.rebate.template.fields.rates"
              disableSort
              render={(r: RebateTemplateRecord) => (
                <Tooltip title={levels(r)}>
                  <span data-testid={`template-rates-${r.id}`}>{rateRange(r.rates)}</span>
                </Tooltip>
              )}
            />
            <DataTable.Col
              source="auditMultipleX100"
              label="money.rebate.template.fields.multiple"
              disableSort
              render={(r: RebateTemplateRecord) => `×${hundredths(r.auditMultipleX100)}`}
            />
            <DataTable.Col
              source="dailyCap"
              label="money.rebate.template.fields.cap"
              disableSort
              render={(r: RebateTemplateRecord) => (r.dailyCap ? formatPaise(r.dailyCap) : translate('money.rebate.template.noCap'))}
            />
            <DataTable.Col
              source="franchiseeId"
              label="money.rebate.template.fields.scope"
              disableSort
              render={(r: RebateTemplateRecord) =>
                r.franchiseeId === null ? translate('money.rebate.template.platform') : `#${r.franchiseeId}`
              }
            />
            <DataTable.Col
              source="status"
              label="money.rebate.template.fields.status"
              disableSort
              render={(r: RebateTemplateRecord) => (
                <Chip
                  size="small"
                  color={r.status === 0 ? 'success' : 'default'}
                  label={translate(`money.rebate.template.statuses.${r.status}`)}
                />
              )}
            />
            <DataTable.Col
              source="updatedAt"
              label="money.rebate.template.fields.updatedAt"
              render={(r: RebateTemplateRecord) => formatBombay(r.updatedAt)}
            />
            <DataTable.Col
              label="money.rebate.template.fields.actions"
              className={ACTIONS_COLUMN}
              render={(r: RebateTemplateRecord) => (
                <TemplateActions record={r} canWrite={canWrite} onEdit={() => setEditing({ record: r })} />
              )}
            />
          </DataTable>
        </List>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('money.rebate.template.help.job')}
        </Typography>
      </Box>
      {editing && <TemplateDialog record={editing.record} onClose={() => setEditing(null)} />}
    </ResourceContextProvider>
  );
}

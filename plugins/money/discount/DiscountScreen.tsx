import { useState } from 'react';
import { Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  ColumnsButton,
  List,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  TopToolbar,
  useDataProvider,
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
  parseRupeesToPaise,
  useCanWrite,
  useHostPermissions,
} from '../../../src';
import { useRechargeDiscountCalls, type BonusAnswer } from './discountCalls';
import {
  amountError,
  multipleError,
  payloadOf,
  rateError,
  requiredError,
  tierError,
  valuesOf,
  type DiscountRecord,
  type DiscountValues,
} from './discountForm';

// Input-level only: react-admin ignores input validators when the form has its own validate.
const maxAmountError = (value: string | undefined, all: Partial<DiscountValues>) => amountError(value) ?? tierError(all).maxAmount;
const KINDS = ['first', 'daily', 'every'].map((id) => ({ id, name: `money.discount.kinds.${id}` }));
const STATUSES = [0, 1].map((id) => ({ id, name: `money.discount.statuses.${id}` }));
const pct = (x100: number) => `${(x100 / 100).toFixed(2).replace(/\.?0+$/, '')}`;

function RuleDialog({ record, onClose }: { record?: DiscountRecord; onClose(): void }) {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const save = async (values: DiscountValues) => {
    const data = payloadOf(values, record?.id);
    if (record)
      await dataProvider.update('rechargeDiscount', {
        id: record.id,
        data: { ...data, franchiseeId: record.franchiseeId },
        previousData: record,
      });
    else await dataProvider.create('rechargeDiscount', { data });
  };
  return (
    <FormDialog<DiscountValues>
      title={record ? 'money.discount.edit' : 'money.discount.add'}
      record={record}
      resource="rechargeDiscount"
      defaultValues={valuesOf(record)}
      success="money.discount.saved"
      saveTestId="discount-save"
      onClose={onClose}
      onDone={refresh}
      onSubmit={save}
    >
      <Box data-testid="discount-dialog" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput
          source="name"
          label="money.discount.fields.name"
          validate={requiredError}
          isRequired
          slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'discount-name' } }}
        />
        <SelectInput source="kind" label="money.discount.fields.kind" choices={KINDS} isRequired />
        <TextInput
          source="minAmount"
          label="money.discount.fields.minAmount"
          validate={amountError}
          slotProps={{ htmlInput: { 'data-testid': 'discount-minAmount' } }}
        />
        <TextInput
          source="maxAmount"
          label="money.discount.fields.maxAmount"
          validate={maxAmountError}
          slotProps={{ htmlInput: { 'data-testid': 'discount-maxAmount' } }}
        />
        <TextInput
          source="rate"
          label="money.discount.fields.rate"
          validate={rateError}
          slotProps={{ htmlInput: { 'data-testid': 'discount-rate' } }}
        />
        <TextInput
          source="cap"
          label="money.discount.fields.cap"
          validate={amountError}
          slotProps={{ htmlInput: { 'data-testid': 'discount-cap' } }}
        />
        <TextInput
          source="multiple"
          label="money.discount.fields.multiple"
          validate={multipleError}
          slotProps={{ htmlInput: { 'data-testid': 'discount-multiple' } }}
        />
        <TextInput source="sort" label="money.discount.fields.sort" />
      </Box>
    </FormDialog>
  );
}

/** What a deposit of the typed amount gets now, for a first deposit, a first of the day and a later one. */
function Preview() {
  const translate = useTranslate();
  const calls = useRechargeDiscountCalls();
  const [amount, setAmount] = useState('');
  const [answer, setAnswer] = useState<Record<'first' | 'daily' | 'again', BonusAnswer | null> | null>(null);
  const paise = parseRupeesToPaise(amount);
  const show = (b: BonusAnswer | null) =>
    b
      ? translate('money.discount.preview.bonus', { bonus: formatPaise(b.bonus), multiple: pct(b.turnoverMultipleX100) })
      : translate('money.discount.preview.none');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="discount-preview">
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate('money.discount.preview.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label={translate('money.discount.preview.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amount !== '' && (paise === null || paise <= 0)}
          slotProps={{ htmlInput: { 'data-testid': 'discount-preview-amount' } }}
        />
        <Button
          variant="outlined"
          disabled={paise === null || paise <= 0}
          onClick={() =>
            calls
              .preview({ amount: paise as number })
              .then(setAnswer)
              .catch(() => undefined)
          }
          data-testid="discount-preview-run"
        >
          {translate('money.discount.preview.run')}
        </Button>
        {answer &&
          (['first', 'daily', 'again'] as const).map((k) => (
            <Typography key={k} variant="body2" data-testid={`discount-preview-${k}`}>
              <b>{translate(`money.discount.preview.${k}`)}</b>: {show(answer[k])}
            </Typography>
          ))}
      </Stack>
    </Paper>
  );
}

function RuleActions({ record, canWrite, onEdit }: { record: DiscountRecord; canWrite: boolean; onEdit(): void }) {
  const translate = useTranslate();
  const calls = useRechargeDiscountCalls();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const permissions = useHostPermissions();
  // A franchisee reads the platform-wide rules but keeps only its own (the server refuses the rest).
  const mine = canWrite && (permissions?.role === 'admin' || record.franchiseeId !== null);
  const next = record.status === 0 ? 1 : 0;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Button size="small" disabled={!mine} onClick={onEdit} data-testid={`discount-edit-${record.id}`}>
        {translate('money.discount.edit')}
      </Button>
      <ConfirmActionButton
        label={next ? 'money.discount.disable' : 'money.discount.enable'}
        title={next ? 'money.discount.disable' : 'money.discount.enable'}
        disabled={!mine}
        content="money.discount.confirmStatus"
        translateOptions={{ action: translate(next ? 'money.discount.disable' : 'money.discount.enable'), name: record.name }}
        color={next ? 'warning' : 'success'}
        data-testid={`discount-status-${record.id}`}
        onConfirm={async () => {
          await calls.status({ id: record.id, status: next });
          refresh();
        }}
      />
      <ConfirmActionButton
        label="money.discount.delete"
        title="money.discount.delete"
        content="money.discount.confirmDelete"
        translateOptions={{ name: record.name }}
        color="error"
        disabled={!mine}
        data-testid={`discount-delete-${record.id}`}
        onConfirm={async () => {
          await dataProvider.delete('rechargeDiscount', { id: record.id, previousData: record });
          refresh();
        }}
      />
    </Box>
  );
}

/** recharge_discount: deposit bonus rules (tiers, first deposit / daily / every, %, cap, turnover multiple), applied when a deposit is approved. */
export default function DiscountScreen() {
  const translate = useTranslate();
  const canWrite = useCanWrite('money_management/recharge_discount', ['admin', 'franchisee']);
  const [editing, setEditing] = useState<{ record?: DiscountRecord } | null>(null);
  return (
    <ResourceContextProvider value="rechargeDiscount">
      <Stack spacing={2} data-testid="discount-screen">
        <List
          title="money.menu.recharge_discount"
          storeKey="money.discount"
          perPage={20}
          disableSyncWithLocation
          exporter={false}
          empty={false}
          sort={{ field: 'sort', order: 'ASC' }}
          pagination={<ListPagination />}
          filters={[
            <SelectInput key="kind" source="kind" label="money.discount.fields.kind" choices={KINDS} alwaysOn />,
            <SelectInput key="status" source="status" label="money.discount.fields.status" choices={STATUSES} alwaysOn />,
          ]}
          actions={
            <TopToolbar>
              <ColumnsButton storeKey="money.discount.columns" />
              <Button startIcon={<AddIcon />} disabled={!canWrite} data-testid="discount-add" onClick={() => setEditing({})}>
                {translate('money.discount.add')}
              </Button>
            </TopToolbar>
          }
        >
          {/* Multiple, sort and last update are one click away in the column chooser, so the default set fits 1440 px. */}
          <DataTable<DiscountRecord>
            bulkActionButtons={false}
            rowClick={false}
            storeKey="money.discount.columns"
            hiddenColumns={['turnoverMultipleX100', 'sort', 'updatedAt']}
          >
            <DataTable.Col source="id" label="money.discount.fields.id" />
            <DataTable.Col source="name" label="money.discount.fields.name" disableSort />
            <DataTable.Col
              source="kind"
              label="money.discount.fields.kind"
              disableSort
              render={(r: DiscountRecord) => translate(`money.discount.kinds.${r.kind}`)}
            />
            <DataTable.Col
              label="money.discount.fields.tier"
              disableSort
              render={(r: DiscountRecord) => `${formatPaise(r.minAmount)} – ${r.maxAmount ? formatPaise(r.maxAmount) : '∞'}`}
            />
            <DataTable.Col
              source="rateBps"
              label="money.discount.fields.rate"
              disableSort
              render={(r: DiscountRecord) => `${pct(r.rateBps)}%`}
            />
            <DataTable.Col
              source="cap"
              label="money.discount.fields.cap"
              disableSort
              render={(r: DiscountRecord) => (r.cap ? formatPaise(r.cap) : '∞')}
            />
            <DataTable.Col
              source="turnoverMultipleX100"
              label="money.discount.fields.multiple"
              disableSort
              render={(r: DiscountRecord) => `×${pct(r.turnoverMultipleX100)}`}
            />
            <DataTable.Col
              source="franchiseeId"
              label="money.discount.fields.scope"
              disableSort
              render={(r: DiscountRecord) => (r.franchiseeId === null ? translate('money.discount.platform') : `#${r.franchiseeId}`)}
            />
            <DataTable.Col source="sort" label="money.discount.fields.sort" />
            <DataTable.Col
              source="status"
              label="money.discount.fields.status"
              disableSort
              render={(r: DiscountRecord) => (
                <Chip
                  size="small"
                  color={r.status === 0 ? 'success' : 'default'}
                  label={translate(`money.discount.statuses.${r.status}`)}
                />
              )}
            />
            <DataTable.Col
              source="updatedAt"
              label="money.discount.fields.updatedAt"
              disableSort
              render={(r: DiscountRecord) => formatBombay(r.updatedAt)}
            />
            <DataTable.Col
              label="money.discount.actions"
              className={ACTIONS_COLUMN}
              render={(r: DiscountRecord) => <RuleActions record={r} canWrite={canWrite} onEdit={() => setEditing({ record: r })} />}
            />
          </DataTable>
        </List>
        <Preview />
      </Stack>
      {editing && <RuleDialog record={editing.record} onClose={() => setEditing(null)} />}
    </ResourceContextProvider>
  );
}

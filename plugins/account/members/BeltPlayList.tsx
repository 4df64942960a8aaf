import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { List, SelectInput, TextInput, TopToolbar, required, useGetList, useRefresh, useTranslate } from 'react-admin';
import {
  ACTIONS_COLUMN,
  BombayDateField,
  ConfirmActionButton,
  DataTable,
  formatPaise,
  FormDialog,
  ListPagination,
  MoneyField,
  parseRupeesToPaise,
  useIdempotencyKey,
} from '../../../src';
import { useBeltPlayCalls, type MemberRecord } from './memberCalls';
import { asTyped, indianPhone } from './memberValidation';

const filters = [<TextInput key="username" source="username" label="account.members.columns.username" alwaysOn resettable />];

const usernameLength = (value: unknown) => {
  const length = typeof value === 'string' ? value.trim().length : 0;
  return length < 3 || length > 16 ? 'account.members.beltPlay.length3to16' : undefined;
};

const positiveRupees = (value: unknown) => {
  const paise = parseRupeesToPaise(typeof value === 'string' ? value : '');
  return paise === null || paise <= 0 ? 'account.members.amountInvalid' : undefined;
};

interface CreateValues {
  username: string;
  nickname: string;
  phone: string;
  stationId: number | '';
}

function CreateDialog({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const calls = useBeltPlayCalls();
  // The stations in scope (one for a franchisee with a single site, which is then preselected).
  const { data: stations, isPending } = useGetList('stationChoice', {
    pagination: { page: 1, perPage: 30 },
    sort: { field: '', order: 'ASC' },
  });
  const sole = stations?.length === 1 ? stations[0].id : '';
  return (
    <FormDialog<CreateValues>
      title="account.members.beltPlay.create"
      defaultValues={{ username: '', nickname: '', phone: '', stationId: sole }}
      loading={isPending}
      success="account.members.saved"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) =>
        calls.create({
          username: values.username,
          nickname: values.nickname ?? '',
          phone: values.phone || undefined,
          stationId: Number(values.stationId),
        })
      }
    >
      <TextInput source="username" label="account.members.columns.username" parse={asTyped} validate={usernameLength} />
      <TextInput source="nickname" label="account.members.columns.nickname" parse={asTyped} />
      <TextInput source="phone" label="account.members.columns.phone" parse={asTyped} validate={indianPhone} />
      <SelectInput
        source="stationId"
        label="account.members.beltPlay.station"
        choices={stations ?? []}
        optionText="name"
        validate={required()}
      />
    </FormDialog>
  );
}

export function AmountDialog({
  record,
  direction,
  onClose,
  onDone,
}: {
  record: MemberRecord;
  direction: 'deposit' | 'reduce';
  onClose(): void;
  onDone(): void;
}) {
  const translate = useTranslate();
  const calls = useBeltPlayCalls();
  // One key per dialog: a retry after a lost answer replays instead of moving the money twice.
  const { key } = useIdempotencyKey();
  return (
    <FormDialog<{ amount: string; remark: string }>
      title={`account.members.beltPlay.${direction}`}
      record={record}
      resource="beltPlayMember"
      defaultValues={{ amount: '', remark: '' }}
      success="account.members.saved"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) =>
        calls[direction](
          { id: record.id, amount: parseRupeesToPaise(values.amount) as number, remark: values.remark || undefined },
          { idempotencyKey: key },
        )
      }
    >
      <TextField
        disabled
        label={translate('account.members.columns.balance')}
        value={`${record.username} · ${formatPaise(record.balance)}`}
      />
      <TextInput source="amount" label="account.members.beltPlay.amount" parse={asTyped} validate={positiveRupees} />
      <TextInput source="remark" label="account.members.beltPlay.remark" parse={asTyped} slotProps={{ htmlInput: { maxLength: 255 } }} />
    </FormDialog>
  );
}

/** vip / beltPlay: internal play-along accounts (flagged internal, out of every report and KPI); money only through the ledger. */
export default function BeltPlayList() {
  const translate = useTranslate();
  const calls = useBeltPlayCalls();
  const refresh = useRefresh();
  const [creating, setCreating] = useState(false);
  const [amount, setAmount] = useState<{ record: MemberRecord; direction: 'deposit' | 'reduce' } | null>(null);
  return (
    <Box data-testid="belt-play-list">
      <List
        resource="beltPlayMember"
        title="account.menu.beltPlay"
        perPage={20}
        sort={{ field: 'id', order: 'DESC' }}
        filters={filters}
        exporter={false}
        pagination={<ListPagination />}
        actions={
          <TopToolbar>
            <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {translate('account.members.beltPlay.create')}
            </Button>
          </TopToolbar>
        }
      >
        <DataTable<MemberRecord> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" label="account.members.columns.id" />
          <DataTable.Col source="username" label="account.members.columns.username" />
          <DataTable.Col source="nickname" label="account.members.columns.nickname" disableSort />
          <DataTable.Col source="phone" label="account.members.columns.phone" disableSort />
          <DataTable.Col source="agentName" label="account.members.columns.agentName" disableSort />
          <DataTable.Col source="balance" label="account.members.columns.balance">
            <MoneyField source="balance" />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label="account.members.columns.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col<MemberRecord>
            label="account.members.actions"
            className={ACTIONS_COLUMN}
            render={(r) => (
              <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => setAmount({ record: r, direction: 'deposit' })}>
                  {translate('account.members.beltPlay.deposit')}
                </Button>
                <Button size="small" onClick={() => setAmount({ record: r, direction: 'reduce' })}>
                  {translate('account.members.beltPlay.reduce')}
                </Button>
                <ConfirmActionButton
                  label={r.status === 1 ? 'account.members.unlock' : 'account.members.lock'}
                  color={r.status === 1 ? 'success' : 'warning'}
                  title={r.status === 1 ? 'account.members.unlockTitle' : 'account.members.lockTitle'}
                  content={r.status === 1 ? 'account.members.unlockContent' : 'account.members.lockContent'}
                  translateOptions={{ username: r.username }}
                  onConfirm={async () => {
                    await calls.update({ id: r.id, status: r.status === 1 ? 0 : 1 });
                    refresh();
                  }}
                />
              </Box>
            )}
          />
        </DataTable>
      </List>
      {creating && <CreateDialog onClose={() => setCreating(false)} onDone={refresh} />}
      {amount && <AmountDialog record={amount.record} direction={amount.direction} onClose={() => setAmount(null)} onDone={refresh} />}
    </Box>
  );
}

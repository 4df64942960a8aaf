import { useEffect, useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, List, TextInput, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { ACTIONS_COLUMN, BombayDateField, ConfirmActionButton, ListPagination, MoneyField } from '../../../src/components/list';
import { newIdempotencyKey } from '../../../dataProvider/idempotency';
import { formatPaise, parseRupeesToPaise } from '../../../src/format';
import { PHONE_PATTERN, useMembersApi, type MemberRecord } from './api';
import { FormDialog } from './FormDialog';

const filters = [<TextInput key="username" source="username" label="account.members.columns.username" alwaysOn resettable />];

function CreateDialog({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const api = useMembersApi();
  const [stations, setStations] = useState<{ id: number; name: string }[]>([]);
  const [form, setForm] = useState({ username: '', nickname: '', phone: '', stationId: '' as number | '' });
  useEffect(() => {
    api.action<{ list: { id: number; name: string }[] }>('beltPlayMember', 'stations', { pageIndex: 1, pageSize: 30 }).then((a) => {
      setStations(a.list);
      if (a.list.length === 1) setForm((f) => ({ ...f, stationId: a.list[0].id }));
    }).catch(() => undefined);
  }, [api]);
  const usernameError = form.username.trim().length < 3 || form.username.trim().length > 16 ? translate('account.members.beltPlay.length3to16') : '';
  const phoneError = form.phone && !PHONE_PATTERN.test(form.phone.trim()) ? translate('account.members.phoneInvalid') : '';
  return (
    <FormDialog title="account.members.beltPlay.create" valid={!usernameError && !phoneError && form.stationId !== ''} onClose={onClose} onDone={onDone}
      onSave={() => api.action('beltPlayMember', 'create', { ...form, phone: form.phone || undefined })}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField size="small" label={translate('account.members.columns.username')} value={form.username} error={form.username !== '' && !!usernameError}
          helperText={form.username !== '' ? usernameError : ''} onChange={(e) => setForm({ ...form, username: e.target.value })} />
        <TextField size="small" label={translate('account.members.columns.nickname')} value={form.nickname} onChange={(e) => setForm({ ...form, nickname: e.target.value })} />
        <TextField size="small" label={translate('account.members.columns.phone')} value={form.phone} error={!!phoneError} helperText={phoneError}
          onChange={(e) => setForm({ ...form, phone: e.target.value })} />
        <TextField size="small" select label={translate('account.members.beltPlay.station')} value={form.stationId}
          onChange={(e) => setForm({ ...form, stationId: Number(e.target.value) })}>
          {stations.map((s) => <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>)}
        </TextField>
      </Stack>
    </FormDialog>
  );
}

function AmountDialog({ record, direction, onClose, onDone }: { record: MemberRecord; direction: 'deposit' | 'reduce'; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const api = useMembersApi();
  const [text, setText] = useState('');
  const [remark, setRemark] = useState('');
  // One key per dialog: a retry after a lost answer replays instead of moving the money twice.
  const [key] = useState(newIdempotencyKey);
  const paise = parseRupeesToPaise(text);
  return (
    <FormDialog title={`account.members.beltPlay.${direction}`} valid={paise !== null && paise > 0} onClose={onClose} onDone={onDone}
      onSave={() => api.action('beltPlayMember', direction, { id: record.id, amount: paise, remark: remark || undefined }, { idempotencyKey: key })}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField size="small" disabled label={translate('account.members.columns.balance')} value={`${record.username} · ${formatPaise(record.balance)}`} />
        <TextField size="small" label={translate('account.members.beltPlay.amount')} value={text} error={text !== '' && (paise === null || paise <= 0)}
          helperText={text !== '' && (paise === null || paise <= 0) ? translate('account.members.amountInvalid') : ''} onChange={(e) => setText(e.target.value)} />
        <TextField size="small" label={translate('account.members.beltPlay.remark')} value={remark} slotProps={{ htmlInput: { maxLength: 255 } }}
          onChange={(e) => setRemark(e.target.value)} />
      </Stack>
    </FormDialog>
  );
}

/** vip / beltPlay: internal play-along accounts (flagged internal, out of every report and KPI); money only through the ledger. */
export default function BeltPlayList() {
  const translate = useTranslate();
  const api = useMembersApi();
  const refresh = useRefresh();
  const [creating, setCreating] = useState(false);
  const [amount, setAmount] = useState<{ record: MemberRecord; direction: 'deposit' | 'reduce' } | null>(null);
  return (
    <Box data-testid="belt-play-list">
      <List resource="beltPlayMember" title="account.menu.beltPlay" perPage={20} sort={{ field: 'id', order: 'DESC' }} filters={filters} exporter={false}
        pagination={<ListPagination />}
        actions={<TopToolbar><Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>{translate('account.members.beltPlay.create')}</Button></TopToolbar>}>
        <DataTable<MemberRecord> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" label="account.members.columns.id" />
          <DataTable.Col source="username" label="account.members.columns.username" />
          <DataTable.Col source="nickname" label="account.members.columns.nickname" disableSort />
          <DataTable.Col source="phone" label="account.members.columns.phone" disableSort />
          <DataTable.Col source="agentName" label="account.members.columns.agentName" disableSort />
          <DataTable.Col source="balance" label="account.members.columns.balance"><MoneyField source="balance" /></DataTable.Col>
          <DataTable.Col source="createdAt" label="account.members.columns.createdAt"><BombayDateField source="createdAt" /></DataTable.Col>
          <DataTable.Col<MemberRecord>
            label="account.members.actions" className={ACTIONS_COLUMN}
            render={(r) => (
              <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => setAmount({ record: r, direction: 'deposit' })}>{translate('account.members.beltPlay.deposit')}</Button>
                <Button size="small" onClick={() => setAmount({ record: r, direction: 'reduce' })}>{translate('account.members.beltPlay.reduce')}</Button>
                <ConfirmActionButton
                  label={r.status === 1 ? 'account.members.unlock' : 'account.members.lock'}
                  color={r.status === 1 ? 'success' : 'warning'}
                  title={r.status === 1 ? 'account.members.unlockTitle' : 'account.members.lockTitle'}
                  content={r.status === 1 ? 'account.members.unlockContent' : 'account.members.lockContent'}
                  translateOptions={{ username: r.username }}
                  onConfirm={async () => {
                    await api.action('beltPlayMember', 'update', { id: r.id, status: r.status === 1 ? 0 : 1 });
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

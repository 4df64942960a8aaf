import { useMemo, useState } from 'react';
import {
  Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { hashPassword } from '../../../../authProvider';
import { GuardedButton } from '../../../../src';
import { useStaffCalls } from '../staffCalls';

export interface StaffUserRecord {
  id: number;
  username: string;
  type: number;
  roleId: number;
  franchiseeId: number | null;
  stationId: number | null;
  agentId: number | null;
  agentName: string | null;
  ipWhitelist: string;
  language: number;
  status: number;
}

interface StationOption { id: number; name: string; franchiseeId: number; franchiseeName: string }
interface AgentOption { id: number; username: string }

const lengthOk = (text: string) => text.trim().length >= 3 && text.trim().length <= 16;

/** Creates (no record) or edits a staff account: type, role, organisation link, IP whitelist. */
export function StaffUserDialog({ record, onClose }: { record: StaffUserRecord | null; onClose(): void }) {
  const api = useStaffCalls();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<{ role: string }>();
  const isAdmin = permissions?.role === 'admin';

  const [username, setUsername] = useState(record?.username ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // Until chosen, the type follows the caller: permissions arrive after the first render.
  const [chosenType, setType] = useState<number | null>(record?.type ?? null);
  const type = chosenType ?? (isAdmin ? 0 : 1);
  const [roleId, setRoleId] = useState<number | ''>(record?.roleId ?? '');
  const [franchiseeId, setFranchiseeId] = useState<number | ''>(record?.franchiseeId ?? '');
  const [stationId, setStationId] = useState<number | ''>(record?.stationId ?? '');
  const [agent, setAgent] = useState<AgentOption | null>(record?.agentId ? { id: record.agentId, username: record.agentName ?? String(record.agentId) } : null);
  const [agentSearch, setAgentSearch] = useState('');
  const [ipWhitelist, setIpWhitelist] = useState(record?.ipWhitelist ?? '');
  const [language, setLanguage] = useState<number>(record?.language ?? 1);
  const [touched, setTouched] = useState(false);

  const roles = useQuery({ queryKey: ['staffUser', 'roleOptions'], queryFn: () => api.action<{ id: number; name: string }[]>('staffUser', 'roleOptions') });
  const stations = useQuery({
    queryKey: ['staffUser', 'stations'],
    queryFn: () => api.action<{ list: StationOption[] }>('staffUser', 'stations', { pageIndex: 1, pageSize: 100 }),
  });
  const agents = useQuery({
    queryKey: ['staffUser', 'agents', agentSearch],
    queryFn: () => api.action<{ list: AgentOption[] }>('staffUser', 'agents', { pageIndex: 1, pageSize: 20, usernameKeyword: agentSearch }),
    enabled: type === 2,
  });

  const franchisees = useMemo(() => {
    const seen = new Map<number, string>();
    for (const s of stations.data?.list ?? []) seen.set(s.franchiseeId, s.franchiseeName);
    return [...seen].map(([id, name]) => ({ id, name }));
  }, [stations.data]);
  const stationChoices = (stations.data?.list ?? []).filter((s) => s.franchiseeId === franchiseeId);

  const errors = {
    username: !record && !lengthOk(username),
    password: !record && !lengthOk(password),
    confirm: !record && password !== confirm,
    roleId: roleId === '',
    franchiseeId: type === 1 && isAdmin && franchiseeId === '',
    agent: type === 2 && !agent,
  };
  const invalid = Object.values(errors).some(Boolean);

  const save = async () => {
    setTouched(true);
    if (invalid) return;
    const links = {
      type,
      roleId,
      franchiseeId: type === 1 && franchiseeId !== '' ? franchiseeId : undefined,
      stationId: type === 1 && stationId !== '' ? stationId : undefined,
      agentId: type === 2 ? agent?.id : undefined,
      ipWhitelist,
      language,
    };
    try {
      if (record) await api.update('staffUser', { id: record.id, data: links, previousData: record });
      else await api.create('staffUser', { data: { ...links, username: username.trim(), password: hashPassword(password) } });
      notify('account.staff.saved', { type: 'success' });
      refresh();
      onClose();
    } catch {
      // toasted by the http layer
    }
  };

  const show = (bad: boolean, message: string) => ({ error: touched && bad, helperText: touched && bad ? translate(message) : ' ' });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="staff-user-dialog">
      <DialogTitle>{translate(record ? 'account.staff.users.edit' : 'account.staff.users.create')}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth margin="dense" required disabled={Boolean(record)} label={translate('account.staff.users.username')} value={username}
          onChange={(e) => setUsername(e.target.value)} {...show(errors.username, 'account.staff.v.len3_16')}
          slotProps={{ htmlInput: { 'data-testid': 'staff-username', maxLength: 16 } }}
        />
        {!record && (
          <>
            <TextField
              fullWidth margin="dense" required type="password" autoComplete="new-password" label={translate('account.staff.users.password')} value={password}
              onChange={(e) => setPassword(e.target.value)} {...show(errors.password, 'account.staff.v.len3_16')}
              slotProps={{ htmlInput: { 'data-testid': 'staff-password', maxLength: 16 } }}
            />
            <TextField
              fullWidth margin="dense" required type="password" autoComplete="new-password" label={translate('account.staff.users.confirmPassword')} value={confirm}
              onChange={(e) => setConfirm(e.target.value)} {...show(errors.confirm, 'account.staff.v.mismatch')}
              slotProps={{ htmlInput: { 'data-testid': 'staff-confirm', maxLength: 16 } }}
            />
          </>
        )}
        <TextField select fullWidth margin="dense" label={translate('account.staff.users.type')} value={type} onChange={(e) => setType(Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'staff-type' } }}>
          {(isAdmin ? [0, 1, 2] : [1, 2]).map((t) => <MenuItem key={t} value={t}>{translate(`account.staff.users.types.${t}`)}</MenuItem>)}
        </TextField>
        <TextField select fullWidth margin="dense" required label={translate('account.staff.users.role')} value={roleId}
          onChange={(e) => setRoleId(Number(e.target.value))} {...show(errors.roleId, 'account.staff.v.required')}
          slotProps={{ htmlInput: { 'data-testid': 'staff-role' } }}>
          {(roles.data ?? []).map((r) => <MenuItem key={r.id} value={r.id} data-testid={`staff-role-option-${r.name}`}>{r.name}</MenuItem>)}
        </TextField>
        {type === 1 && isAdmin && (
          <TextField select fullWidth margin="dense" required label={translate('account.staff.franchisee')} value={franchiseeId}
            onChange={(e) => { setFranchiseeId(Number(e.target.value)); setStationId(''); }} {...show(errors.franchiseeId, 'account.staff.v.required')}>
            {franchisees.map((f) => <MenuItem key={f.id} value={f.id}>{f.name}</MenuItem>)}
          </TextField>
        )}
        {type === 1 && (
          <TextField select fullWidth margin="dense" label={translate('account.staff.station')} value={stationId}
            onChange={(e) => setStationId(e.target.value === '' ? '' : Number(e.target.value))} helperText=" ">
            <MenuItem value="">{translate('account.staff.none')}</MenuItem>
            {(isAdmin ? stationChoices : stations.data?.list ?? []).map((s) => <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>)}
          </TextField>
        )}
        {type === 2 && (
          <Autocomplete
            options={agents.data?.list ?? []}
            value={agent}
            onChange={(_e, value) => setAgent(value)}
            onInputChange={(_e, value) => setAgentSearch(value)}
            getOptionLabel={(o) => o.username}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={agents.isFetching}
            renderInput={(params) => <TextField {...params} margin="dense" required label={translate('account.staff.agent')} {...show(errors.agent, 'account.staff.v.required')} />}
          />
        )}
        <TextField select fullWidth margin="dense" label={translate('account.staff.users.language')} value={language} onChange={(e) => setLanguage(Number(e.target.value))}>
          <MenuItem value={1}>中文</MenuItem>
          <MenuItem value={0}>English</MenuItem>
        </TextField>
        <TextField
          fullWidth margin="dense" multiline minRows={2} label={translate('account.staff.ipWhitelist')} value={ipWhitelist}
          onChange={(e) => setIpWhitelist(e.target.value)} helperText={translate('account.staff.ipWhitelistHelp')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <GuardedButton variant="contained" onClick={save} data-testid="staff-save">{translate('ra.action.save')}</GuardedButton>
      </DialogActions>
    </Dialog>
  );
}

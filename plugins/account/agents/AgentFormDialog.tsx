import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hashPassword } from '../../../authProvider';
import { AgentDialog } from './AgentDialog';
import { agentResource, useAgentCalls, type AgentRecord, type AgentType } from './agentCalls';
import { passwordError, phoneError, textError, urlError, usernameError } from './validation';

interface Station {
  id: number;
  name: string;
}

export interface AgentFormDialogProps {
  type: AgentType;
  /** Absent: create a new agent (optionally under `parent`). */
  record?: AgentRecord;
  parent?: AgentRecord;
  onClose(): void;
  onDone(): void;
}

const percentToBps = (text: string) => Math.round(Number(text) * 100);

/** Create or edit an online/offline agent: account and password on create, details always. */
export function AgentFormDialog({ type, record, parent, onClose, onDone }: AgentFormDialogProps) {
  const translate = useTranslate();
  const api = useAgentCalls();
  const creating = record === undefined;
  const [stations, setStations] = useState<Station[]>([]);
  const [form, setForm] = useState({
    username: '',
    password: '',
    stationId: parent ? String(parent.stationId) : '',
    phone: record?.phone ?? '',
    rebate: record ? String(record.rebateBps / 100) : '0',
    promotionSite: record?.promotionSite ?? '',
    promotionLink: record?.promotionLink ?? '',
    remark: record?.remark ?? '',
  });
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!creating || parent) return;
    api
      .call<{ list: Station[] }>('station/api/query/station/list', { pageIndex: 1, pageSize: 100 })
      .then((answer) => setStations(answer.list))
      .catch(() => setStations([]));
  }, [api, creating, parent]);

  const rebateOk = /^\d{1,3}(\.\d{1,2})?$/.test(form.rebate) && Number(form.rebate) <= 100;
  const problems = {
    username: creating ? usernameError(form.username) : undefined,
    password: creating ? passwordError(form.password) : undefined,
    stationId: creating && !parent && form.stationId === '' ? 'account.agents.selectAgent' : undefined,
    phone: phoneError(form.phone),
    rebate: rebateOk ? undefined : 'account.agents.length1_20',
    promotionSite: urlError(form.promotionSite),
    promotionLink: urlError(form.promotionLink),
    remark: textError(form.remark),
  };
  const valid = Object.values(problems).every((p) => p === undefined);
  const field = (name: keyof typeof form, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={translate(label)}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      onBlur={() => setTouched(true)}
      error={touched && Boolean(problems[name])}
      helperText={touched && problems[name] ? translate(problems[name] as string) : undefined}
      slotProps={{ htmlInput: { 'data-testid': `agent-form-${name}` } }}
      {...extra}
    />
  );

  const save = async () => {
    setTouched(true);
    if (!valid) throw new Error('invalid');
    const details = {
      phone: form.phone.trim(),
      rebateBps: percentToBps(form.rebate),
      promotionSite: form.promotionSite.trim(),
      promotionLink: form.promotionLink.trim(),
      remark: form.remark.trim(),
    };
    if (creating) {
      await api.action(agentResource(type), 'insert', {
        ...details,
        username: form.username.trim(),
        password: hashPassword(form.password),
        ...(parent ? { parentId: parent.id } : { stationId: Number(form.stationId) }),
      });
    } else {
      await api.action(agentResource(type), 'updateData', { id: record.id, ...details });
    }
  };

  return (
    <AgentDialog title={creating ? 'account.agents.create' : 'account.agents.edit'} valid={!touched || valid} onClose={onClose} onSave={save} onDone={onDone}>
      {creating && field('username', 'account.agents.col.username', { required: true })}
      {creating && field('password', 'account.agents.password', { required: true, type: 'password', autoComplete: 'new-password' })}
      {creating && parent && <TextField label={translate('account.agents.col.parent')} value={parent.username} disabled />}
      {creating && !parent && (
        <TextField
          select
          required
          label={translate('account.agents.stationId')}
          value={form.stationId}
          onChange={(e) => setForm({ ...form, stationId: e.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'agent-form-stationId' } }}
        >
          {stations.map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {field('phone', 'account.agents.col.phone')}
      {field('rebate', 'account.agents.rebatePercent', { type: 'number' })}
      {field('promotionSite', 'account.agents.col.promotionSite')}
      {field('promotionLink', 'account.agents.col.promotionLink')}
      {field('remark', 'account.agents.col.remark', { multiline: true })}
    </AgentDialog>
  );
}

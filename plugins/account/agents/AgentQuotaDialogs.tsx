import { useEffect, useState } from 'react';
import { Autocomplete, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPaise, parseRupeesToPaise } from '../../../src';
import { AgentDialog } from './AgentDialog';
import { useAgentCalls, type AgentRecord } from './agentCalls';
import { textError } from './validation';

interface Props {
  record: AgentRecord;
  onClose(): void;
  onDone(): void;
}

/** Sets an offline agent's quota (credit line); it may not go below what is used. */
export function SetQuotaDialog({ record, onClose, onDone }: Props) {
  const translate = useTranslate();
  const api = useAgentCalls();
  const [amount, setAmount] = useState((record.quotaLimit / 100).toFixed(2));
  const [remark, setRemark] = useState('');
  const paise = parseRupeesToPaise(amount);
  const problem = paise === null ? 'account.agents.amountInvalid' : undefined;
  return (
    <AgentDialog
      title="account.agents.setQuota"
      valid={!problem && !textError(remark)}
      onClose={onClose}
      onDone={onDone}
      onSave={() => api.action('offlineAgent', 'setAmount', { id: record.id, quotaLimit: paise, remark: remark.trim() })}
    >
      <Typography variant="body2">
        {record.username} · {translate('account.agents.col.quotaUsed')}: {formatPaise(record.quotaUsed)}
      </Typography>
      <TextField
        label={translate('account.agents.quotaRupees')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={Boolean(problem)}
        helperText={problem ? translate(problem) : undefined}
        slotProps={{ htmlInput: { 'data-testid': 'quota-amount', inputMode: 'decimal' } }}
      />
      <TextField label={translate('account.agents.col.remark')} value={remark} onChange={(e) => setRemark(e.target.value)} />
    </AgentDialog>
  );
}

/** Moves available quota from this offline agent to another offline agent of the same franchisee. */
export function TransferQuotaDialog({ record, onClose, onDone }: Props) {
  const translate = useTranslate();
  const api = useAgentCalls();
  const [targets, setTargets] = useState<AgentRecord[]>([]);
  const [target, setTarget] = useState<AgentRecord | null>(null);
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  // One key per opened dialog: a retried click replays instead of moving the quota twice.
  const [idempotencyKey] = useState(() => `quota-${record.id}-${Date.now()}-${Math.random().toString(36).slice(2)}`);

  useEffect(() => {
    api
      .action<{ list: AgentRecord[] }>('offlineAgent', 'candidates', { pageIndex: 1, pageSize: 100 })
      .then((answer) => setTargets(answer.list.filter((a) => a.id !== record.id && a.franchiseeId === record.franchiseeId)))
      .catch(() => setTargets([]));
  }, [api, record.id, record.franchiseeId]);

  const paise = parseRupeesToPaise(amount);
  const amountProblem = paise === null || paise <= 0 || paise > record.quotaAvailable ? 'account.agents.amountInvalid' : undefined;
  return (
    <AgentDialog
      title="account.agents.transferQuota"
      valid={target !== null && !amountProblem}
      onClose={onClose}
      onDone={onDone}
      onSave={() =>
        api.action('offlineAgent', 'updateAmount', { fromId: record.id, toId: target?.id, amount: paise, remark: remark.trim() }, { idempotencyKey })
      }
    >
      <Typography variant="body2">
        {record.username} · {translate('account.agents.col.quotaAvailable')}: {formatPaise(record.quotaAvailable)}
      </Typography>
      <Autocomplete
        options={targets}
        value={target}
        onChange={(_, value) => setTarget(value)}
        getOptionLabel={(a) => `${a.username} (${formatPaise(a.quotaLimit)})`}
        renderInput={(params) => <TextField {...params} label={translate('account.agents.transferTo')} />}
        data-testid="quota-target"
      />
      <TextField
        label={translate('account.agents.amountRupees')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={amount !== '' && Boolean(amountProblem)}
        helperText={amount !== '' && amountProblem ? translate(amountProblem) : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'quota-transfer-amount' } }}
      />
      <TextField label={translate('account.agents.col.remark')} value={remark} onChange={(e) => setRemark(e.target.value)} />
    </AgentDialog>
  );
}


import { Typography } from '@mui/material';
import { AutocompleteInput, ReferenceInput, TextInput, required, useTranslate } from 'react-admin';
import { formatPaise, FormDialog, parseRupeesToPaise, searchBy, useIdempotencyKey } from '../../../src';
import { useOfflineAgentCalls, type AgentRecord } from './agentCalls';
import { SameFranchiseeChoices } from './SameFranchiseeChoices';
import { textError } from './validation';

interface Props {
  record: AgentRecord;
  onClose(): void;
  onDone(): void;
}

const quotaError = (value?: string | null) => (parseRupeesToPaise(value ?? '') === null ? 'account.agents.amountInvalid' : undefined);

/** Sets an offline agent's quota (credit line); it may not go below what is used. */
export function SetQuotaDialog({ record, onClose, onDone }: Props) {
  const translate = useTranslate();
  const calls = useOfflineAgentCalls();
  return (
    <FormDialog<{ amount: string; remark: string }>
      title="account.agents.setQuota"
      defaultValues={{ amount: (record.quotaLimit / 100).toFixed(2), remark: '' }}
      success="account.agents.saved"
      saveTestId="agent-dialog-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={({ amount, remark }) =>
        calls.setAmount({ id: record.id, quotaLimit: parseRupeesToPaise(amount) as number, remark: (remark ?? '').trim() })
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {record.username} · {translate('account.agents.col.quotaUsed')}: {formatPaise(record.quotaUsed)}
      </Typography>
      <TextInput
        source="amount"
        label="account.agents.quotaRupees"
        validate={quotaError}
        slotProps={{ htmlInput: { 'data-testid': 'quota-amount', inputMode: 'decimal' } }}
      />
      <TextInput source="remark" label="account.agents.col.remark" validate={textError} />
    </FormDialog>
  );
}

/** Moves available quota from this offline agent to another offline agent of the same franchisee. */
export function TransferQuotaDialog({ record, onClose, onDone }: Props) {
  const translate = useTranslate();
  const calls = useOfflineAgentCalls();
  // One key per opened dialog: a retried click replays instead of moving the quota twice.
  const { key } = useIdempotencyKey();
  const amountError = (value?: string | null) => {
    const paise = parseRupeesToPaise(value ?? '');
    return paise === null || paise <= 0 || paise > record.quotaAvailable ? 'account.agents.amountInvalid' : undefined;
  };
  return (
    <FormDialog<{ toId: number; amount: string; remark: string }>
      title="account.agents.transferQuota"
      defaultValues={{ amount: '', remark: '' }}
      success="account.agents.saved"
      saveTestId="agent-dialog-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={({ toId, amount, remark }) =>
        calls.updateAmount(
          { fromId: record.id, toId, amount: parseRupeesToPaise(amount) as number, remark: (remark ?? '').trim() },
          { idempotencyKey: key },
        )
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {record.username} · {translate('account.agents.col.quotaAvailable')}: {formatPaise(record.quotaAvailable)}
      </Typography>
      <ReferenceInput source="toId" reference="offlineAgent" perPage={100}>
        <SameFranchiseeChoices from={record}>
          <AutocompleteInput
            label="account.agents.transferTo"
            optionText={(a: AgentRecord) => `${a.username} (${formatPaise(a.quotaLimit)})`}
            filterToQuery={searchBy('usernameKeyword')}
            validate={required()}
            data-testid="quota-target"
          />
        </SameFranchiseeChoices>
      </ReferenceInput>
      <TextInput
        source="amount"
        label="account.agents.amountRupees"
        validate={amountError}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'quota-transfer-amount' } }}
      />
      <TextInput source="remark" label="account.agents.col.remark" validate={textError} />
    </FormDialog>
  );
}

import { TextInput } from 'react-admin';
import { FormDialog, parseRupeesToPaise } from '../../../src';
import { useAdjustmentCalls, type LineRecord } from './calls';

interface Values {
  amount: string;
  reason: string;
}

function validate(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  const paise = parseRupeesToPaise(v.amount, { allowNegative: true });
  if (paise === null || paise === 0) errors.amount = 'account.commission.v.adjustAmount';
  if (!v.reason?.trim()) errors.reason = 'account.commission.v.reason';
  return errors;
}

/** Enter a correction of a paid line: a new adjusting entry (₹, negative debits the agent), approved by someone else. */
export function AdjustmentDialog({ line, onClose, onDone }: { line: LineRecord; onClose(): void; onDone(): void }) {
  const calls = useAdjustmentCalls();
  return (
    <FormDialog<Values>
      title="account.commission.adjust"
      titleOptions={{ agent: line.agentName, key: line.periodKey }}
      defaultValues={{ amount: '', reason: '' }}
      validate={(v) => validate(v as Values)}
      saveTestId="adjust-save"
      success="account.commission.adjustSaved"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) =>
        calls.create({ lineId: line.id, amount: parseRupeesToPaise(v.amount, { allowNegative: true }) as number, reason: v.reason.trim() })
      }
    >
      <TextInput
        source="amount"
        label="account.commission.col.adjustAmount"
        helperText="account.commission.adjustHint"
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'adjust-amount', inputMode: 'decimal' } }}
      />
      <TextInput
        source="reason"
        label="account.commission.col.reason"
        fullWidth
        multiline
        slotProps={{ htmlInput: { 'data-testid': 'adjust-reason', maxLength: 200 } }}
      />
    </FormDialog>
  );
}

import { TextInput } from 'react-admin';
import { FormDialog } from '../../../src';
import { AUDIT_FIELDS, useMoneySettingCalls, type MoneySettings, type SettingKey } from './auditCalls';
import { editSetting, parseSetting } from './settingFormat';

type Values = Record<SettingKey, string>;

/** Asks for new audit settings: only the changed values become a request, applied once another admin approves it. */
export function SettingChangeDialog({ current, onClose, onDone }: { current: MoneySettings; onClose(): void; onDone(): void }) {
  const calls = useMoneySettingCalls();
  const defaults = Object.fromEntries(AUDIT_FIELDS.map((f) => [f.key, editSetting(f.unit, current[f.key])])) as Values;
  const validate = (values: Record<string, unknown>) => {
    const errors: Record<string, string> = {};
    for (const f of AUDIT_FIELDS)
      if (parseSetting(f.unit, String(values[f.key] ?? '')) === null) errors[f.key] = `money.audit.invalid.${f.unit}`;
    const changed = AUDIT_FIELDS.some((f) => parseSetting(f.unit, String(values[f.key] ?? '')) !== current[f.key]);
    if (Object.keys(errors).length === 0 && !changed) errors[AUDIT_FIELDS[0].key] = 'money.audit.nothingChanged';
    return errors;
  };
  return (
    <FormDialog<Values>
      title="money.audit.changeTitle"
      defaultValues={defaults}
      validate={validate}
      saveLabel="money.audit.submitChange"
      success="money.audit.changeSubmitted"
      noticeFor={(result) => {
        const r = result as { requestNo?: string } | undefined;
        return r?.requestNo ? { message: 'money.audit.changeSubmitted', options: { requestNo: r.requestNo } } : undefined;
      }}
      saveTestId="setting-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => {
        const changes: Partial<MoneySettings> = {};
        for (const f of AUDIT_FIELDS) {
          const next = parseSetting(f.unit, values[f.key]) as number;
          if (next !== current[f.key]) changes[f.key] = next;
        }
        return calls.save(changes);
      }}
    >
      {AUDIT_FIELDS.map((f) => (
        <TextInput
          key={f.key}
          source={f.key}
          label={`money.audit.field.${f.key}`}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `setting-${f.key}` } }}
        />
      ))}
    </FormDialog>
  );
}

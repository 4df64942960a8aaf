import { TextField } from '@mui/material';
import { SelectInput, TextInput, required, useGetList, useTranslate } from 'react-admin';
import { hashPassword } from '../../../authProvider';
import { FormDialog } from '../../../src';
import { TemplateAssignInput, useTemplateAssignment } from '../commission/TemplateAssignInput';
import { useAgentCrud, type AgentDetails, type AgentRecord, type AgentType } from './agentCalls';
import { passwordError, phoneError, textError, urlError, usernameError } from './validation';
import type { StationOption } from '../staff/staffCalls';

export interface AgentFormDialogProps {
  type: AgentType;
  /** Absent: create a new agent (optionally under `parent`). */
  record?: AgentRecord;
  parent?: AgentRecord;
  onClose(): void;
  onDone(): void;
}

interface Values {
  username: string;
  password: string;
  stationId: number | '';
  phone: string;
  rebate: string;
  promotionSite: string;
  promotionLink: string;
  remark: string;
  commissionTemplateId?: number | '';
}

const percentToBps = (text: string) => Math.round(Number(text) * 100);
const rebateError = (value?: string | null) => {
  const text = String(value ?? '');
  return /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100 ? undefined : 'account.agents.length1_20';
};
const testId = (name: keyof Values) => ({ htmlInput: { 'data-testid': `agent-form-${name}` } });

/** The stations a top-level agent may be created in (one page: a franchisee has a handful). */
function StationInput() {
  const { data } = useGetList<Pick<StationOption, 'id' | 'name'>>('stationChoice', { pagination: { page: 1, perPage: 100 } });
  return (
    <SelectInput
      source="stationId"
      label="account.agents.stationId"
      choices={data ?? []}
      validate={required('account.agents.selectAgent')}
      slotProps={testId('stationId')}
    />
  );
}

/** Create or edit an online/offline agent: account and password on create, details always. */
export function AgentFormDialog({ type, record, parent, onClose, onDone }: AgentFormDialogProps) {
  const translate = useTranslate();
  const crud = useAgentCrud(type);
  const creating = record === undefined;
  const template = useTemplateAssignment(record?.id);

  const save = async (form: Values) => {
    const details: AgentDetails = {
      phone: (form.phone ?? '').trim(),
      rebateBps: percentToBps(form.rebate),
      promotionSite: (form.promotionSite ?? '').trim(),
      promotionLink: (form.promotionLink ?? '').trim(),
      remark: (form.remark ?? '').trim(),
    };
    if (!creating)
      return crud
        .updateData({ id: record.id, ...details })
        .then(async (saved) => (await template.assign(form.commissionTemplateId), saved));
    const account = { ...details, username: form.username.trim(), password: hashPassword(form.password) };
    return crud.insert(parent ? { ...account, parentId: parent.id } : { ...account, stationId: Number(form.stationId) });
  };

  return (
    <FormDialog<Values>
      title={creating ? 'account.agents.create' : 'account.agents.edit'}
      defaultValues={{
        username: '',
        password: '',
        stationId: '',
        phone: record?.phone ?? '',
        rebate: record ? String(record.rebateBps / 100) : '0',
        promotionSite: record?.promotionSite ?? '',
        promotionLink: record?.promotionLink ?? '',
        remark: record?.remark ?? '',
      }}
      success="account.agents.saved"
      saveTestId="agent-dialog-save"
      onClose={onClose}
      onSubmit={save}
      onDone={onDone}
    >
      {creating && (
        <TextInput
          source="username"
          label="account.agents.col.username"
          isRequired
          validate={usernameError}
          slotProps={testId('username')}
        />
      )}
      {creating && (
        <TextInput
          source="password"
          label="account.agents.password"
          type="password"
          autoComplete="new-password"
          isRequired
          validate={passwordError}
          slotProps={testId('password')}
        />
      )}
      {creating && parent && <TextField label={translate('account.agents.col.parent')} value={parent.username} disabled sx={{ mb: 2.5 }} />}
      {creating && !parent && <StationInput />}
      <TextInput source="phone" label="account.agents.col.phone" validate={phoneError} slotProps={testId('phone')} />
      <TextInput source="rebate" label="account.agents.rebatePercent" type="number" validate={rebateError} slotProps={testId('rebate')} />
      <TextInput source="promotionSite" label="account.agents.col.promotionSite" validate={urlError} slotProps={testId('promotionSite')} />
      <TextInput source="promotionLink" label="account.agents.col.promotionLink" validate={urlError} slotProps={testId('promotionLink')} />
      <TextInput source="remark" label="account.agents.col.remark" multiline validate={textError} slotProps={testId('remark')} />
      {!creating && template.history && <TemplateAssignInput history={template.history} />}
    </FormDialog>
  );
}

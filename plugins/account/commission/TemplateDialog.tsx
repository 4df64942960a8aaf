import { Alert } from '@mui/material';
import { ArrayInput, BooleanInput, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { formatBombay, FormDialog } from '../../../src';
import { useTemplateCalls, type TemplateRecord } from './calls';
import { toFormValues, toInput, validateTemplate, type TemplateFormValues } from './templateForm';

/** Create a rebate template, or edit one (the edit applies from the next commission period). */
export function TemplateDialog({ record, onClose, onDone }: { record?: TemplateRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = useTemplateCalls();
  return (
    <FormDialog<TemplateFormValues>
      title={record ? 'account.commission.edit' : 'account.commission.create'}
      record={record}
      resource="commissionTemplate"
      defaultValues={toFormValues(record)}
      validate={(v) => validateTemplate(v as TemplateFormValues)}
      maxWidth="md"
      saveTestId="template-save"
      onClose={onClose}
      onDone={onDone}
      noticeFor={(result) => ({
        message: 'account.commission.saved',
        options: { from: formatBombay((result as { effectiveFrom: number }).effectiveFrom || Date.now()) },
      })}
      onSubmit={(values) => calls.save(toInput(values, record?.id))}
    >
      {record && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('account.commission.editHint')}
        </Alert>
      )}
      <TextInput source="name" label="account.commission.col.name" fullWidth />
      <SelectInput
        source="basis"
        label="account.commission.col.basis"
        choices={['profit', 'valid_bet'].map((id) => ({ id, name: `account.commission.basis.${id}` }))}
      />
      <ArrayInput source="tiers" label="account.commission.col.tiers">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="from" label="account.commission.col.from" />
          <TextInput source="rate" label="account.commission.col.rate" />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="gameRebates" label="account.commission.col.gameRebates">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="gameId" label="account.commission.col.game" />
          <TextInput source="rate" label="account.commission.col.rate" />
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput source="minActiveMembers" label="account.commission.col.minActive" />
      <TextInput source="minActiveBet" label="account.commission.col.minActiveBet" helperText="account.commission.activeRuleHelp" />
      {(['deductDepositFee', 'deductWithdrawFee', 'deductBonus', 'deductRebate'] as const).map((key) => (
        <BooleanInput key={key} source={key} label={`account.commission.deduct.${key}`} />
      ))}
    </FormDialog>
  );
}

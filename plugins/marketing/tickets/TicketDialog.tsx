import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { FormDataConsumer, RadioButtonGroupInput, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { BombayDayInput, FormDialog } from '../../../src';
import { TICKET_TYPES, useTicketCalls, type TicketRecord } from '../marketingCalls';
import {
  amountError,
  countError,
  formValuesOf,
  LANGS,
  nameError,
  payloadOf,
  shortError,
  titleError,
  validateTicket,
  type TicketFormValues,
} from './ticketForm';

const testId = (id: string) => ({ htmlInput: { 'data-testid': id } });

/** Adds or edits a ticket: type, amount, per-member limit, expiry, and its texts in zh, en and hi. */
export function TicketDialog({ record, onClose, onDone }: { record: TicketRecord | null; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = useTicketCalls();
  const [franchisees, setFranchisees] = useState<{ id: number; name: string }[] | null>(record ? [] : null);
  useEffect(() => {
    if (!record)
      calls
        .franchisees()
        .then(setFranchisees)
        .catch(() => setFranchisees([]));
  }, [calls, record]);
  // The form starts once its franchisee choices are known (its default values are read only once).
  if (franchisees === null) return null;
  const defaults = formValuesOf(record);
  if (!record && franchisees.length === 1) defaults.franchiseeId = franchisees[0].id;
  return (
    <FormDialog<TicketFormValues>
      title={record ? 'marketing.tickets.edit' : 'marketing.tickets.add'}
      defaultValues={defaults}
      validate={(values) => validateTicket(values as TicketFormValues)}
      success="marketing.tickets.saved"
      saveTestId="ticket-save"
      maxWidth="md"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.save(payloadOf(values, record?.id))}
    >
      {!record && franchisees.length > 1 && (
        <SelectInput
          source="franchiseeId"
          label="marketing.tickets.col.franchisee"
          choices={franchisees}
          validate={required('marketing.tickets.franchiseeRequired')}
        />
      )}
      <TextInput source="name" label="marketing.tickets.col.name" validate={nameError} slotProps={testId('ticket-name')} />
      <SelectInput
        source="type"
        label="marketing.tickets.col.type"
        choices={TICKET_TYPES.map((t) => ({ id: t, name: `marketing.tickets.type.${t}` }))}
        validate={required()}
      />
      <TextInput source="amount" label="marketing.tickets.col.amount" validate={amountError} slotProps={testId('ticket-amount')} />
      <TextInput
        source="limitCount"
        label="marketing.tickets.col.limitCount"
        helperText="marketing.tickets.limitHelp"
        validate={countError(1000)}
      />
      <RadioButtonGroupInput
        source="expiry"
        label="marketing.tickets.col.expiry"
        choices={[
          { id: 'days', name: 'marketing.tickets.expiryDays' },
          { id: 'date', name: 'marketing.tickets.expiryDate' },
        ]}
      />
      <FormDataConsumer<TicketFormValues>>
        {({ formData }) =>
          formData.expiry === 'date' ? (
            <BombayDayInput source="expiresOn" bound="date" label="marketing.tickets.expiresOn" testId="ticket-expires-on" />
          ) : (
            <TextInput source="validDays" label="marketing.tickets.validDays" slotProps={testId('ticket-days')} />
          )
        }
      </FormDataConsumer>
      <Typography variant="subtitle2" sx={{ pt: 1 }}>
        {translate('marketing.tickets.texts')}
      </Typography>
      {LANGS.map((lang) => (
        <TextInput
          key={`title${lang}`}
          source={`title${lang}`}
          label={`marketing.tickets.col.title${lang}`}
          validate={lang === 'Hi' ? shortError : titleError}
          slotProps={testId(`ticket-title-${lang.toLowerCase()}`)}
        />
      ))}
      {LANGS.map((lang) => (
        <TextInput
          key={`subtitle${lang}`}
          source={`subtitle${lang}`}
          label={`marketing.tickets.col.subtitle${lang}`}
          validate={shortError}
        />
      ))}
      {LANGS.map((lang) => (
        <TextInput key={`details${lang}`} source={`details${lang}`} label={`marketing.tickets.col.details${lang}`} multiline minRows={2} />
      ))}
    </FormDialog>
  );
}

import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { ArrayInput, FormDataConsumer, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { BombayDateTimeInput, FormDialog } from '../../../src';
import { PRIZE_KINDS, useCampaignCalls, type CampaignKind, type CampaignOptions, type CampaignRecord } from '../luckyCalls';
import { formValuesOf, payloadOf, validateCampaign, type CampaignFormValues } from './campaignForm';

const testId = (id: string) => ({ htmlInput: { 'data-testid': id } });

/** Adds or edits a draft campaign: window, entry rules and its prizes with weights and stock. */
export function CampaignDialog({
  kind,
  record,
  onClose,
  onDone,
}: {
  kind: CampaignKind;
  record: CampaignRecord | null;
  onClose(): void;
  onDone(): void;
}) {
  const translate = useTranslate();
  const calls = useCampaignCalls(kind);
  const [options, setOptions] = useState<CampaignOptions | null>(null);
  useEffect(() => {
    calls
      .options()
      .then(setOptions)
      .catch(() => setOptions({ franchisees: [], stations: [], tickets: [] }));
  }, [calls]);
  if (options === null) return null;
  const defaults = formValuesOf(record);
  const business = kind === 'business';
  if (business && !record && options.franchisees.length === 1) defaults.franchiseeId = options.franchisees[0].id;
  const needsFranchisee = business && !record;
  return (
    <FormDialog<CampaignFormValues>
      title={record ? 'marketing.lucky.edit' : 'marketing.lucky.add'}
      defaultValues={defaults}
      validate={(values) => validateCampaign(values as CampaignFormValues, needsFranchisee)}
      success="marketing.lucky.saved"
      saveTestId="lucky-save"
      maxWidth="lg"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.save(payloadOf(values, record?.id))}
    >
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('marketing.lucky.draftHint')}
      </Alert>
      {needsFranchisee && options.franchisees.length > 1 && (
        <SelectInput source="franchiseeId" label="marketing.lucky.col.franchisee" choices={options.franchisees} />
      )}
      {business && (
        <FormDataConsumer<CampaignFormValues>>
          {({ formData }) => {
            const fid = record?.franchiseeId ?? formData.franchiseeId;
            return (
              <SelectInput
                source="stationId"
                label="marketing.lucky.col.station"
                emptyText="marketing.lucky.allStations"
                choices={options.stations.filter((s) => s.franchiseeId === fid)}
              />
            );
          }}
        </FormDataConsumer>
      )}
      <TextInput source="name" label="marketing.lucky.col.name" slotProps={testId('lucky-name')} />
      <TextInput source="description" label="marketing.lucky.col.description" multiline fullWidth />
      <BombayDateTimeInput source="startsAt" mode="local" label="marketing.lucky.col.startsAt" testId="lucky-start" />
      <BombayDateTimeInput source="endsAt" mode="local" label="marketing.lucky.col.endsAt" testId="lucky-end" />
      <TextInput source="minVipLevel" label="marketing.lucky.col.minVipLevel" />
      <TextInput source="minDeposit" label="marketing.lucky.col.minDeposit" helperText="marketing.lucky.rupees" />
      <TextInput source="dailyLimit" label="marketing.lucky.col.dailyLimit" slotProps={testId('lucky-daily')} />
      <ArrayInput source="prizes" label="marketing.lucky.col.prizes">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label="marketing.lucky.prize.name" />
          <SelectInput
            source="kind"
            label="marketing.lucky.prize.kind"
            choices={PRIZE_KINDS.map((k) => ({ id: k, name: `marketing.lucky.kind.${k}` }))}
          />
          <FormDataConsumer<CampaignFormValues>>
            {({ scopedFormData }) => {
              const prize = scopedFormData as CampaignFormValues['prizes'][number] | undefined;
              if (prize?.kind === 'ticket') {
                const fid = record?.franchiseeId ?? null;
                return (
                  <SelectInput
                    source="ticketId"
                    label="marketing.lucky.prize.ticket"
                    choices={options.tickets.filter((t) => !business || fid === null || t.franchiseeId === fid)}
                  />
                );
              }
              if (prize?.kind === 'money' || prize?.kind === 'points') {
                return (
                  <TextInput
                    source="amount"
                    label={prize.kind === 'money' ? 'marketing.lucky.prize.amount' : 'marketing.lucky.prize.points'}
                  />
                );
              }
              return null;
            }}
          </FormDataConsumer>
          <TextInput source="weight" label="marketing.lucky.prize.weight" />
          <TextInput source="stock" label="marketing.lucky.prize.stock" helperText="marketing.lucky.stockHelp" />
        </SimpleFormIterator>
      </ArrayInput>
    </FormDialog>
  );
}

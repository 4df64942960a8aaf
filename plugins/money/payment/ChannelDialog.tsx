import { Box, Typography } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { FormDialog, ImageUploadInput } from '../../../src';
import {
  KIND_FIELDS,
  PAYMENT_METHODS,
  amountError,
  limitsError,
  payloadOf,
  quickAmountsError,
  rateError,
  sortError,
  urlError,
  valuesOf,
  type ChannelKind,
  type ChannelRecord,
  type ChannelValues,
} from './channelForm';

const required = (value?: string | null) => ((value ?? '').trim() === '' ? 'money.payment.v.required' : undefined);

// Field label keys where a kind names a column differently (auto payout: platform, request domain, query gateway).
function labelOf(kind: ChannelKind, field: keyof ChannelValues): string {
  if (kind === 'upi' && field === 'payeeAccount') return 'money.payment.fields.upiAccount';
  if (kind === 'qr' && field === 'payeeName') return 'money.payment.fields.cardholder';
  if (kind === 'auto_payout' && field === 'gatewayType') return 'money.payment.fields.platform';
  if (kind === 'auto_payout' && field === 'domain') return 'money.payment.fields.requestDomain';
  if (kind === 'auto_payout' && field === 'gatewayUrl') return 'money.payment.fields.queryGateway';
  return `money.payment.fields.${field}`;
}

const VALIDATORS: Partial<Record<keyof ChannelValues, (v?: string | null) => string | undefined>> = {
  gatewayUrl: urlError,
  notifyUrl: urlError,
  returnUrl: urlError,
  quickAmounts: quickAmountsError,
  exchangeRate: rateError,
  payeeAccount: required,
  walletAddress: required,
  merchantId: required,
};
// Input-level only: react-admin ignores input validators when the form has its own validate.
const maxAmountError = (value: string | undefined, all: Partial<ChannelValues>) => amountError(value) ?? limitsError(all).maxAmount;
const SECRET = new Set<keyof ChannelValues>(['md5Key', 'privateKey', 'publicKey']);
const MULTILINE = new Set<keyof ChannelValues>(['privateKey', 'publicKey']);
const METHOD_CHOICES = PAYMENT_METHODS.map((id) => ({ id, name: `money.payment.methods.${id}` }));
const pictureRequired = (value?: string | null) => (value ? undefined : 'money.payment.v.picture');

/** One kind-specific input: the QR picture through the shared image upload, the QR flags as a switch and a choice, the rest as text. */
function KindInput({ kind, field }: { kind: ChannelKind; field: keyof ChannelValues }) {
  if (field === 'qrImageUrl') {
    return (
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ImageUploadInput
          source="qrImageUrl"
          label="money.payment.fields.qrImageUrl"
          validate={pictureRequired}
          previewWidth={160}
          previewHeight={160}
        />
      </Box>
    );
  }
  if (field === 'integerOnly') return <BooleanInput source="integerOnly" label="money.payment.fields.integerOnly" />;
  if (field === 'paymentMethod') {
    return (
      <SelectInput
        source="paymentMethod"
        label="money.payment.fields.paymentMethod"
        choices={METHOD_CHOICES}
        validate={required}
        isRequired
      />
    );
  }
  return (
    <TextInput
      source={field}
      label={labelOf(kind, field)}
      validate={VALIDATORS[field]}
      multiline={MULTILINE.has(field)}
      helperText={SECRET.has(field) ? 'money.payment.keyHelp' : undefined}
      slotProps={{ htmlInput: { 'data-testid': `channel-${field}`, autoComplete: SECRET.has(field) ? 'off' : undefined } }}
    />
  );
}

/** Adds or edits one channel of a kind; keys are write-only (shown masked, kept when left masked). */
export function ChannelDialog({
  kind,
  record,
  onClose,
  onDone,
}: {
  kind: ChannelKind;
  record?: ChannelRecord;
  onClose(): void;
  onDone?(): void;
}) {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const fields = KIND_FIELDS[kind];
  const save = async (values: ChannelValues) => {
    const data = payloadOf({ ...values, kind }, record);
    if (record) await dataProvider.update('paymentChannel', { id: record.id, data, previousData: record });
    else await dataProvider.create('paymentChannel', { data });
  };
  return (
    <FormDialog<ChannelValues>
      title={record ? 'money.payment.edit' : 'money.payment.addKind'}
      titleOptions={{ kind: translate(`money.payment.kinds.${kind}`) }}
      record={record}
      resource="paymentChannel"
      defaultValues={valuesOf(kind, record)}
      success="money.payment.saved"
      saveTestId="channel-save"
      maxWidth="md"
      onClose={onClose}
      onDone={onDone}
      onSubmit={save}
    >
      <Box data-testid="channel-dialog" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput
          source="name"
          label="money.payment.fields.name"
          validate={required}
          isRequired
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'channel-name' } }}
        />
        <TextInput source="sort" label="money.payment.fields.sort" validate={sortError} />
        {fields.map((field) => (
          <KindInput key={field} kind={kind} field={field} />
        ))}
        <Typography variant="subtitle2" sx={{ gridColumn: '1 / -1', mt: 1 }}>
          {translate('money.payment.fields.limits')}
        </Typography>
        <TextInput
          source="minAmount"
          label="money.payment.fields.minAmount"
          validate={amountError}
          slotProps={{ htmlInput: { 'data-testid': 'channel-minAmount' } }}
        />
        <TextInput
          source="maxAmount"
          label="money.payment.fields.maxAmount"
          validate={maxAmountError}
          slotProps={{ htmlInput: { 'data-testid': 'channel-maxAmount' } }}
        />
        <TextInput source="dailyLimit" label="money.payment.fields.dailyLimit" validate={amountError} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <BooleanInput source="forDeposit" label="money.payment.fields.forDeposit" />
          <BooleanInput source="forWithdraw" label="money.payment.fields.forWithdraw" />
        </Box>
      </Box>
    </FormDialog>
  );
}

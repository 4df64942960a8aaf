import { Box, DialogContentText } from '@mui/material';
import { TextInput, useRefresh, useTranslate } from 'react-admin';
import { formatPaise, FormDialog, parseRupeesToPaise, useIdempotencyKey } from '../../../../src';
import { useStaffStationCalls } from '../staffCalls';

const remarkLength = (value?: string | null) => ((value ?? '').length > 255 ? 'account.staff.v.len1_255' : undefined);

/**
 * Tops up or withdraws a station's quota. The amount is typed in rupees and sent as paise; one
 * Idempotency-Key per opened dialog, so a retried click after a lost answer is not applied twice.
 */
export function StationQuotaDialog({
  kind,
  station,
  onClose,
}: {
  kind: 'topUp' | 'withdraw';
  station: { id: number; name: string; amount: number };
  onClose(): void;
}) {
  const translate = useTranslate();
  const calls = useStaffStationCalls();
  const refresh = useRefresh();
  const { key } = useIdempotencyKey();
  const amountError = (value?: string | null) => {
    const paise = parseRupeesToPaise(value ?? '');
    return paise === null || paise <= 0 || (kind === 'withdraw' && paise > station.amount) ? 'account.staff.v.amount' : undefined;
  };
  return (
    <FormDialog<{ amount: string; remark: string }>
      title={kind === 'topUp' ? 'account.staff.stations.topUpTitle' : 'account.staff.stations.withdrawTitle'}
      titleOptions={{ name: station.name }}
      defaultValues={{ amount: '', remark: '' }}
      saveLabel={kind === 'topUp' ? 'account.staff.stations.topUp' : 'account.staff.stations.withdraw'}
      success="account.staff.stations.done"
      saveTestId="quota-save"
      maxWidth="xs"
      onClose={onClose}
      onDone={refresh}
      onSubmit={({ amount, remark }) =>
        calls[kind]({ stationId: station.id, amount: parseRupeesToPaise(amount) as number, remark: remark ?? '' }, { idempotencyKey: key })
      }
    >
      {/* FormDialog takes no test id: the e2e test finds the dialog by its content. */}
      <Box data-testid="quota-dialog">
        <DialogContentText sx={{ mb: 2 }}>
          {translate('account.staff.stations.quota')}: {formatPaise(station.amount)}
        </DialogContentText>
        <TextInput
          source="amount"
          label="account.staff.stations.amount"
          isRequired
          autoFocus
          validate={amountError}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'quota-amount' } }}
        />
        <TextInput source="remark" label="account.staff.remark" validate={remarkLength} />
      </Box>
    </FormDialog>
  );
}

import { TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { FormDialog } from '../../../src';
import { useKillRateCalls } from './killRateCalls';
import { submittedNotice } from './LeverRequests';
import { parsePercentToBps } from './labels';
import { reasonError } from './leverForms';

interface BandValues {
  min: string;
  max: string;
  reason: string;
}

export function bandErrors(v: BandValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const min = parsePercentToBps(v.min);
  const max = parsePercentToBps(v.max);
  if (min === null) errors.min = 'lottery.control.bandInvalid';
  if (max === null || (min !== null && max <= min)) errors.max = 'lottery.control.bandInvalid';
  const reason = reasonError(v.reason);
  if (reason) errors.reason = reason;
  return errors;
}

/** The alert band of a game's measured kill rate: an alert only, it changes no bet or result. */
export function BandDialog({
  gameId,
  band,
  onClose,
  onDone,
}: {
  gameId: number;
  band: { minBps: number; maxBps: number } | null;
  onClose(): void;
  onDone(): void;
}) {
  const calls = useKillRateCalls();
  const translate = useTranslate();
  return (
    <FormDialog<BandValues>
      title="lottery.control.setBand"
      defaultValues={{ min: band ? (band.minBps / 100).toFixed(2) : '', max: band ? (band.maxBps / 100).toFixed(2) : '', reason: '' }}
      validate={(v) => bandErrors(v as BandValues)}
      success="lottery.requests.submitted"
      noticeFor={submittedNotice}
      saveTestId="band-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) =>
        calls.setBand({
          gameId,
          minBps: parsePercentToBps(v.min) as number,
          maxBps: parsePercentToBps(v.max) as number,
          reason: v.reason.trim(),
        })
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('lottery.lever.fairness')}
      </Typography>
      <TextInput
        source="min"
        label="lottery.control.bandMin"
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'band-min' } }}
      />
      <TextInput
        source="max"
        label="lottery.control.bandMax"
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'band-max' } }}
      />
      <TextInput
        source="reason"
        label="lottery.lever.reason"
        helperText="lottery.lever.reasonHelp"
        multiline
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'band-reason' } }}
      />
    </FormDialog>
  );
}

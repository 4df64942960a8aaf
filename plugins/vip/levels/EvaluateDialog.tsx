import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BombayDayInput, FormDialog, formatPaise, useIdempotencyKey } from '../../../src';
import { useVipLevelCalls, type EvaluationResult } from '../vipCalls';
import { dateError, lastEndedDay } from './dates';

/**
 * Runs the daily level evaluation for an ended day now (the scheduler runs it every night; a day
 * already evaluated changes nothing). The result is shown as the success message.
 */
export function EvaluateDialog({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = useVipLevelCalls();
  // One key per opened dialog: a retried click after a lost answer replays, never pays twice.
  const { key } = useIdempotencyKey();
  return (
    <FormDialog<{ date: string }>
      title="vip.levels.evaluate"
      defaultValues={{ date: lastEndedDay() }}
      saveLabel="vip.levels.evaluateRun"
      saveTestId="vip-evaluate-run"
      noticeFor={(result) => {
        const r = result as EvaluationResult;
        return {
          message: 'vip.levels.evaluated',
          options: { promoted: r.promoted, kept: r.kept, dropped: r.dropped, rewards: formatPaise(r.rewards) },
        };
      }}
      onClose={onClose}
      onDone={onDone}
      onSubmit={({ date }) => calls.evaluate({ date }, { idempotencyKey: key })}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('vip.levels.evaluateHelp')}
      </Typography>
      <BombayDayInput source="date" bound="date" label="vip.levels.evaluateDate" validate={dateError} testId="vip-evaluate-date" />
    </FormDialog>
  );
}

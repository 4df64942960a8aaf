import { useEffect, useRef, useState } from 'react';
import { Typography } from '@mui/material';
import { Confirm, NumberInput, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormDialog, useIdempotencyKey } from '../../../src';
import { usePointsCalls, type PointsBalanceRecord } from '../vipCalls';
import { pointsValidator, reasonError, signedAmount, type AdjustValues } from './pointsForm';

/** Input validators run per field: switching to "deduct" must re-check the amount against the balance. */
function RecheckPointsOnDirection() {
  const direction = useWatch({ name: 'direction' });
  const { trigger, getFieldState } = useFormContext();
  useEffect(() => {
    if (getFieldState('points').isDirty) void trigger('points');
  }, [direction, trigger, getFieldState]);
  return null;
}

type Pending = { values: AdjustValues; resolve(result: unknown): void; reject(error: unknown): void };

/**
 * Asks for a manual points adjustment (add or deduct, with a reason). Saving first asks for
 * confirmation; the request then waits for another staff member's approval (maker-checker).
 */
export function AdjustDialog({ record, onClose, onDone }: { record: PointsBalanceRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = usePointsCalls();
  // One key per dialog: a retried submit after a lost answer replays instead of asking twice.
  const { key } = useIdempotencyKey();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const pendingRef = useRef<Pending | null>(null);

  const ask = (values: AdjustValues) =>
    new Promise<unknown>((resolve, reject) => {
      pendingRef.current = { values, resolve, reject };
      setPending(pendingRef.current);
    });
  const close = () => {
    pendingRef.current?.reject(new Error('cancelled'));
    pendingRef.current = null;
    setPending(null);
  };
  const confirm = async () => {
    const current = pendingRef.current;
    if (!current) return;
    setBusy(true);
    try {
      const { values } = current;
      const result = await calls.adjust(
        { memberId: record.id, direction: values.direction, points: Number(values.points), reason: values.reason.trim() },
        { idempotencyKey: key },
      );
      current.resolve(result);
    } catch (error) {
      current.reject(error);
    } finally {
      pendingRef.current = null;
      setPending(null);
      setBusy(false);
    }
  };

  const values = pending?.values;
  return (
    <>
      <FormDialog<AdjustValues>
        title="vip.points.adjustTitle"
        titleOptions={{}}
        defaultValues={{ direction: 'add', points: '', reason: '' }}
        saveLabel="vip.points.submit"
        saveTestId="vip-points-adjust-save"
        noticeFor={() => ({ message: 'vip.points.submitted' })}
        onClose={onClose}
        onDone={onDone}
        onSubmit={ask}
      >
        <Typography variant="body2" data-testid="vip-points-current">
          {record.username} · {translate('vip.points.current', { points: record.points })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('vip.points.help')}
        </Typography>
        <RecheckPointsOnDirection />
        <RadioButtonGroupInput
          source="direction"
          label="vip.points.direction"
          row
          choices={[
            { id: 'add', name: 'vip.points.dir.add' },
            { id: 'deduct', name: 'vip.points.dir.deduct' },
          ]}
        />
        <NumberInput
          source="points"
          label="vip.points.amount"
          min={1}
          max={1_000_000}
          step={1}
          validate={pointsValidator(record.points)}
          isRequired
          slotProps={{ htmlInput: { 'data-testid': 'vip-points-amount' } }}
        />
        <TextInput
          source="reason"
          label="vip.points.reason"
          multiline
          minRows={2}
          validate={reasonError}
          isRequired
          slotProps={{ htmlInput: { 'data-testid': 'vip-points-reason', maxLength: 255 } }}
        />
      </FormDialog>
      <Confirm
        isOpen={values !== undefined}
        loading={busy}
        title="vip.points.confirmTitle"
        content="vip.points.confirmContent"
        translateOptions={
          values
            ? {
                username: record.username,
                direction: translate(`vip.points.dir.${values.direction}`),
                amount: Number(values.points),
                points: record.points,
                after: record.points + signedAmount(values),
                reason: values.reason.trim(),
              }
            : {}
        }
        onClose={close}
        onConfirm={confirm}
      />
    </>
  );
}

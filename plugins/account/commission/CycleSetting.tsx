import { useCallback, useEffect, useState } from 'react';
import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { formatBombay, GuardedButton } from '../../../src';
import { useCycleCalls, type Cycle, type CycleState } from './calls';

/**
 * The commission cycle (weekly or monthly, Bombay time). A change applies from the next period,
 * so the running period and every computed one keep their dates; the pending change is shown.
 */
export function CycleSetting({ onChanged }: { onChanged(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useCycleCalls();
  const [state, setState] = useState<CycleState | null>(null);
  const [choice, setChoice] = useState<Cycle | ''>('');
  const load = useCallback(() => {
    calls.cycle().then(
      (answer) => {
        setState(answer);
        setChoice(answer.next?.cycle ?? answer.cycle);
      },
      () => setState(null),
    );
  }, [calls]);
  useEffect(load, [load]);
  if (!state) return null;
  const planned = state.next?.cycle ?? state.cycle;
  return (
    <Stack direction="row" spacing={2} sx={{ my: 1, alignItems: 'center' }} data-testid="commission-cycle">
      <Typography variant="body2">
        {translate('account.commission.cycleNow')}: <b>{translate(`account.commission.cycle.${state.cycle}`)}</b>
      </Typography>
      <TextField
        select
        size="small"
        label={translate('account.commission.cycleLabel')}
        value={choice}
        onChange={(e) => setChoice(e.target.value as Cycle)}
        slotProps={{ htmlInput: { 'data-testid': 'cycle-select' } }}
        sx={{ minWidth: 160 }}
      >
        {(['weekly', 'monthly'] as const).map((c) => (
          <MenuItem key={c} value={c}>
            {translate(`account.commission.cycle.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <GuardedButton
        size="small"
        variant="outlined"
        data-testid="cycle-save"
        disabled={choice === '' || choice === planned}
        onClick={async () => {
          if (choice === '') return;
          const answer = await calls.setCycle({ cycle: choice });
          notify('account.commission.cycleSaved', {
            type: 'success',
            messageArgs: { cycle: translate(`account.commission.cycle.${answer.cycle}`), from: formatBombay(answer.from) },
          });
          load();
          onChanged();
        }}
      >
        {translate('ra.action.save')}
      </GuardedButton>
      {state.next && (
        <Alert severity="info" sx={{ py: 0 }} data-testid="cycle-next">
          {translate('account.commission.cycleNext', {
            cycle: translate(`account.commission.cycle.${state.next.cycle}`),
            from: formatBombay(state.next.from),
          })}
        </Alert>
      )}
    </Stack>
  );
}

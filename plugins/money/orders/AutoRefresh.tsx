import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';

const PERIODS = [0, 30, 60, 90, 120] as const;

/** Refetches the list every 30/60/90/120 s while the reviewer watches the queue (DOMAIN C.2); off by default. */
export function AutoRefresh() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [seconds, setSeconds] = useState<number>(0);
  useEffect(() => {
    if (seconds === 0) return undefined;
    const timer = window.setInterval(refresh, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [seconds, refresh]);
  return (
    <TextField
      select
      size="small"
      label={translate('money.orders.autoRefresh')}
      value={seconds}
      onChange={(e) => setSeconds(Number(e.target.value))}
      sx={{ minWidth: 150 }}
      slotProps={{ htmlInput: { 'data-testid': 'auto-refresh' } }}
    >
      {PERIODS.map((p) => (
        <MenuItem key={p} value={p}>
          {p === 0 ? translate('money.orders.refreshOff') : translate('money.orders.everySeconds', { seconds: p })}
        </MenuItem>
      ))}
    </TextField>
  );
}

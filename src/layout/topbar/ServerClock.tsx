import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { formatBombay } from '../../format';
import { useHttp } from '../../plugin/HttpContext';
import { POLL_MS } from '../useSessionInfo';
import { usePageSettled } from '../useChromeAfterPage';
import type { AnswerOf } from '../../../shared/contract';
import type { sessionContracts } from '../../../shared/sessionContract';

const TICK_MS = 1000;

/** Server time minus local time; undefined until the server has answered once. */
export function useServerOffset(): number | undefined {
  const http = useHttp();
  const { data } = useQuery({
    queryKey: ['chance', 'serverTime'],
    queryFn: async () => {
      const before = Date.now();
      const { sysNowTimeDate } = await http.request<AnswerOf<typeof sessionContracts.timeMillis>>('chance_login/getTimeMillis', {
        method: 'GET',
        silent: true,
      });
      // Half the round trip approximates when the server read its clock.
      return Number(sysNowTimeDate) - (before + Date.now()) / 2;
    },
    refetchInterval: POLL_MS,
    // From the page's first answers on (see useChromeAfterPage).
    enabled: usePageSettled(),
  });
  return data;
}

/** The server clock in Bombay time: one sync, then local 1-second ticks, resynced every 10 s. */
export function ServerClock() {
  const translate = useTranslate();
  const offset = useServerOffset();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1, px: 1, whiteSpace: 'nowrap' }}>
      <Typography component="span" sx={{ fontSize: 11, color: 'text.secondary' }}>
        {translate('layout.serverTime')}
      </Typography>
      <Typography component="span" sx={{ fontSize: 13, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="server-clock">
        {offset === undefined ? '—' : formatBombay(now + offset, 'YYYY-MM-DD HH:mm:ss')}
      </Typography>
    </Box>
  );
}

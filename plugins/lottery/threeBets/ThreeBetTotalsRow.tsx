import { useQuery } from '@tanstack/react-query';
import { Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatPaise } from '../../../src';
import { useThreeBetCalls, type ThreeBetTotals } from './threeBetCalls';

const FIELDS: (keyof ThreeBetTotals)[] = ['stake', 'validBet', 'payout', 'memberWinLoss'];

/** Totals over every bet the filter matches (not just the page), from the list call itself. */
export function ThreeBetTotalsRow() {
  const translate = useTranslate();
  const calls = useThreeBetCalls();
  const { filterValues } = useListContext();
  const grand = useQuery({
    queryKey: ['lotteryThreeBet', 'totals', filterValues],
    queryFn: () => calls.totals({ ...filterValues, pageIndex: 1, pageSize: 1 }),
  });
  const totals = grand.data?.totals;
  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      data-testid="three-bet-totals"
      sx={{ px: 2, py: 1, flexWrap: 'wrap', fontVariantNumeric: 'tabular-nums' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('lottery.threeBet.totals')}
      </Typography>
      <Typography variant="body2">{translate('lottery.threeBet.count', { count: totals?.count ?? '-' })}</Typography>
      {FIELDS.map((f) => (
        <Typography key={f} variant="body2" data-testid={`three-bet-total-${f}`}>
          {translate(`lottery.threeBet.${f}`)}: {totals ? formatPaise(totals[f]) : '-'}
        </Typography>
      ))}
    </Stack>
  );
}

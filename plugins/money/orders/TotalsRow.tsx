import { useQuery } from '@tanstack/react-query';
import { Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatPaise, useAfterPaint } from '../../../src';
import type { OrderTotals } from './orderCalls';

export interface TotalsRowProps {
  /** The amount fields summed, each with its i18n label. */
  fields: { source: keyof OrderTotals; label: string }[];
  /** The grand totals over the whole filter (the list endpoint's `totals`, asked for one row with `withTotals`). */
  fetchTotals(filter: Record<string, unknown>): Promise<{ total: number; totals: OrderTotals }>;
  queryKey: string;
}

/** The page subtotal (the rows shown) and the grand total (every row the filter matches), as DOMAIN C.2/C.3 ask. */
export function TotalsRow({ fields, fetchTotals, queryKey }: TotalsRowProps) {
  const translate = useTranslate();
  const { data = [], filterValues, isPending } = useListContext();
  // Asked once the list's first rows are painted: on a cold screen the grand total would otherwise
  // race the rows for the same slow link, and asked from the render that draws them it still went
  // out before they were on screen (one more request before them on 公司入款, issue 43).
  const rowsPainted = useAfterPaint(!isPending);
  const grand = useQuery({
    enabled: rowsPainted,
    queryKey: [queryKey, 'totals', filterValues],
    queryFn: () => fetchTotals({ ...filterValues, pageIndex: 1, pageSize: 1, withTotals: true }),
  });
  const pageSum = (source: keyof OrderTotals) => data.reduce((sum, r) => sum + (Number(r[source]) || 0), 0);
  const line = (label: string, count: number | undefined, value: (s: keyof OrderTotals) => number | undefined, testId: string) => (
    // Wraps on a phone: five figures on one line made the page 410 px wide at 390 (issue 39 walk).
    <Stack
      direction="row"
      useFlexGap
      spacing={3}
      data-testid={testId}
      sx={{ fontVariantNumeric: 'tabular-nums', flexWrap: 'wrap', rowGap: 0.5 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate(label)}
      </Typography>
      <Typography variant="body2">{translate('money.orders.count', { count: count ?? '-' })}</Typography>
      {fields.map((f) => (
        <Typography key={f.source} variant="body2">
          {translate(f.label)}: {formatPaise(value(f.source)) || '-'}
        </Typography>
      ))}
    </Stack>
  );
  return (
    <Stack spacing={0.5} sx={{ px: 2, py: 1 }}>
      {line('money.orders.pageSubtotal', data.length, pageSum, 'page-subtotal')}
      {line('money.orders.grandTotal', grand.data?.total, (s) => grand.data?.totals[s], 'grand-total')}
    </Stack>
  );
}

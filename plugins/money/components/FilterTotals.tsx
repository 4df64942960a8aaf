import { useQuery } from '@tanstack/react-query';
import { Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatPaise } from '../../../src';

/** A list endpoint's answer with its sums over the whole filter (pagedList `sums`). */
export interface SummedList<S extends string> {
  list: unknown[];
  total: number;
  sums: Record<S, number>;
}

export interface FilterTotalsProps<S extends string> {
  /** The sums shown, each with its i18n label. */
  fields: { source: S; label: string }[];
  /** The list endpoint asked for one row: its total and sums cover every row the filter matches. */
  fetchSums(filter: Record<string, unknown>): Promise<SummedList<S>>;
  queryKey: string;
  /** The row's heading, e.g. money.rebate.totals.title. */
  title: string;
  /** What the matched-row count counts (records, or days on the statistics screen), with %{count}. */
  countLabel: string;
}

/**
 * The totals over the whole filter (not just the page): record count and rupee sums, under a money
 * list (rebate statistics, Yue Bao records). Shared by the money parts, each with its own labels.
 */
export function FilterTotals<S extends string>({ fields, fetchSums, queryKey, title, countLabel }: FilterTotalsProps<S>) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const sums = useQuery({
    queryKey: [queryKey, 'sums', filterValues],
    queryFn: () => fetchSums({ ...filterValues, pageIndex: 1, pageSize: 1 }),
  });
  const answer = sums.data;
  return (
    <Stack
      direction="row"
      spacing={3}
      data-testid="filter-totals"
      sx={{ px: 2, py: 1, fontVariantNumeric: 'tabular-nums', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      <Typography variant="body2">{translate(countLabel, { count: answer ? answer.total : '-' })}</Typography>
      {fields.map((f) => (
        <Typography key={f.source} variant="body2">
          {translate(f.label)}: {answer ? formatPaise(answer.sums[f.source]) : '-'}
        </Typography>
      ))}
    </Stack>
  );
}

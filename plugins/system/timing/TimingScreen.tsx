import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Chip, CircularProgress, Link, Typography } from '@mui/material';
import { List, SelectInput, TextInput, useListContext, useTranslate } from 'react-admin';
import { DataTable, ListPagination, lazyScreen } from '../../../src';
import { SCREEN_SX } from '../logs/style';
import { TIMING_WINDOWS, useTimingCalls, type TimingRow, type TimingSeries, type TimingWindow } from './timingCalls';

// recharts loads with this chart, after the table: never in the console's entry chunk.
const chartSpinner = (
  <Box sx={{ height: 280, display: 'grid', placeItems: 'center' }}>
    <CircularProgress size={28} data-testid="timing-chart-loading" />
  </Box>
);
const TimingChart = lazyScreen(() => import('./TimingChart'), { fallback: chartSpinner });

const WINDOW_CHOICES = TIMING_WINDOWS.map((id) => ({ id, name: `system.timing.windows.${id}` }));

const filters = [
  <SelectInput key="window" source="window" label="system.timing.window" choices={WINDOW_CHOICES} alwaysOn isRequired />,
  <TextInput key="endpoint" source="endpoint" label="system.timing.endpoint" alwaysOn resettable />,
];

// Long API paths wrap inside their cell so the table keeps to the screen's width.
const TABLE_SX = { '& .MuiTableCell-head': { whiteSpace: 'nowrap' } } as const;
const PATH_SX = {
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  whiteSpace: 'normal',
  overflow: 'visible',
  textAlign: 'left',
  maxWidth: 420,
} as const;

const ms = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-IN', { maximumFractionDigits: 1 }));
const percent = (rate: number) => `${(rate * 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;

function ChartCard({ window, route }: { window: TimingWindow; route: string | null }) {
  const translate = useTranslate();
  const calls = useTimingCalls();
  const { data } = useListContext<TimingRow>();
  const [series, setSeries] = useState<(TimingSeries & { window: TimingWindow }) | null>(null);
  const [failed, setFailed] = useState(false);

  // A refresh keeps the drawn chart until the new figures arrive; another endpoint or window starts blank.
  const shown = series !== null && series.route === route && series.window === window;
  useEffect(() => {
    if (!route) return undefined;
    let live = true;
    setFailed(false);
    calls.series({ window, route }).then(
      (s) => live && setSeries({ ...s, window }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // The list's data changes when it is refreshed: the chart follows with the same calls.
  }, [calls, window, route, data]);

  let body;
  if (!route) body = <Typography color="text.secondary">{translate('system.timing.pick')}</Typography>;
  else if (failed) body = <Alert severity="error">{translate('system.timing.chartFailed')}</Alert>;
  else if (!series || !shown) body = chartSpinner;
  else if (series.points.every((p) => p.count === 0))
    body = (
      <Typography color="text.secondary" data-testid="timing-chart-empty">
        {translate('system.timing.chartEmpty')}
      </Typography>
    );
  else body = <TimingChart points={series.points} step={series.step} />;
  return (
    <Card variant="outlined" sx={{ m: 1 }} data-testid="timing-chart-card">
      <CardContent>
        {route && (
          <Typography variant="subtitle1" gutterBottom data-testid="timing-chart-title">
            {translate('system.timing.chartTitle', { endpoint: route })}
          </Typography>
        )}
        {body}
      </CardContent>
    </Card>
  );
}

function TimingBody() {
  const translate = useTranslate();
  const { data, filterValues } = useListContext<TimingRow>();
  const [picked, setPicked] = useState<string | null>(null);
  const window: TimingWindow = TIMING_WINDOWS.includes(filterValues.window) ? filterValues.window : '1h';
  // Until one is picked, the chart shows the slowest endpoint (the first row by p95).
  const route = picked ?? data?.[0]?.route ?? null;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('system.timing.help')}
      </Typography>
      <ChartCard window={window} route={route} />
      <DataTable<TimingRow>
        bulkActionButtons={false}
        rowClick={false}
        sx={TABLE_SX}
        empty={
          <Typography sx={{ p: 2 }} color="text.secondary" data-testid="timing-empty">
            {translate('system.timing.empty')}
          </Typography>
        }
      >
        <DataTable.Col
          source="route"
          label="system.timing.endpoint"
          render={(r: TimingRow) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'normal', minWidth: 260 }}>
              <Chip size="small" variant="outlined" label={r.method} />
              <Link
                component="button"
                type="button"
                underline="hover"
                onClick={() => setPicked(r.route)}
                data-testid={`timing-pick-${r.path}`}
                aria-label={translate('system.timing.show', { endpoint: r.route })}
                sx={{ ...PATH_SX, fontWeight: r.route === route ? 700 : 400 }}
              >
                {r.path}
              </Link>
            </Box>
          )}
        />
        <DataTable.NumberCol source="count" label="system.timing.count" />
        <DataTable.Col source="avg" label="system.timing.avg" align="right" render={(r: TimingRow) => ms(r.avg)} />
        <DataTable.Col source="p50" label="system.timing.p50" align="right" render={(r: TimingRow) => ms(r.p50)} />
        <DataTable.Col source="p95" label="system.timing.p95" align="right" render={(r: TimingRow) => ms(r.p95)} />
        <DataTable.Col source="max" label="system.timing.max" align="right" render={(r: TimingRow) => ms(r.max)} />
        <DataTable.NumberCol source="errors" label="system.timing.errors" />
        <DataTable.Col
          source="errorRate"
          label="system.timing.errorRate"
          align="right"
          render={(r: TimingRow) => (
            <Box component="span" sx={{ color: r.errors ? 'error.main' : undefined }}>
              {percent(r.errorRate)}
            </Box>
          )}
        />
      </DataTable>
    </>
  );
}

/** interface_time_statistics: the server's own timings per endpoint, slowest first, and one endpoint's p50/p95 over time. */
export default function TimingScreen() {
  return (
    <Box data-testid="interface-timing" sx={SCREEN_SX}>
      <List
        perPage={50}
        filters={filters}
        filterDefaultValues={{ window: '1h' }}
        exporter={false}
        empty={false}
        title="system.timing.title"
        pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}
        sort={{ field: 'p95', order: 'DESC' }}
      >
        <TimingBody />
      </List>
    </Box>
  );
}

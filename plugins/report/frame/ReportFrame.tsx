import { lazy, Suspense, useMemo, useRef, useState, type ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Breadcrumbs, Button, Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { formatBombay, useAfterPaint } from '../../../src';
import { reportCall, useReportCalls } from '../calls';
import { openingFilters, REPORT_FRESH_MS, reportKey } from '../reportQuery';
import { inReportOrder, SCREENS, type ScreenDef } from '../screens';
import type { ReportFilters, ReportRow } from '../types';
import { exportPng, exportXlsx } from './exportTable';
import { FilterBar } from './FilterBar';
import type { Preset } from './presets';
import { ReportTable, rowLabel, withDerived } from './ReportTable';

// The chart (recharts, about 95 KiB) is asked for once the table is on screen, not before: a cold
// report screen draws its table as soon as the figures come, and the chart when its code has come
// too. Fetched from the screen's first render, its code shared a slow link with the report's answer
// and was two requests before the rows of 每日总览 (issue 43).
const ReportChart = lazy(() => import('./ReportChart').then((m) => ({ default: m.ReportChart })));
const chartSkeleton = <Skeleton variant="rectangular" height={320} data-testid="report-chart-loading" />;

/** Every report screen: filters, chart, table with totals and change, xlsx and PNG downloads. */
export function ReportFrame({ screen }: { screen: ScreenDef }) {
  const translate = useTranslate();
  const calls = useReportCalls();
  const { permissions } = usePermissions<{ role?: string } | string>();
  const role = typeof permissions === 'string' ? permissions : permissions?.role;
  const analyst = role === 'admin' || role === 'franchisee';
  const [preset, setPreset] = useState<Preset>('last7');
  const [filters, setFilters] = useState<ReportFilters>(() => openingFilters(Date.now()));
  const chartRef = useRef<HTMLDivElement>(null);
  const valid = filters.from <= filters.to;
  // Keyset screens: the cursors of the pages opened so far (the last is the page shown).
  const [cursors, setCursors] = useState<number[]>([]);
  const afterId = cursors.length > 0 ? cursors[cursors.length - 1] : undefined;
  const changeFilters = (f: ReportFilters) => {
    setFilters(f);
    setCursors([]);
  };

  const answer = useQuery({
    queryKey: reportKey(screen.name, filters, afterId),
    // A cold load of the screen's URL asked for the opening answer already (prefetchReport).
    staleTime: REPORT_FRESH_MS,
    queryFn: () => reportCall(calls, screen.name)(screen.keyset && afterId !== undefined ? { ...filters, afterId } : filters),
    enabled: valid,
    // Days awaiting a rebuild after late changes are ready within a minute: ask again until they are.
    refetchInterval: (query) => (query.state.data?.freshness?.pending.length ? 20_000 : false),
  });
  const freshness = answer.data?.freshness;
  // The chart (and, the first time, its code) and the filters' lookups once the first answer (or its
  // error) is painted.
  const answerPainted = useAfterPaint(!answer.isPending || !valid);

  /** Every row of the period: all pages of a keyset screen (for the export), else the rows shown. */
  const allRows = async (): Promise<ReportRow[]> => {
    if (!screen.keyset) return rows;
    const out: ReportRow[] = [];
    let after: number | undefined;
    for (let page = 0; page < 1000; page++) {
      const next = await reportCall(calls, screen.name)({ ...filters, afterId: after, limit: 500 });
      out.push(...next.rows.map((r) => withDerived(screen, r)));
      if (next.nextAfterId === null || next.nextAfterId === undefined) break;
      after = next.nextAfterId;
    }
    return inReportOrder(screen, out);
  };

  const title = translate(`report.menu.${screen.name}`);
  const rows = useMemo(
    () =>
      inReportOrder(
        screen,
        (answer.data?.rows ?? []).map((r) => withDerived(screen, r)),
      ),
    [answer.data, screen],
  );
  // The table's rows in the table's order (inReportOrder), or the answer's own series.
  const chartRows = useMemo(() => {
    const source: ReportRow[] =
      screen.chart.data === 'mix' ? (answer.data?.mix ?? []) : screen.chart.data === 'days' ? (answer.data?.days ?? []) : rows;
    const labelled: ReportRow[] = source.map((r) => ({
      ...withDerived(screen, r),
      name: screen.chart.data === 'days' ? String(r.date).slice(5) : rowLabel(screen, r, translate, screen.chart.data === 'mix'),
    }));
    return screen.chart.top ? labelled.slice(0, screen.chart.top) : labelled;
  }, [answer.data, rows, screen, translate]);
  const chartUnit = screen.columns.find((c) => c.field === screen.chart.series[0])?.unit ?? 'money';

  const download = async () => {
    const data = answer.data;
    if (!data) return;
    const header = [
      translate(screen.rows === 'days' ? 'report.col.date' : `report.key.${screen.name}`),
      ...screen.columns.map((c) => translate(`report.col.${c.field}`)),
    ];
    const line = (label: string, r: Record<string, number | string | null>) => [
      label,
      ...screen.columns.map((c) => {
        const v = withDerived(screen, r as ReportRow)[c.field];
        return v === undefined || v === null ? null : c.unit === 'bps' ? Number(v) / 10_000 : Number(v);
      }),
    ];
    const everyRow = await allRows();
    await exportXlsx(
      {
        name: title,
        header,
        rows: [
          ...everyRow.map((r) => line(rowLabel(screen, r, translate), r)),
          line(translate('report.total'), data.totals),
          line(translate('report.previous'), data.previous),
        ],
        moneyColumns: screen.columns.flatMap((c, i) => (c.unit === 'money' ? [i + 1] : [])),
      },
      `${screen.name}_${filters.from}_${filters.to}.xlsx`,
    );
  };
  const png = async () => {
    const svg = chartRef.current?.querySelector('svg.recharts-surface');
    if (svg) await exportPng(svg as SVGSVGElement, `${screen.name}_${filters.from}_${filters.to}.png`);
  };

  return (
    <Box sx={{ p: 2 }} data-testid={`report-${screen.name}`}>
      <Typography variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <FilterBar
        filters={filters}
        preset={preset}
        offer={screen.filters}
        analyst={analyst}
        isAdmin={role === 'admin'}
        lookups={answerPainted}
        onChange={(f, p) => {
          changeFilters(f);
          setPreset(p);
        }}
      />
      {screen.drillTeam && answer.data?.trail && (
        <Breadcrumbs sx={{ mb: 1 }} data-testid="team-trail">
          {answer.data.trail.map((a, i, all) =>
            i === all.length - 1 ? (
              <Typography key={a.id} color="text.primary">
                {a.username}
              </Typography>
            ) : (
              <Link key={a.id} component="button" onClick={() => changeFilters({ ...filters, parentId: i === 0 ? undefined : a.id })}>
                {a.username}
              </Link>
            ),
          )}
        </Breadcrumbs>
      )}
      {answer.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {(answer.error as Error).message || translate('report.loadError')}
        </Alert>
      )}
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
            <Button
              size="small"
              variant="outlined"
              data-testid="download-png"
              onClick={png}
              disabled={!answer.data || chartRows.length === 0}
            >
              {translate('report.downloadPng')}
            </Button>
            <Button size="small" variant="outlined" data-testid="export-xlsx" onClick={download} disabled={!answer.data}>
              {translate('report.exportXlsx')}
            </Button>
          </Box>
          {(answer.isPending && valid) || !answerPainted ? (
            chartSkeleton
          ) : chartRows.length === 0 ? (
            <Alert severity="info">{translate('report.empty')}</Alert>
          ) : (
            <Suspense fallback={chartSkeleton}>
              <ReportChart
                ref={chartRef}
                kind={screen.chart.kind}
                data={chartRows}
                xField="name"
                series={screen.chart.series.map((f) => ({ field: f, label: translate(`report.col.${f}`) }))}
                unit={chartUnit}
              />
            </Suspense>
          )}
        </CardContent>
      </Card>
      {answer.data && (
        <ReportTable
          screen={screen}
          rows={rows}
          totals={answer.data.totals}
          previous={answer.data.previous}
          filters={filters}
          onTeam={screen.drillTeam ? (id) => changeFilters({ ...filters, parentId: id }) : undefined}
        />
      )}
      {screen.keyset && answer.data && (cursors.length > 0 || answer.data.nextAfterId) && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }} data-testid="keyset-pager">
          <Typography variant="body2" color="text.secondary">
            {translate('report.pageOf', { page: cursors.length + 1 })}
          </Typography>
          <Button size="small" disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))} data-testid="page-prev">
            {translate('report.prevPage')}
          </Button>
          <Button
            size="small"
            disabled={!answer.data.nextAfterId}
            onClick={() => setCursors([...cursors, answer.data.nextAfterId as number])}
            data-testid="page-next"
          >
            {translate('report.nextPage')}
          </Button>
        </Box>
      )}
      {screen.keyset && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {translate('report.pageNote')}
        </Typography>
      )}
      {screen.name === 'analysis_fundingStatistics' && answer.data?.mix && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {answer.data.mix.map((m) => `${rowLabel(screen, m, translate, true)}: ${Number(m.depositCount)}`).join(' · ')}
        </Typography>
      )}
      {(screen.name === 'member_report' || screen.name === 'team_report') && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }} data-testid="report-move-rule">
          {translate('report.moveRule')}
        </Typography>
      )}
      {screen.keyLabel === 'vip' && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }} data-testid="report-vip-rule">
          {translate('report.vipRule')}
        </Typography>
      )}
      {freshness?.pending.length ? (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="report-pending">
          {translate('report.pending', { dates: freshness.pending.join(', ') })}
        </Alert>
      ) : null}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {translate('report.bombayNote')}
        {freshness?.builtAt ? ` ${translate('report.builtAt', { time: formatBombay(freshness.builtAt) })}` : ''}
      </Typography>
    </Box>
  );
}

const frames = new Map<string, () => ReactElement>();

/** The screen component of one report (stable per name, so React keeps its state). */
export function screenFor(name: keyof typeof SCREENS) {
  let frame = frames.get(name);
  if (!frame) {
    const screen = SCREENS[name];
    frame = function Report() {
      return <ReportFrame screen={screen} />;
    };
    frames.set(name, frame);
  }
  return frame;
}

import { useState } from 'react';
import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  Tooltip,
  TableContainer,
  TableFooter,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPaise } from '../../../src';
import { cellValue, type Column, type ScreenDef } from '../screens';
import type { ReportFilters, ReportRow } from '../types';
import { DrillCell } from './DrillCell';
import { changeBps } from './presets';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Figures = Record<string, number | string | null>;

/** The row with its derived columns filled in (charts and exports read them as fields). */
export function withDerived(screen: ScreenDef, row: ReportRow): ReportRow {
  const out: ReportRow = { ...row };
  for (const c of screen.columns) if (c.derive) out[c.field] = c.derive(row);
  return out;
}

/** What the first column says: the date, or the cut's key read for people. */
export function rowLabel(screen: ScreenDef, row: ReportRow, translate: Translate, mix = false): string {
  if (mix) return translate(`report.kind.${row.key}`);
  if (screen.rows === 'days') return String(row.date);
  if (screen.keyLabel === 'vip') return `VIP ${row.key}`;
  if (screen.keyLabel === 'hour') return `${String(row.key).padStart(2, '0')}:00`;
  if (row.direct === 1) return translate('report.directMembers', { name: row.label });
  return String(row.label ?? row.key);
}

/**
 * What a column counts, as its header's tooltip says it: a day's wording on screens whose rows are
 * days, the chosen period's where a row covers the whole period (report.defPeriod), for the
 * definitions that differ; the others read the same on both.
 */
export function columnDefinition(screen: ScreenDef, field: string, translate: Translate): string {
  const daily = translate(`report.def.${field}`);
  return screen.rows === 'days' ? daily : translate(`report.defPeriod.${field}`, { _: daily });
}

export function formatCell(column: Column, value: number | null): string {
  if (value === null) return '–';
  if (column.unit === 'money') return formatPaise(value);
  if (column.unit === 'bps') return `${(value / 100).toFixed(2)}%`;
  return value.toLocaleString('en-IN');
}

function changeText(current: number | null, previous: number | null): { text: string; up: boolean | null } {
  if (current === null || previous === null) return { text: '–', up: null };
  const bps = changeBps(current, previous);
  if (bps === null) return { text: current === 0 ? '0.00%' : '–', up: null };
  return { text: `${bps > 0 ? '+' : ''}${(bps / 100).toFixed(2)}%`, up: bps === 0 ? null : bps > 0 };
}

const PAGE = 50;

export interface ReportTableProps {
  screen: ScreenDef;
  rows: ReportRow[];
  totals: Figures;
  previous: Figures;
  filters: ReportFilters;
  onTeam?: (agentId: number) => void;
}

/** Rows, then the period's totals, the previous period's totals and the change between them. */
export function ReportTable({ screen, rows, totals, previous, filters, onTeam }: ReportTableProps) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const visible = rows.length > PAGE ? rows.slice(page * PAGE, (page + 1) * PAGE) : rows;
  const range = { from: filters.from, to: filters.to };

  const cell = (c: Column, figures: Figures, days?: { from: string; to: string }) => {
    const value = cellValue(c, figures);
    const text = formatCell(c, value);
    if (c.drill && days && value) return <DrillCell kind={c.drill} days={days} filters={filters} text={text} testId={`drill-${c.field}`} />;
    return text;
  };

  return (
    <Box>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" data-testid="report-table">
          <TableHead>
            <TableRow>
              <TableCell>{translate(screen.rows === 'days' ? 'report.col.date' : `report.key.${screen.name}`)}</TableCell>
              {screen.columns.map((c) => (
                <TableCell key={c.field} align="right">
                  {/* What the figure counts, on hover and on keyboard focus (issue 40). */}
                  <Tooltip title={columnDefinition(screen, c.field, translate)} describeChild>
                    <span tabIndex={0} data-testid={`report-col-${c.field}`} style={{ borderBottom: '1px dotted', cursor: 'help' }}>
                      {translate(`report.col.${c.field}`)}
                    </span>
                  </Tooltip>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((r) => {
              const label = rowLabel(screen, r, translate);
              const day = screen.rows === 'days' ? { from: String(r.date), to: String(r.date) } : undefined;
              return (
                <TableRow key={String(r.date ?? r.key)} hover>
                  {/* A day or a name on one line: with a dozen figure columns the cell was squeezed to "2026-" over "11-27". */}
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {onTeam && r.direct !== 1 ? (
                      <Link component="button" onClick={() => onTeam(Number(r.key))} data-testid="team-drill">
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </TableCell>
                  {screen.columns.map((c) => (
                    <TableCell key={c.field} align="right">
                      {cell(c, r, day)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="report-totals">
              <TableCell component="th">
                <strong>{translate('report.total')}</strong>
              </TableCell>
              {screen.columns.map((c) => (
                <TableCell key={c.field} align="right">
                  <strong>{cell(c, totals, range)}</strong>
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell component="th">{translate('report.previous')}</TableCell>
              {screen.columns.map((c) => (
                <TableCell key={c.field} align="right">
                  {formatCell(c, cellValue(c, previous))}
                </TableCell>
              ))}
            </TableRow>
            <TableRow data-testid="report-change">
              <TableCell component="th">{translate('report.change')}</TableCell>
              {screen.columns.map((c) => {
                const { text, up } = changeText(cellValue(c, totals), cellValue(c, previous));
                return (
                  <TableCell key={c.field} align="right">
                    <Typography
                      variant="body2"
                      component="span"
                      color={up === null ? 'text.secondary' : up ? 'success.main' : 'error.main'}
                    >
                      {text}
                    </Typography>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      {rows.length > PAGE && (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[PAGE]}
          onPageChange={(_, p) => setPage(p)}
        />
      )}
    </Box>
  );
}

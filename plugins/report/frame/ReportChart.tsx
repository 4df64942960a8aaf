import { forwardRef } from 'react';
import { Box, useTheme } from '@mui/material';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatPaise, rupeeAxisFormatter } from '../../../src';
import type { ChartKind, Unit } from '../screens';

export interface ChartSeries {
  field: string;
  label: string;
}

export interface ReportChartProps {
  kind: ChartKind;
  data: Record<string, number | string | null>[];
  /** Field of the x axis (or of the slice name for a pie). */
  xField: string;
  series: ChartSeries[];
  unit: Unit;
}

/** The report's chart; its container (ref) holds the SVG the PNG download draws. */
export const ReportChart = forwardRef<HTMLDivElement, ReportChartProps>(function ReportChart({ kind, data, xField, series, unit }, ref) {
  const theme = useTheme();
  const colours = [
    theme.palette.primary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.error.main,
    theme.palette.secondary.main,
    theme.palette.info.main,
    '#8d6e63',
    '#5c6bc0',
    '#26a69a',
    '#ab47bc',
  ];
  const format = (v: unknown) => (unit === 'money' ? formatPaise(Number(v)) : Number(v).toLocaleString('en-IN'));
  // One unit per axis (₹L on every tick, never ₹50K beside ₹1.0L); a stacked area's axis reaches the row sums.
  const values = data.flatMap((row) => {
    const own = series.map((s) => Number(row[s.field]));
    return kind === 'area' ? [...own, own.reduce((sum, v) => sum + (Number.isFinite(v) ? v : 0), 0)] : own;
  });
  const axis = unit === 'money' ? { tickFormatter: rupeeAxisFormatter(values), width: 72 } : { allowDecimals: false, width: 56 };
  const common = { data, margin: { top: 8, right: 16, bottom: 0, left: 0 } };
  const x = <XAxis dataKey={xField} tick={{ fontSize: 12 }} minTickGap={8} />;
  const y = <YAxis {...axis} tick={{ fontSize: 12 }} />;
  const grid = <CartesianGrid strokeDasharray="3 3" vertical={false} />;
  const tip = <Tooltip formatter={(v) => format(v)} />;

  let chart;
  if (kind === 'pie') {
    const s = series[0];
    chart = (
      <PieChart>
        <Pie
          data={data}
          dataKey={s.field}
          nameKey={xField}
          outerRadius="80%"
          isAnimationActive={false}
          label={(e: { name?: string }) => e.name ?? ''}
        >
          {data.map((_, i) => (
            <Cell key={i} fill={colours[i % colours.length]} />
          ))}
        </Pie>
        {tip}
        <Legend />
      </PieChart>
    );
  } else if (kind === 'bar') {
    chart = (
      <BarChart {...common}>
        {grid}
        {x}
        {y}
        {tip}
        <Legend />
        {series.map((s, i) => (
          <Bar key={s.field} dataKey={s.field} name={s.label} fill={colours[i % colours.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    );
  } else if (kind === 'area') {
    chart = (
      <AreaChart {...common}>
        {grid}
        {x}
        {y}
        {tip}
        <Legend />
        {series.map((s, i) => (
          <Area
            key={s.field}
            type="monotone"
            stackId="1"
            dataKey={s.field}
            name={s.label}
            stroke={colours[i % colours.length]}
            fill={colours[i % colours.length]}
            fillOpacity={0.35}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    );
  } else {
    chart = (
      <LineChart {...common}>
        {grid}
        {x}
        {y}
        {tip}
        <Legend />
        {series.map((s, i) => (
          <Line
            key={s.field}
            type="monotone"
            dataKey={s.field}
            name={s.label}
            stroke={colours[i % colours.length]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  }
  return (
    <Box ref={ref} data-testid="report-chart" sx={{ width: '100%', height: 320 }}>
      <ResponsiveContainer>{chart}</ResponsiveContainer>
    </Box>
  );
});

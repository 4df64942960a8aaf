import { Box, useTheme } from '@mui/material';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { formatBombay } from '../../../src';
import type { TimingPoint } from './timingCalls';

export interface TimingChartProps {
  points: TimingPoint[];
  /** 60000: points are minutes; otherwise hours. */
  step: number;
}

/** p50 and p95 of one endpoint over the window (empty minutes or hours are gaps, not zeros), calls as bars behind them. */
export default function TimingChart({ points, step }: TimingChartProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const pattern = step === 60_000 ? 'HH:mm' : 'MM-DD HH:mm';
  const data = points.map((p) => ({ ...p, label: formatBombay(p.time, pattern) }));
  return (
    <Box data-testid="timing-chart" sx={{ width: '100%', height: 280 }}>
      <ResponsiveContainer>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis yAxisId="ms" tick={{ fontSize: 12 }} width={64} unit=" ms" />
          <YAxis yAxisId="calls" orientation="right" allowDecimals={false} tick={{ fontSize: 12 }} width={48} />
          <Tooltip
            formatter={(value, name, item) => {
              const shown = value === null || value === undefined ? '—' : String(value);
              return [item.dataKey === 'count' ? shown : `${shown} ms`, name];
            }}
          />
          <Legend />
          <Bar
            yAxisId="calls"
            dataKey="count"
            name={translate('system.timing.calls')}
            fill={theme.palette.grey[600]}
            fillOpacity={0.3}
            isAnimationActive={false}
          />
          <Line
            yAxisId="ms"
            type="monotone"
            dataKey="p50"
            name="P50"
            stroke={theme.palette.primary.main}
            strokeWidth={2}
            dot={{ r: 2 }}
            isAnimationActive={false}
          />
          <Line
            yAxisId="ms"
            type="monotone"
            dataKey="p95"
            name="P95"
            stroke={theme.palette.error.main}
            strokeWidth={2}
            dot={{ r: 2 }}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}

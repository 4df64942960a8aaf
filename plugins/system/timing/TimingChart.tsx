import { Box, useTheme } from '@mui/material';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { formatBombay } from '../../../src';
import type { TimingPoint } from './timingCalls';

export interface TimingChartProps {
  points: TimingPoint[];
  /** 60000: points are minutes; otherwise hours. */
  step: number;
}

/** p50 and p95 of one endpoint over the window; empty minutes or hours are gaps, not zeros. */
export default function TimingChart({ points, step }: TimingChartProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const pattern = step === 60_000 ? 'HH:mm' : 'MM-DD HH:mm';
  const data = points.map((p) => ({ ...p, label: formatBombay(p.time, pattern) }));
  return (
    <Box data-testid="timing-chart" sx={{ width: '100%', height: 280 }}>
      <ResponsiveContainer>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis tick={{ fontSize: 12 }} width={56} unit=" ms" />
          <Tooltip
            formatter={(value, name) => [value === null || value === undefined ? '—' : `${String(value)} ms`, name]}
            labelFormatter={(label, payload) => {
              const count = (payload?.[0]?.payload as TimingPoint | undefined)?.count ?? 0;
              return `${String(label)} · ${translate('system.timing.calls')}: ${count}`;
            }}
          />
          <Legend />
          <Line type="monotone" dataKey="p50" name="P50" stroke={theme.palette.primary.main} strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="p95" name="P95" stroke={theme.palette.warning.main} strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}

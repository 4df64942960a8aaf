import { Box, useTheme } from '@mui/material';
import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatBps } from './labels';

export interface KillRateChartProps {
  data: { label: string; killRateBps: number }[];
  band: { minBps: number; maxBps: number } | null;
  name: string;
}

/** A kill-rate line (in %) against the game's alert band (shaded). Loaded lazily with recharts. */
export default function KillRateChart({ data, band, name }: KillRateChartProps) {
  const theme = useTheme();
  const values = data.map((d) => d.killRateBps);
  const lo = Math.min(0, ...values, band?.minBps ?? 0);
  const hi = Math.max(0, ...values, band?.maxBps ?? 0);
  return (
    <Box sx={{ width: '100%', height: 240 }}>
      <ResponsiveContainer>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={12} />
          <YAxis domain={[lo, hi]} tickFormatter={(v: number) => formatBps(v)} tick={{ fontSize: 11 }} width={64} />
          {band && <ReferenceArea y1={band.minBps} y2={band.maxBps} fill={theme.palette.success.light} fillOpacity={0.2} />}
          <Tooltip formatter={(v) => formatBps(Number(v))} />
          <Line type="linear" dataKey="killRateBps" name={name} stroke={theme.palette.primary.main} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}

import { useState } from 'react';
import { Alert, Box, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography, useTheme } from '@mui/material';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { formatPaise, rupeeAxisFormatter } from '../../src';
import { CHART_DAYS as DAYS, useHomeSeries } from './useHomeQueries';
import { ChartSkeleton } from './ChartSkeleton';

type Mode = 'money' | 'members';

export default function HomeChart() {
  const translate = useTranslate();
  const theme = useTheme();
  const [mode, setMode] = useState<Mode>('money');
  const { data, isPending, isError } = useHomeSeries(DAYS);

  if (isPending) return <ChartSkeleton />;
  const days = data?.days ?? [];
  const rows = days.map((d) => ({ ...d, label: d.date.slice(5) }));
  const moneyTick = rupeeAxisFormatter(days.flatMap((d) => [d.depositAmount, d.withdrawalAmount]));

  return (
    <Card variant="outlined" data-testid="home-chart">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography variant="h6">{translate('dashboard.chartTitle', { days: DAYS })}</Typography>
          <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, v: Mode | null) => v && setMode(v)}>
            <ToggleButton value="money">{translate('dashboard.chartMoney')}</ToggleButton>
            <ToggleButton value="members">{translate('dashboard.chartMembers')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {isError && <Alert severity="error">{translate('dashboard.loadError')}</Alert>}
        {!isError && rows.length === 0 && <Alert severity="info">{translate('dashboard.empty')}</Alert>}
        {!isError && rows.length > 0 && (
          <Box sx={{ width: '100%', height: 320 }}>
            <ResponsiveContainer>
              <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
                {mode === 'money' ? (
                  <>
                    <YAxis tickFormatter={moneyTick} width={64} tick={{ fontSize: 12 }} />
                    <Tooltip formatter={(v) => formatPaise(Number(v))} />
                    <Legend />
                    <Bar dataKey="depositAmount" name={translate('dashboard.depositAmount')} fill={theme.palette.success.main} />
                    <Bar dataKey="withdrawalAmount" name={translate('dashboard.withdrawalAmount')} fill={theme.palette.warning.main} />
                  </>
                ) : (
                  <>
                    <YAxis allowDecimals={false} width={48} tick={{ fontSize: 12 }} />
                    <Tooltip />
                    <Legend />
                    <Bar dataKey="registrations" name={translate('dashboard.registrationsSeries')} fill={theme.palette.primary.main} />
                    <Line
                      type="monotone"
                      dataKey="firstDeposits"
                      name={translate('dashboard.firstDepositsSeries')}
                      stroke={theme.palette.secondary.main}
                      strokeWidth={2}
                      dot={false}
                    />
                  </>
                )}
              </ComposedChart>
            </ResponsiveContainer>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

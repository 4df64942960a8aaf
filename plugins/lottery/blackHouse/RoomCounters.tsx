import { Box, Chip, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RoomSummary } from '../lotteryCalls';

/** Each franchisee's room against the limits: rows of 10, enabled of 3 (full counters turn orange). */
export function RoomCounters({ summary, loading }: { summary: RoomSummary | undefined; loading: boolean }) {
  const translate = useTranslate();
  if (loading) return <Skeleton variant="rounded" height={32} sx={{ mb: 1 }} />;
  if (!summary) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }} data-testid="room-counters">
      <Typography variant="body2" color="text.secondary">
        {translate('lottery.blackHouse.limits', { maxTotal: summary.maxTotal, maxEnabled: summary.maxEnabled })}
      </Typography>
      {summary.franchisees.map((f) => {
        const full = f.total >= summary.maxTotal || f.enabled >= summary.maxEnabled;
        return (
          <Chip
            key={f.franchiseeId}
            size="small"
            variant="outlined"
            color={full ? 'warning' : 'default'}
            data-testid={`room-${f.franchiseeId}`}
            label={translate('lottery.blackHouse.counter', {
              name: f.franchiseeName,
              total: f.total,
              maxTotal: summary.maxTotal,
              enabled: f.enabled,
              maxEnabled: summary.maxEnabled,
            })}
          />
        );
      })}
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Card, CardContent, Skeleton, Typography, Box } from '@mui/material';

interface KpiCardProps {
  label: string;
  value?: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  loading?: boolean;
  testId?: string;
}

export function KpiCard({ label, value, hint, icon, loading, testId }: KpiCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {icon && <Box sx={{ color: 'primary.main', display: 'flex', fontSize: 40 }}>{icon}</Box>}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" color="text.secondary" noWrap>
            {label}
          </Typography>
          <Typography variant="h5" component="div" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} noWrap>
            {loading ? <Skeleton width="60%" /> : value}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {loading ? <Skeleton width="40%" /> : hint}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

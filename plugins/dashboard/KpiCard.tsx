import type { ReactNode } from 'react';
import { Card, CardContent, Skeleton, Typography, Box } from '@mui/material';

interface KpiCardProps {
  label: string;
  value?: ReactNode;
  /** One line per entry: figures wrap between entries instead of being cut off. */
  hint?: ReactNode | string[];
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
          {/* Figures are what the card is for: they shrink and wrap, never end in "…". */}
          <Typography
            variant="h5"
            component="div"
            data-testid="kpi-value"
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', fontSize: 'clamp(1.1rem, 1.7vw, 1.5rem)', overflowWrap: 'anywhere' }}
          >
            {loading ? <Skeleton width="60%" /> : value}
          </Typography>
          {loading ? (
            <Skeleton width="40%" />
          ) : (
            (Array.isArray(hint) ? hint : [hint])
              .filter((line) => line !== undefined && line !== null && line !== false)
              .map((line, i) => (
                <Typography
                  key={i}
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  data-testid="kpi-hint"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {line}
                </Typography>
              ))
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

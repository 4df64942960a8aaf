import { Card, CardContent, Skeleton, Typography } from '@mui/material';

export function ChartSkeleton() {
  return (
    <Card variant="outlined" data-testid="home-chart-loading">
      <CardContent>
        <Typography variant="h6">
          <Skeleton width={160} />
        </Typography>
        <Skeleton variant="rectangular" height={320} />
      </CardContent>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Loading, error (with retry) and empty states of a lever screen's query; the children once there is something to show. */
export function LoadState({
  pending,
  error,
  empty,
  emptyText,
  onRetry,
  children,
  testId,
}: {
  pending: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  onRetry(): void;
  children: ReactNode;
  testId?: string;
}) {
  const translate = useTranslate();
  if (pending) return <Skeleton variant="rounded" height={160} data-testid={testId ? `${testId}-loading` : undefined} />;
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>{translate('lottery.lever.retry')}</Button>}>
        {translate('lottery.lever.loadError')}
      </Alert>
    );
  }
  if (empty)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid={testId ? `${testId}-empty` : undefined}>
        {translate(emptyText)}
      </Typography>
    );
  return <>{children}</>;
}

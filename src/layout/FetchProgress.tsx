import { useIsFetching } from '@tanstack/react-query';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A thin bar under the top bar while a screen fetches over rows it already shows (paging, sorting,
 * filtering, refresh keep the old rows on screen, so without it nothing says new ones are coming).
 * First loads show react-admin's skeleton rows instead, and the host's own 10 s polls
 * (['chance', …] keys) never light it.
 */
export function FetchProgress() {
  const translate = useTranslate();
  const refetching = useIsFetching({
    predicate: (q) =>
      q.queryKey[0] !== 'chance' &&
      // A refetch of shown data, or a new page/sort/filter whose list keeps showing the previous
      // rows meanwhile (react-admin's placeholderData): that query has no data of its own yet.
      (q.state.data !== undefined || q.observers.some((o) => o.getCurrentResult().isPlaceholderData)),
  });
  if (refetching === 0) return null;
  return (
    <LinearProgress
      aria-label={translate('layout.loading')}
      data-testid="fetch-progress"
      sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }}
    />
  );
}

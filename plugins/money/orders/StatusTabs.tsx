import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** Pending / approved / rejected / all over the list's `status` filter (1 pending is where a reviewer starts). */
export function StatusTabs({ labels }: { labels: string }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current = (filterValues.status as number | undefined) ?? 0;
  return (
    <Tabs
      value={current}
      onChange={(_, status: number) => {
        const { status: _old, ...rest } = filterValues;
        setFilters(status === 0 ? rest : { ...rest, status });
      }}
      // Scrolls on a phone rather than leaving the fourth tab off the screen.
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ px: 2 }}
    >
      {[1, 2, 3, 0].map((s) => (
        <Tab key={s} value={s} label={translate(`${labels}.${s}`)} data-testid={`status-tab-${s}`} />
      ))}
    </Tabs>
  );
}

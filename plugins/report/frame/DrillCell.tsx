import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOptionalPopup, usePopupOpeners, type PopupOpener, type PresetLabels, RowMenu } from '../../../src';
import type { FilterChoices, ReportFilters } from '../types';
import { drillOpeners, type DrillKind } from './drill';

/**
 * A report figure that opens its rows in a popup panel: one panel at once, two (deposits of each
 * kind) from a small menu. Plain text when the user may open none of them or no panel can cut
 * the rows as the figure does.
 */
export function DrillCell({
  kind,
  days,
  filters,
  text,
  testId,
}: {
  kind: DrillKind;
  days: { from: string; to: string };
  filters: ReportFilters;
  text: string;
  testId: string;
}) {
  const translate = useTranslate();
  const popup = useOptionalPopup();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const all = useMemo(() => drillOpeners(kind, days, filters) ?? [], [kind, days, filters]);
  const shown = usePopupOpeners(all);
  const queryClient = useQueryClient();
  if (!popup || shown.length === 0) return <>{text}</>;
  // The chips name the game and the status as staff read them, not by their ids.
  const open = (o: PopupOpener) => {
    const labels: PresetLabels = {};
    const game = o.presets.game;
    if (game !== undefined) {
      const name = queryClient.getQueryData<FilterChoices>(['report', 'filters'])?.games.find((g) => g.id === Number(game))?.name;
      if (name) labels.game = name;
    }
    if (o.presets.status === 2) labels.status = translate('money.orders.depositStatus.2', { _: '2' });
    popup.open(o.panel, Object.keys(labels).length > 0 ? { ...o.presets, labels } : o.presets);
  };
  if (shown.length === 1) {
    const [only] = shown;
    return (
      <Link component="button" variant="body2" title={translate(only.label)} onClick={() => open(only)} data-testid={testId}>
        {text}
      </Link>
    );
  }
  return (
    <>
      <Link component="button" variant="body2" aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} data-testid={testId}>
        {text}
      </Link>
      <RowMenu anchor={anchor} onClose={() => setAnchor(null)}>
        {shown.map((o) => (
          <MenuItem
            key={o.panel}
            data-testid={`${testId}-${o.panel}`}
            onClick={() => {
              setAnchor(null);
              open(o);
            }}
          >
            {translate(o.label)}
          </MenuItem>
        ))}
      </RowMenu>
    </>
  );
}

import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, IconButton, MenuItem, Tooltip } from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { PopupOpener } from './access';
import { useOptionalPopup } from './PopupProvider';
import { RowMenu } from '../components/list/RowMenu';

/** The openers the signed-in user may follow (panel installed and its owning menu leaf visible). */
export function usePopupOpeners(openers: readonly PopupOpener[]): PopupOpener[] {
  const popup = useOptionalPopup();
  return useMemo(() => (popup ? openers.filter((o) => popup.can(o.panel)) : []), [openers, popup]);
}

/**
 * A row's ways into popup panels behind one small icon (so the row stays narrow); nothing at all
 * when the user may open none of them. `testId` names the button and prefixes its items.
 */
export function PopupOpenerMenu({ openers, label, testId }: { openers: readonly PopupOpener[]; label: string; testId: string }) {
  const translate = useTranslate();
  const popup = useOptionalPopup();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = usePopupOpeners(openers);
  if (!popup || shown.length === 0) return null;
  const { open } = popup;
  const title = translate(label);
  return (
    <>
      <Tooltip title={title}>
        <IconButton
          size="small"
          aria-label={title}
          data-testid={testId}
          onClick={(e) => {
            e.stopPropagation();
            setAnchor(e.currentTarget);
          }}
        >
          <ListAltIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <RowMenu anchor={anchor} onClose={() => setAnchor(null)} onClick={(e) => e.stopPropagation()}>
        {shown.map((o) => (
          <MenuItem
            key={`${o.panel}:${o.label}`}
            data-testid={`${testId}-${o.panel}`}
            onClick={() => {
              setAnchor(null);
              open(o.panel, o.presets);
            }}
          >
            {translate(o.label)}
          </MenuItem>
        ))}
      </RowMenu>
    </>
  );
}

/** A single opener as a text button (a counter's pending items, a period's bets); nothing when not allowed. */
export function PopupOpenerButton({ opener, testId }: { opener: PopupOpener; testId: string }) {
  const translate = useTranslate();
  const popup = useOptionalPopup();
  if (!popup?.can(opener.panel)) return null;
  return (
    <Button
      size="small"
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        popup.open(opener.panel, opener.presets);
      }}
    >
      {translate(opener.label)}
    </Button>
  );
}

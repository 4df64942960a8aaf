import { ACTIONS_COLUMN } from '../../../src';

/**
 * Staff tables: headers on one line; below the desktop breakpoint every cell stays on one line
 * and the table scrolls sideways inside its card (rows stay one line high, every column
 * reachable); on wide screens cells may wrap so more of the row fits beside the pinned actions.
 */
export const NOWRAP_HEAD = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .MuiTableCell-head': { whiteSpace: 'nowrap' },
  [`& .MuiTableCell-body:not(.${ACTIONS_COLUMN})`]: { whiteSpace: { xs: 'nowrap', lg: 'normal' } },
} as const;

/** Row action buttons side by side on one line: their column is pinned right (ACTIONS_COLUMN) while the table scrolls. */
export const ACTIONS_SX = { display: 'flex', gap: 0.5, flexWrap: 'nowrap' } as const;

/**
 * For a screen's root: react-admin's list card is a flex item that would otherwise grow to the
 * table's width and make the whole page scroll; with min-width 0 the table scrolls inside it.
 */
export const SCREEN_SX = { minWidth: 0, '& .RaList-main, & .RaList-content': { minWidth: 0 } } as const;

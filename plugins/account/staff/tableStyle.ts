/**
 * Staff tables keep every cell on one line and scroll sideways inside their card, so on a narrow
 * screen a row stays one line high and every column stays reachable.
 */
export const NOWRAP_HEAD = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .MuiTableCell-root': { whiteSpace: 'nowrap' },
} as const;

/**
 * For a screen's root: react-admin's list card is a flex item that would otherwise grow to the
 * table's width and make the whole page scroll; with min-width 0 the table scrolls inside it.
 */
export const SCREEN_SX = { minWidth: 0, '& .RaList-main, & .RaList-content': { minWidth: 0 } } as const;

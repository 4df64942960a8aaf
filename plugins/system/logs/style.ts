/** Log tables: one-line headers; the table scrolls sideways inside its card instead of the page. */
export const LOG_TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .MuiTableCell-head': { whiteSpace: 'nowrap' },
} as const;

export const SCREEN_SX = { minWidth: 0, '& .RaList-main, & .RaList-content': { minWidth: 0 } } as const;

/** Log tables: one-line headers; the table scrolls sideways inside its card instead of the page. */
export const LOG_TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .MuiTableCell-head': { whiteSpace: 'nowrap' },
} as const;

export const SCREEN_SX = { minWidth: 0, '& .RaList-main, & .RaList-content': { minWidth: 0 } } as const;

// Date inputs give local ISO text; the server takes epoch ms.
export const toMs = (value: unknown) => (value ? new Date(value as string).getTime() : undefined);

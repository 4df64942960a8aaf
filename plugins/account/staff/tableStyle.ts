/** Column headers stay on one line; narrow screens scroll the table sideways instead. */
export const NOWRAP_HEAD = { '& .MuiTableCell-head': { whiteSpace: 'nowrap' } } as const;

import { Skeleton, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface TableSkeletonProps {
  /** As many columns as the table will have, so the page does not jump when the rows arrive. */
  columns: number;
  rows?: number;
}

/**
 * Placeholder rows for a hand-made table while its first answer is on the way: the shape of what
 * is coming instead of a blank area or a lone spinner (react-admin's lists do the same).
 */
export function TableSkeleton({ columns, rows = 5 }: TableSkeletonProps) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-busy="true" aria-label={translate('layout.loading')} data-testid="table-skeleton">
      <TableBody>
        {Array.from({ length: rows }, (_, r) => (
          <TableRow key={r}>
            {Array.from({ length: columns }, (_, c) => (
              <TableCell key={c}>
                <Skeleton variant="text" width={c === 0 ? '60%' : '80%'} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

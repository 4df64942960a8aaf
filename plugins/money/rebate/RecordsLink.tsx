import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const RECORDS_PATH = '/money_management/fan_yong/rebate_record';

/** Opens rebate_record on the records behind a total (one member's, or one day's), as a shareable address. */
export function RecordsLink({ filter, testId, children }: { filter: Record<string, unknown>; testId: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={`${RECORDS_PATH}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`}
      data-testid={testId}
      underline="hover"
    >
      {children}
    </Link>
  );
}

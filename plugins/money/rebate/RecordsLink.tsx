import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { menuUrl } from '../../../shared/menuUrl';
import { MONEY_MENU } from '../shared/menuTree';

export const RECORDS_PATH = menuUrl(MONEY_MENU.money_management.fan_yong.rebate_record.path);

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

import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RebateStatus } from './rebateCalls';

const COLOR = { 0: 'warning', 1: 'success', 2: 'default' } as const;

/** A record's state by its translated label: held (calculated, not paid yet), paid, cancelled. */
export function RebateStatusChip({ status }: { status: RebateStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOR[status] ?? 'default'} label={translate(`money.rebate.status.${status}`, { _: String(status) })} />;
}

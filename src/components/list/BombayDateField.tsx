import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatBombay } from '../../format';

export interface BombayDateFieldProps {
  /** The record key holding epoch milliseconds (UTC). */
  source: string;
  /** dayjs pattern; default date and time. */
  pattern?: string;
  empty?: string;
}

/** Epoch ms shown in Bombay time (Asia/Kolkata), whatever the browser's own zone. */
export function BombayDateField({ source, pattern, empty = '-' }: BombayDateFieldProps) {
  const record = useRecordContext();
  const value = record?.[source] as number | null | undefined;
  const text = value === null || value === undefined ? '' : formatBombay(value, pattern);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {text === '' ? empty : text}
    </Typography>
  );
}

import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatPaise } from '../../format';

export interface MoneyFieldProps {
  /** The record key holding integer paise. */
  source: string;
  /** Shown when the value is missing (a missing amount must not read as ₹0.00). */
  empty?: string;
  /** Colour negative amounts red and positive ones green (ledger amounts). */
  signed?: boolean;
}

/** An amount in paise as '₹1,23,456.78', right-aligned with tabular digits so columns line up. */
export function MoneyField({ source, empty = '-', signed = false }: MoneyFieldProps) {
  const record = useRecordContext();
  const value = record?.[source] as number | null | undefined;
  const text = formatPaise(value);
  // The dark shades: the main ones fall under 4.5:1 (WCAG AA) on a striped row's grey (the screen walk's axe found one).
  const color = signed && typeof value === 'number' ? (value < 0 ? 'error.dark' : value > 0 ? 'success.dark' : undefined) : undefined;
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color }}>
      {text === '' ? empty : text}
    </Typography>
  );
}

import { useEffect, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { FieldTitle, useInput, useTranslate } from 'react-admin';
import { formatPaise, parseRupeesToPaise } from '../../../src';

/**
 * A rupee amount typed as text ('1,250.50') held in the filter as integer paise, the wire's unit.
 * The text is kept while typing, so '12.' or '12.50' stay as typed; a value that is not an amount
 * clears the bound and says so instead of filtering by something else.
 */
export function RupeeFilterInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { id, field } = useInput({ source, defaultValue: undefined });
  const value = typeof field.value === 'number' ? field.value : null;
  const [text, setText] = useState(() => (value === null ? '' : formatPaise(value, { symbol: false })));
  const [invalid, setInvalid] = useState(false);

  // Cleared or set from outside (filter reset, URL): show it unless the text already says it.
  useEffect(() => {
    if (value === null) {
      setText((t) => (parseRupeesToPaise(t) === null ? t : ''));
    } else {
      setText((t) => (parseRupeesToPaise(t) === value ? t : formatPaise(value, { symbol: false })));
    }
  }, [value]);

  const change = (typed: string) => {
    setText(typed);
    if (typed.trim() === '') {
      setInvalid(false);
      field.onChange(null);
      return;
    }
    const paise = parseRupeesToPaise(typed);
    setInvalid(paise === null);
    field.onChange(paise);
  };

  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      size="small"
      margin="dense"
      label={<FieldTitle label={label} source={source} />}
      error={invalid}
      helperText={invalid ? translate('money.lotteryTx.v.amount') : ' '}
      onChange={(e) => change(e.target.value)}
      onBlur={field.onBlur}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-invalid': invalid, 'data-testid': `filter-${source}` },
        input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
      }}
    />
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { FieldTitle, useInput, useLocaleState, useTranslate, type Validator } from 'react-admin';
import { DAY_PATTERNS, displayDay, parseDay, type DayLocale } from '../../format/day';
import { bombayDate, bombayStartOfDay } from '../../format/time';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BombayDayInputProps {
  source: string;
  label?: string;
  /**
   * What the form value is: 'start' = epoch ms of the Bombay day's start, 'end' = epoch ms of the
   * next day's start (an exclusive upper bound), 'date' = the 'YYYY-MM-DD' text itself.
   */
  bound?: 'start' | 'end' | 'date';
  validate?: Validator | Validator[];
  /** Read by react-admin's filter form, not by the input. */
  alwaysOn?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  disabled?: boolean;
}

function dayOfValue(value: unknown, bound: BombayDayInputProps['bound']): string {
  if (value === null || value === undefined || value === '') return '';
  if (bound === 'date') return typeof value === 'string' ? value : '';
  const ms = Number(value);
  if (!Number.isFinite(ms)) return '';
  return bombayDate(bound === 'end' ? ms - DAY_MS : ms);
}

function valueOfDay(day: string, bound: BombayDayInputProps['bound']): string | number {
  if (bound === 'date') return day;
  return bombayStartOfDay(day) + (bound === 'end' ? DAY_MS : 0);
}

/**
 * A Bombay calendar day typed in the language's own pattern (yyyy-mm-dd in zh, dd/mm/yyyy in en),
 * with the browser's calendar behind the icon. The native date input alone shows the browser's
 * locale (mm/dd/yyyy on an American Chromium) whatever language the console is in.
 */
export function BombayDayInput({ source, label, bound = 'start', validate, helperText, fullWidth, disabled }: BombayDayInputProps) {
  const translate = useTranslate();
  const [localeState] = useLocaleState();
  const locale: DayLocale = localeState === 'zh' ? 'zh' : 'en';
  const { id, field, fieldState, isRequired } = useInput({ source, validate, defaultValue: undefined });
  const day = dayOfValue(field.value, bound);
  const [text, setText] = useState(() => displayDay(day, locale));
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const pickerId = useId();

  // The value changed from outside (filter reset, record loaded, language switched): show it.
  useEffect(() => {
    setText(displayDay(day, locale));
    setInvalid(false);
  }, [day, locale]);

  const commit = (typed: string, final: boolean) => {
    setText(typed);
    if (typed.trim() === '') {
      setInvalid(false);
      field.onChange(null);
      return;
    }
    const parsed = parseDay(typed, locale);
    if (parsed) {
      setInvalid(false);
      if (parsed !== day) field.onChange(valueOfDay(parsed, bound));
    } else if (final) {
      setInvalid(true);
    }
  };

  const error = invalid ? translate('format.day.invalid', { pattern: DAY_PATTERNS[locale] }) : fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : undefined;

  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      disabled={disabled}
      size="small"
      margin="dense"
      fullWidth={fullWidth}
      label={label === undefined ? undefined : <FieldTitle label={label} source={source} isRequired={isRequired} />}
      placeholder={DAY_PATTERNS[locale]}
      error={Boolean(error)}
      helperText={error ?? helperText ?? ' '}
      onChange={(e) => commit(e.target.value, false)}
      onBlur={(e) => {
        commit(e.target.value, true);
        field.onBlur();
      }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'aria-invalid': Boolean(error) },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <input
                ref={picker}
                id={pickerId}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={day}
                onChange={(e) => commit(displayDay(e.target.value, locale), true)}
                style={{ position: 'absolute', left: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none', border: 0, padding: 0 }}
              />
              <IconButton
                size="small"
                edge="end"
                disabled={disabled}
                aria-label={translate('format.day.pick')}
                onClick={() => picker.current?.showPicker?.()}
              >
                <EventIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

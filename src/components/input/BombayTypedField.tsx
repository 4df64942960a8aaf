import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DayLocale } from '../../format/day';

/** What the typed text is: a Bombay day or a Bombay date-time, each with its canonical text. */
export interface TypedKind {
  /** 'YYYY-MM-DD' for a day, 'YYYY-MM-DDTHH:mm' for a date-time: also the native picker's value. */
  picker: 'date' | 'datetime-local';
  patterns: Record<DayLocale, string>;
  parse(text: string, locale: DayLocale): string | null;
  display(canonical: string, locale: DayLocale): string;
  /** i18n keys; `invalid` takes %{pattern}. */
  invalidKey: string;
  pickKey: string;
}

/** How a caller's value maps to the canonical text: '' when empty, null when it is not readable. */
export interface ValueShape {
  canonicalOf(value: unknown): string | null;
  valueOf(canonical: string): unknown;
}

export interface BombayTypedFieldProps {
  kind: TypedKind;
  shape: ValueShape;
  locale: DayLocale;
  value: unknown;
  onChange(value: unknown): void;
  /** What to hand on for text that is neither empty nor readable once the operator leaves it. */
  unreadable(text: string): unknown;
  empty: unknown;
  onBlur?(): void;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  label?: ReactNode;
  /** An error from outside (form validation, a range check), already translated. */
  error?: ReactNode;
  helperText?: ReactNode;
  fullWidth?: boolean;
  disabled?: boolean;
  testId?: string;
  sx?: SxProps<Theme>;
}

const keyOf = (shape: ValueShape, value: unknown) => shape.canonicalOf(value) ?? `\u0000${String(value)}`;

/**
 * The text box both Bombay inputs share: the operator types in the language's own pattern, the
 * browser's picker sits behind the icon, and the value handed on is always Bombay time. The
 * native date and datetime-local inputs alone show the browser's locale (mm/dd/yyyy, 12-hour on
 * an American Chromium) and, for date-times, the browser's time zone, whatever the console says.
 */
export function BombayTypedField(props: BombayTypedFieldProps) {
  const {
    kind,
    shape,
    locale,
    value,
    onChange,
    unreadable,
    empty,
    onBlur,
    id,
    name,
    inputRef,
    label,
    error,
    helperText,
    fullWidth,
    disabled,
    testId,
    sx,
  } = props;
  const translate = useTranslate();
  const canonical = shape.canonicalOf(value);
  const key = keyOf(shape, value);
  const [text, setText] = useState(() => (canonical === null ? String(value) : kind.display(canonical, locale)));
  const [invalid, setInvalid] = useState(canonical === null);
  const picker = useRef<HTMLInputElement>(null);
  // The value this field last handed on, and the language it was shown in: a value coming back
  // from our own typing must not rewrite the text under the operator's cursor ("2026-11-2" is a
  // day already, and padding it to "2026-11-02" would turn the next keystroke into garbage).
  const handedOn = useRef(key);
  const shownIn = useRef(locale);

  useEffect(() => {
    if (key === handedOn.current && locale === shownIn.current) return;
    handedOn.current = key;
    shownIn.current = locale;
    // A value from outside (record loaded, filter reset, language switched): show it.
    if (canonical === null) {
      setText(String(value));
      setInvalid(true);
    } else {
      setText(kind.display(canonical, locale));
      setInvalid(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for value and canonical
  }, [key, locale]);

  const handOn = (next: unknown) => {
    handedOn.current = keyOf(shape, next);
    shownIn.current = locale;
    onChange(next);
  };

  const commit = (typed: string, final: boolean) => {
    setText(typed);
    const trimmed = typed.trim();
    if (trimmed === '') {
      setInvalid(false);
      if (canonical !== '') handOn(empty);
      return;
    }
    const parsed = kind.parse(trimmed, locale);
    if (parsed !== null) {
      setInvalid(false);
      if (final) setText(kind.display(parsed, locale));
      if (parsed !== canonical) handOn(shape.valueOf(parsed));
    } else if (final) {
      setInvalid(true);
      handOn(unreadable(trimmed));
    }
  };

  const shown = invalid ? translate(kind.invalidKey, { pattern: kind.patterns[locale] }) : error || undefined;

  return (
    <TextField
      id={id}
      name={name}
      inputRef={inputRef}
      value={text}
      disabled={disabled}
      size="small"
      margin="dense"
      fullWidth={fullWidth}
      sx={sx}
      label={label}
      placeholder={kind.patterns[locale]}
      error={Boolean(shown)}
      helperText={shown ?? (helperText === undefined ? ' ' : helperText)}
      onChange={(e) => commit(e.target.value, false)}
      onBlur={(e) => {
        commit(e.target.value, true);
        onBlur?.();
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          inputMode: kind.picker === 'date' ? 'numeric' : 'text',
          'aria-invalid': Boolean(shown),
          ...(testId ? { 'data-testid': testId } : {}),
        },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <input
                ref={picker}
                type={kind.picker}
                tabIndex={-1}
                aria-hidden
                value={canonical ?? ''}
                onChange={(e) => e.target.value && commit(kind.display(e.target.value, locale), true)}
                style={{
                  position: 'absolute',
                  left: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  pointerEvents: 'none',
                  border: 0,
                  padding: 0,
                }}
              />
              <IconButton
                size="small"
                edge="end"
                disabled={disabled}
                aria-label={translate(kind.pickKey)}
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

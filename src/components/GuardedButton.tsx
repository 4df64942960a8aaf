import { useState, type MouseEvent } from 'react';
import { Button, buttonClasses, type ButtonProps } from '@mui/material';
import { CLICK_GUARD_MS, useClickGuard } from './useClickGuard';

export interface GuardedButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** May return a promise: the button stays disabled until it settles (and at least `guardMs`). */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  guardMs?: number;
}

/**
 * An MUI Button disabled for 2 s after each click and while its async handler runs (spec §9).
 *
 * A button clicked while it has focus (a mouse click in Chromium, Enter or Space) is guarded with
 * aria-disabled, not the disabled attribute: a browser drops a control's focus to <body> once it
 * is disabled and will not focus it again, so the dialog such a click opens (a row's approve or
 * reject) could not give focus back to it on closing. The guard refuses the clicks either way.
 */
export function GuardedButton({ onClick, guardMs = CLICK_GUARD_MS, disabled, className, ...rest }: GuardedButtonProps) {
  const { guarded, busy } = useClickGuard((event: MouseEvent<HTMLButtonElement>) => onClick?.(event), guardMs);
  const [clickedWithFocus, setClickedWithFocus] = useState(false);
  const keepsFocus = busy && clickedWithFocus && !disabled;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    const hadFocus = button.ownerDocument.activeElement === button;
    // A refused click does nothing at all, as on a disabled button (no form submission either).
    if (!guarded(event)) {
      event.preventDefault();
      return;
    }
    setClickedWithFocus(hadFocus);
  };
  return (
    <Button
      {...rest}
      className={keepsFocus ? [className, buttonClasses.disabled].filter(Boolean).join(' ') : className}
      disabled={disabled || (busy && !keepsFocus)}
      aria-disabled={keepsFocus || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    />
  );
}

export { useClickGuard, CLICK_GUARD_MS } from './useClickGuard';

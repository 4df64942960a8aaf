import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { CLICK_GUARD_MS, useClickGuard } from './useClickGuard';

export interface GuardedButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** May return a promise: the button stays disabled until it settles (and at least `guardMs`). */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  guardMs?: number;
}

/** An MUI Button disabled for 2 s after each click and while its async handler runs (spec §9). */
export function GuardedButton({ onClick, guardMs = CLICK_GUARD_MS, disabled, ...rest }: GuardedButtonProps) {
  const { guarded, busy } = useClickGuard((event: MouseEvent<HTMLButtonElement>) => onClick?.(event), guardMs);
  return <Button {...rest} disabled={disabled || busy} aria-busy={busy || undefined} onClick={guarded} />;
}

export { useClickGuard, CLICK_GUARD_MS } from './useClickGuard';

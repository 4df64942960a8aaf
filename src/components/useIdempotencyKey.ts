import { useCallback, useState } from 'react';
import { newIdempotencyKey } from '../../dataProvider';

export interface IdempotencyKey {
  /** The key of the current user action: the same on every retry of it. */
  key: string;
  /** Starts the next action (after a success, or when what is submitted changes). */
  renew(): void;
}

/**
 * One Idempotency-Key per user action for money-moving calls: created with the component (a
 * dialog opened = one action), kept across re-renders and retries so a retried click after a
 * lost answer is not applied twice, renewed by the caller when a new action starts.
 */
export function useIdempotencyKey(): IdempotencyKey {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}

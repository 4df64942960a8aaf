/**
 * Idempotency-Key values for money-moving calls. The server applies a key once and replays the
 * first answer, so one key must stand for one user action: a new key per action, the same key
 * when that action is retried (after a timeout or a network error the first attempt may well
 * have been applied). Screens hold their key with `useIdempotencyKey` (src/components).
 */

/** UUID v4 from 16 random bytes, for browsers without `crypto.randomUUID`. */
function uuidFromRandomBytes(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A random UUID v4. `crypto.randomUUID()` exists only in secure contexts, and the console is
 * also served over plain http on office LANs: there the same format is built from
 * `crypto.getRandomValues`, which every context has.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  return typeof crypto?.randomUUID === 'function' ? crypto.randomUUID() : uuidFromRandomBytes();
}

export interface IdempotencyKeyHolder {
  /** The key of the current action; stays the same across retries. */
  readonly key: string;
  /** Starts a new action: call after success, or when the operator changes what is submitted. */
  renew(): void;
}

/** For a screen that may retry one action: pass `holder.key` on every attempt, `renew()` after success. */
export function holdIdempotencyKey(): IdempotencyKeyHolder {
  let key = newIdempotencyKey();
  return {
    get key() {
      return key;
    },
    renew() {
      key = newIdempotencyKey();
    },
  };
}

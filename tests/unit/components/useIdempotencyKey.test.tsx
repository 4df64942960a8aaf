import { act, renderHook } from '@testing-library/react';
import { holdIdempotencyKey, newIdempotencyKey } from '../../../dataProvider/idempotency';
import { useIdempotencyKey } from '../../../src/components/useIdempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('keeps one UUID v4 per user action across re-renders (retries) and starts a new one on renew', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.key;
    expect(first).toMatch(UUID_V4);
    rerender();
    expect(result.current.key).toBe(first);
    act(() => result.current.renew());
    expect(result.current.key).toMatch(UUID_V4);
    expect(result.current.key).not.toBe(first);
  });

  it('uses crypto.randomUUID when the context has it and builds the same format from random bytes when not (plain http)', () => {
    const crypto = globalThis.crypto as Crypto & { randomUUID?: () => string };
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: () => '11111111-1111-4111-8111-111111111111', configurable: true });
      expect(newIdempotencyKey()).toBe('11111111-1111-4111-8111-111111111111');
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('holder: the same key until renewed', () => {
    const holder = holdIdempotencyKey();
    const key = holder.key;
    expect(holder.key).toBe(key);
    holder.renew();
    expect(holder.key).not.toBe(key);
  });
});

import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { ApiError } from './errors';

/**
 * JSON with object keys sorted, so the same payload always hashes the same. Iterative (an explicit
 * stack of pending text pieces and values), so no nesting depth can overflow the call stack.
 */
export function canonical(root: unknown): string {
  const out: string[] = [];
  // Each entry is either literal text to emit or a value still to serialise.
  const stack: ({ text: string } | { value: unknown })[] = [{ value: root }];
  while (stack.length > 0) {
    const item = stack.pop() as { text: string } | { value: unknown };
    if ('text' in item) {
      out.push(item.text);
      continue;
    }
    const value = item.value;
    const pending: ({ text: string } | { value: unknown })[] = [];
    if (Array.isArray(value)) {
      pending.push({ text: '[' });
      value.forEach((v, i) => {
        if (i > 0) pending.push({ text: ',' });
        pending.push({ value: v });
      });
      pending.push({ text: ']' });
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
      entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      pending.push({ text: '{' });
      entries.forEach(([k, v], i) => {
        pending.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(k)}:` });
        pending.push({ value: v });
      });
      pending.push({ text: '}' });
    } else {
      out.push(JSON.stringify(value) ?? 'null');
      continue;
    }
    for (let i = pending.length - 1; i >= 0; i--) stack.push(pending[i]);
  }
  return out.join('');
}

export function requestHash(scope: string, method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(canonical([scope, method, path, body ?? null]))
    .digest('hex');
}

export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key || key.length > 255) throw new ApiError('A0400', 'idempotency_key_required');
  return key;
}

/** A key is its sender's own (unique per scope): another sender's identical key is another request. */
async function storedAnswer(db: Database, scope: string, key: string, hash: string): Promise<{ data: unknown } | undefined> {
  const row = await db
    .selectFrom('idempotency_key')
    .select(['request_hash', 'response_json'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== hash) throw new ApiError('A0400', 'idempotency_key_reused');
  return JSON.parse(row.response_json) as { data: unknown };
}

/**
 * Applies a money-moving request once per key: the first run and its answer commit together;
 * a replay with the same request returns the stored answer; the same key with another request
 * is refused. Failed runs roll back and store nothing, so the client may retry them.
 */
export async function withIdempotency(
  db: Database,
  key: { key: string; scope: string; hash: string; now: number },
  run: (trx: Database) => Promise<unknown>,
): Promise<unknown> {
  try {
    return await db.transaction().execute(async (trx) => {
      const stored = await storedAnswer(trx, key.scope, key.key, key.hash);
      if (stored) return stored.data;
      const data = await run(trx);
      await trx
        .insertInto('idempotency_key')
        .values({
          key: key.key,
          scope: key.scope,
          request_hash: key.hash,
          response_json: JSON.stringify({ data: data ?? null }),
          created_at: key.now,
        })
        .execute();
      return data;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A concurrent request with the same key committed first (unique violation here): answer as it did.
    const stored = await storedAnswer(db, key.scope, key.key, key.hash);
    if (stored) return stored.data;
    throw error;
  }
}

import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import { dialectOf } from '../../../server/db/database';
import type { Route } from '../../../server/http/route';
import type { TestServer } from '../helpers/server';

/*
 * Shared by the route fuzz test and the authorization matrix: the routes come from the server's
 * own table (allRoutes), so a new route is covered without anyone listing it.
 */

/** Field names a route's body (or query) schema declares, read from the zod object it is. */
export function fieldsOf(route: Route): string[] {
  const schema = (route.body ?? route.query) as unknown as
    { shape?: Record<string, unknown>; _zod?: { def?: { in?: { shape?: object }; shape?: object } } } | undefined;
  if (!schema) return [];
  const shape = schema.shape ?? schema._zod?.def?.shape ?? schema._zod?.def?.in?.shape;
  return shape ? Object.keys(shape) : [];
}

export interface ProbeAnswer {
  status: number;
  /** The JSON envelope; a file answer (xlsx export) reads as { code: 200, msg: '', data: null }. */
  body: { code: number | string; msg: string; data: unknown };
}

/** Calls a route as its declaration says (POST body, GET query), with an idempotency key when money moves. */
export async function callRoute(
  server: TestServer,
  route: Route,
  payload: Record<string, unknown> | string,
  options: { token?: string } = {},
): Promise<ProbeAnswer> {
  const headers: Record<string, string> = route.moneyMoving ? { 'Idempotency-Key': randomUUID() } : {};
  if (options.token !== undefined) headers.token = options.token;
  let url = server.url + route.path;
  let body: string | undefined;
  if (route.method === 'GET') {
    if (typeof payload !== 'string')
      url += `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`;
  } else {
    body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(url, { method: route.method, headers, body });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: json ? JSON.parse(text) : { code: response.ok ? 200 : 'file', msg: '', data: null } };
}

/** Tables whose rows change on any authenticated call or attempt, not on what a request asks. */
const VOLATILE = new Set(['session', 'login_log', 'login_throttle', 'kysely_migration', 'kysely_migration_lock', 'interface_timing']);

/** Row count and a content hash of every table (volatile ones aside), to prove a run changed nothing. */
export async function snapshotTables(db: Database): Promise<Record<string, string>> {
  const names =
    dialectOf(db) === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
            db,
          )
        ).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows;
  const out: Record<string, string> = {};
  for (const { name } of names.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (VOLATILE.has(name)) continue;
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows;
    const lines = rows.map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))).sort();
    out[name] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return out;
}

/** Signs of an internal leaking into an answer: a stack frame, a source path or SQL. */
export const LEAK =
  /\bat \S+ \(|\.ts:\d+|node_modules|\bselect\b[^"]*\bfrom\b|\binsert into\b|\bupdate\b \S+ \bset\b|SQLITE_|syntax error|\brelation "|violates|constraint/i;

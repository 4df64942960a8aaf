// @test-alone: over half a minute alone; a jest file of its own keeps the two workers balanced (scripts/jestGroups.mjs).
import type { Route } from '../../../server/http/route';
import { allRoutes } from '../../../server/routes';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { callRoute, fieldsOf, LEAK, snapshotTables } from './routeProbe';

/*
 * Every registered route (from the server's own table) gets wrong types, nulls, empty and huge
 * strings, deep nesting, negative/huge/NaN amounts and page sizes 0/-1/100000, as the admin (who
 * reaches nearly every route) and anonymously. No answer may be a 5xx or carry a stack or SQL, and
 * no table may change (row counts and content hashes before and after the whole run).
 *
 * A body its route's schema refuses is answered before any query runs, the same on either engine:
 * those cases run in the SQLite pass. The PostgreSQL pass sends the bodies the schema lets through
 * to the handler, where the engines differ (integer ranges, text limits, casts).
 */

const BAD_VALUES: unknown[] = [null, true, [], {}, '', ' ', 'x'.repeat(20_000), -1, 1e308, 'NaN', '1e4', '0x2710', [500], 2 ** 53 + 1];
const AMOUNT_FIELDS = /amount|bonus|quota|relax|threshold|limit|fee|multiple/i;
const DEEP = `{"x":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Whether `payload` reaches the route's handler: its schema accepts it as the server will read it. */
function reachesHandler(route: Route, payload: Record<string, unknown> | string): boolean {
  if (typeof payload === 'string') return false;
  const schema = route.method === 'GET' ? route.query : route.body;
  if (!schema) return true;
  // A GET's fields arrive as query text, as callRoute sends them.
  const input =
    route.method === 'GET'
      ? Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
      : payload;
  return schema.safeParse(input).success;
}

/** Bodies for one route: each bad value in every field at once, then the list and amount probes. */
function payloadsFor(fields: string[]): (Record<string, unknown> | string)[] {
  const out: (Record<string, unknown> | string)[] = BAD_VALUES.map((v) =>
    Object.fromEntries((fields.length > 0 ? fields : ['id']).map((f) => [f, v])),
  );
  if (fields.includes('pageSize')) for (const pageSize of [0, -1, 100_000]) out.push({ pageIndex: 1, pageSize });
  for (const f of fields.filter((name) => AMOUNT_FIELDS.test(name))) for (const v of [-5, 1e20, 'NaN', 2 ** 53]) out.push({ [f]: v });
  out.push(DEEP);
  return out;
}

it('answers every route without 5xx, leaks or changes for bad input', async () => {
  // Routes without a body schema that write (logout) would act on any call; they have nothing to fuzz.
  const routes = allRoutes.filter((r) => r.body !== undefined || r.query !== undefined || !r.writes);
  expect(routes.length).toBeGreaterThan(100);
  const before = await snapshotTables(server.db);
  const problems: string[] = [];
  let sent = 0;
  let refusedBySchema = 0;
  for (const route of routes) {
    for (const payload of payloadsFor(fieldsOf(route))) {
      for (const token of [admin, undefined]) {
        // Anonymous callers (covered route by route in the authorization matrix) get the deep body only.
        if (token === undefined && payload !== DEEP) continue;
        if (onPostgres && !reachesHandler(route, payload)) {
          refusedBySchema++;
          continue;
        }
        const answer = await callRoute(server, route, payload, { token });
        sent++;
        const text = JSON.stringify(answer.body);
        const shown = typeof payload === 'string' ? 'deep' : JSON.stringify(payload).slice(0, 60);
        if (answer.status >= 500 || answer.body?.code === 'B0001')
          problems.push(`${route.path} ${shown}: HTTP ${answer.status} ${text.slice(0, 120)}`);
        else if (LEAK.test(answer.body?.msg ?? '')) problems.push(`${route.path} ${shown}: leaks ${answer.body.msg.slice(0, 160)}`);
        else if (answer.body?.code === 200 && route.writes) problems.push(`${route.path} ${shown}: a write accepted bad input`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(sent + refusedBySchema).toBeGreaterThan(routes.length * 12);
  // The PostgreSQL pass still reaches handlers on most routes (bodies of blanks, page sizes, amounts).
  if (onPostgres) expect(sent).toBeGreaterThan(routes.length);
  console.log(`route fuzz: ${sent} requests sent, ${refusedBySchema} left to the SQLite pass (refused by their schema)`);
  expect(await snapshotTables(server.db)).toEqual(before);
  // Thousands of requests, one after another: ~1 min alone, over 3 with the other pass beside it.
}, 600_000);

// @test-alone: over half a minute alone; a jest file of its own keeps the two workers balanced (scripts/jestGroups.mjs).
import { hashToken } from '../../../server/auth/session';
import type { MenuEntry } from '../../../server/menu/catalogue';
import { menuGateAllows, type Route } from '../../../server/http/route';
import { allRoutes } from '../../../server/routes';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { callRoute, fieldsOf, snapshotTables } from './routeProbe';

/*
 * The authorization matrix over every registered route for admin, franchisee, agent, agent2, the
 * finance reviewer (admin-type staff with a narrow menu), anonymous and an expired token, generated from the route table: a route's declared roles and
 * menu against each identity's role and menu rights decide A0230 / A0301 / allowed. The scoped
 * identities also send, in every id-like field, a member outside their scope: no answer may show
 * that member and no table may change.
 *
 * A refusal (A0230 / A0301) is decided from the session and the route table before any handler
 * query, the same on either engine: refusals are checked in the SQLite pass, and the PostgreSQL
 * pass calls the routes each identity may use, whose handlers run on the engine.
 */

type Who = 'admin' | 'franchisee' | 'agent' | 'agent2' | 'finance' | 'anonymous' | 'expired';
const ROLE_OF: Record<string, 'admin' | 'franchisee' | 'agent'> = {
  admin: 'admin',
  franchisee: 'franchisee',
  agent: 'agent',
  agent2: 'agent',
  finance: 'admin',
};
/** The role (menu rights) each identity signs in with. */
const MENU_OF: Record<string, string> = {
  admin: 'admin',
  franchisee: 'franchisee',
  agent: 'agent',
  agent2: 'agent',
  finance: 'finance-reviewer',
};

let server: TestServer;
const tokens: Partial<Record<Who, string>> = {};
const menus: Record<string, MenuEntry[]> = {};
const outside: Record<string, { id: number; username: string }> = {};
beforeAll(async () => {
  server = await startServer();
  for (const who of ['admin', 'franchisee', 'agent', 'agent2'] as const) tokens[who] = await server.login(who);
  tokens.finance = await server.login('finance', 'finance123');
  tokens.expired = await server.login('admin');
  await server.db
    .updateTable('session')
    .set({ expires_at: Date.now() - 1 })
    .where('token_hash', '=', hashToken(tokens.expired))
    .execute();
  for (const role of await server.db.selectFrom('role').select(['code', 'menu_list']).execute())
    menus[role.code] = JSON.parse(role.menu_list) as MenuEntry[];
  const staff = await server.db
    .selectFrom('staff_user')
    .select(['username', 'franchisee_id', 'agent_id'])
    .where('username', 'in', ['franchisee', 'agent', 'agent2'])
    .execute();
  const of = (name: string) => staff.find((s) => s.username === name) as { franchisee_id: number | null; agent_id: number | null };
  const inLine = async (agentId: number) => {
    const path = (await server.db.selectFrom('agent').select('path').where('id', '=', agentId).executeTakeFirstOrThrow()).path;
    return server.db
      .selectFrom('member')
      .innerJoin('agent', 'agent.id', 'member.agent_id')
      .select(['member.id', 'member.username'])
      .where('agent.path', 'like', `${path}%`)
      .orderBy('member.id')
      .executeTakeFirstOrThrow();
  };
  outside.franchisee = await server.db
    .selectFrom('member')
    .select(['id', 'username'])
    .where('franchisee_id', '<>', of('franchisee').franchisee_id as number)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  outside.agent = await inLine(of('agent2').agent_id as number);
  outside.agent2 = await inLine(of('agent').agent_id as number);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

function expected(route: Route, who: Who): 'A0230' | 'A0301' | 'allowed' {
  if (route.auth === 'public') return 'allowed';
  if (who === 'anonymous' || who === 'expired') return 'A0230';
  const role = ROLE_OF[who];
  if (route.roles && !route.roles.includes(role)) return 'A0301';
  if (route.menu && !menuGateAllows(route.menu, menus[MENU_OF[who]])) return 'A0301';
  return 'allowed';
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Routes whose call with an empty body would act (log out, read all) are judged on a bad body instead.
const probeBody = (route: Route): Record<string, unknown> => (route.writes && fieldsOf(route).length === 0 ? { probe: true } : {});

it('answers every route for every identity as its declared roles and menu say', async () => {
  const mismatches: string[] = [];
  const counts = { A0230: 0, A0301: 0, allowed: 0 };
  const routes = allRoutes.filter((r) => r.path !== '/chance_login/logout');
  for (const route of routes) {
    for (const who of ['admin', 'franchisee', 'agent', 'agent2', 'finance', 'anonymous', 'expired'] as const) {
      const want = expected(route, who);
      counts[want]++;
      if (onPostgres && want !== 'allowed') continue;
      const answer = await callRoute(server, route, probeBody(route), { token: tokens[who as keyof typeof tokens] });
      const got = answer.body?.code;
      const ok =
        want === 'allowed'
          ? got !== 'A0230' && got !== 'A0301' && answer.status < 500
          : got === want && answer.status === (want === 'A0230' ? 401 : 403);
      if (!ok) mismatches.push(`${who} ${route.method} ${route.path}: expected ${want}, got ${answer.status} ${got}`);
    }
  }
  expect(mismatches).toEqual([]);
  // The matrix exercises every outcome, so a policy bug cannot hide behind an all-allowed table.
  expect(Math.min(counts.A0230, counts.A0301, counts.allowed)).toBeGreaterThan(50);
}, 120_000);

it("never shows or changes a member outside a scoped identity's scope, whatever id-like field names it", async () => {
  const before = await snapshotTables(server.db);
  const leaks: string[] = [];
  let probes = 0;
  for (const who of ['franchisee', 'agent', 'agent2'] as const) {
    const member = outside[who];
    for (const route of allRoutes) {
      if (expected(route, who) !== 'allowed') continue;
      const fields = fieldsOf(route);
      // Fields naming a member: memberId / username anywhere; plain id / ids on the member routes (elsewhere they name other tables).
      const memberRoute = route.path.startsWith('/chance-member/');
      const idFields = fields.filter((f) => /^(memberId|memberIds|username|usernames)$/.test(f) || (memberRoute && /^(id|ids)$/.test(f)));
      if (idFields.length === 0) continue;
      const body: Record<string, unknown> = {};
      for (const f of idFields)
        body[f] =
          f === 'ids' || f === 'memberIds'
            ? [member.id]
            : f === 'usernames'
              ? [member.username]
              : f === 'username'
                ? member.username
                : member.id;
      const answer = await callRoute(server, route, body, { token: tokens[who] });
      probes++;
      if (answer.status >= 500) leaks.push(`${who} ${route.path}: HTTP ${answer.status}`);
      if (answer.body?.code === 200 && route.writes)
        leaks.push(`${who} ${route.path}: a write succeeded on ${member.username} (${JSON.stringify(answer.body.data).slice(0, 80)})`);
      if (answer.body?.code === 200 && JSON.stringify(answer.body.data ?? null).includes(`"${member.username}"`))
        leaks.push(`${who} ${route.path}: shows ${member.username}`);
    }
  }
  expect(leaks).toEqual([]);
  expect(probes).toBeGreaterThan(20);
  expect(await snapshotTables(server.db)).toEqual(before);
}, 120_000);

import type { FastifyInstance } from 'fastify';
import { plugins } from '../../../plugins';
import { buildApp } from '../../../server/app';
import { createDatabase, type Database } from '../../../server/db/database';
import { menuCatalogue } from '../../../server/menu/catalogue';
import { MENU_CATALOGUE, ROLE_MENUS } from '../../../demo/seed/roleMenus';
import strayPlugin from '../../fixtures/contract-server/strayPlugin';
import { manifestCalls, menuPaths, menuProblems, unregisteredCalls, type Method } from './manifestChecks';

/*
 * The installed plugins against the server they call: every endpoint and action a manifest names
 * is a route Fastify registered with that method, and every menu node is in the server's menu
 * catalogue with roles that agree with the seeded role menus. The stray fixture plants one of
 * each violation to show every check fails when it should. Manifests draw their menus from the
 * shared trees (menuFromTree), so a path outside the catalogue now means a tree the server modules
 * do not hand it; the roles are the manifest's own and are not agreed by construction.
 */

// Console roles → the seeded server menu they get (agent2 is a level-1 agent).
// The admin role also holds every installed module's menu: installModules grants it (plugin/installModules.ts).
const SEEDED_MENUS = { admin: menuCatalogue(), franchisee: ROLE_MENUS.franchisee, agent: ROLE_MENUS.agent, agent2: ROLE_MENUS.agent };

let db: Database;
let app: FastifyInstance;
let isRegistered: (method: Method, path: string) => boolean;

beforeAll(async () => {
  // Routes are registered without touching the database; an empty in-memory one is enough.
  db = createDatabase('sqlite::memory:');
  app = await buildApp({ db });
  await app.ready();
  isRegistered = (method, url) => app.hasRoute({ method, url });
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

describe('installed plugins against the server', () => {
  it('reads the calls of every installed plugin', () => {
    const calls = manifestCalls(plugins);
    expect(new Set(calls.map((c) => c.plugin))).toEqual(new Set(plugins.filter((p) => (p.resources ?? []).length > 0).map((p) => p.name)));
    expect(calls).toEqual(
      expect.arrayContaining([
        { plugin: 'account', caller: 'member.getList', method: 'POST', path: '/chance-member/list' },
        { plugin: 'account', caller: 'member.action:kick', method: 'GET', path: '/chance-member/kick/line/member' },
        { plugin: 'dashboard', caller: 'home.action:info', method: 'POST', path: '/chance_home_page/info' },
      ]),
    );
  });

  it('every endpoint and action a manifest names is registered with its method', () => {
    expect(unregisteredCalls(plugins, isRegistered)).toEqual([]);
  });

  it('every menu path (sections and leaves) is in the catalogue, with roles that agree with the seeded role menus', () => {
    expect(menuPaths(plugins).map((m) => m.path.join('/'))).toEqual(
      expect.arrayContaining(['dashboard', 'Account_management', 'Account_management/vip/formal']),
    );
    expect(menuProblems(plugins, menuCatalogue(), SEEDED_MENUS)).toEqual([]);
  });
});

describe('planted violations (tests/fixtures/contract-server/strayPlugin.ts)', () => {
  it('reports a path the server does not have and each method the wrong way round', () => {
    expect(unregisteredCalls([strayPlugin], isRegistered)).toEqual([
      'stray: strayMembers.getOne calls POST /chance-member/ghost/detail, but the server does not register it',
      'stray: strayMembers.action:kick calls POST /chance-member/kick/line/member, but the server registers it as GET only',
      'stray: strayMembers.action:lock calls GET /chance-member/lock, but the server registers it as POST only',
    ]);
  });

  it('reports menu paths outside the catalogue and roles that disagree with the seeded menus', () => {
    expect(menuProblems([strayPlugin], MENU_CATALOGUE, SEEDED_MENUS)).toEqual([
      "stray: menu /Account_management/ghostScreen is not in the server's menu catalogue",
      'stray: menu /Account_management/roleManagement names role franchisee, whose seeded menu does not grant it',
      'stray: menu /Account_management/vip leaves out role agent, whose seeded menu grants it',
      'stray: menu /Account_management/vip leaves out role agent2, whose seeded menu grants it',
      'stray: menu /Account_management/vip/formal leaves out role agent, whose seeded menu grants it',
      'stray: menu /Account_management/vip/formal leaves out role agent2, whose seeded menu grants it',
      "stray: menu /ghost_section is not in the server's menu catalogue",
      "stray: menu /ghost_section/ghostLeaf is not in the server's menu catalogue",
    ]);
  });

  it('passes the stray plugin once its violations are taken out', () => {
    const mended = {
      ...strayPlugin,
      menu: [
        {
          name: 'Account_management',
          children: [
            { name: 'userManagement', roles: ['admin', 'franchisee'] },
            { name: 'vip', children: [{ name: 'formal' }] },
          ],
        },
      ],
      resources: [
        {
          name: 'strayMembers',
          endpoints: { getList: 'chance-member/list' },
          actions: { bank: { path: 'chance-member/detail/member/bank', method: 'GET' as const } },
        },
      ],
    };
    expect(unregisteredCalls([mended], isRegistered)).toEqual([]);
    expect(menuProblems([mended], MENU_CATALOGUE, SEEDED_MENUS)).toEqual([]);
  });
});

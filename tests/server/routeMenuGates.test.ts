// @engine-independent: reads the route table only; no database in this file.
import { anySignedInStaff, defineRoute, type MenuGate } from '../../server/http/route';
import { menuAllows, menuCatalogue } from '../../server/menu/catalogue';
import { allRoutes } from '../../server/routes';

/*
 * Every staff route says which menu right opens it. A route open to every signed-in staff member
 * is a reviewed exception: it is listed here with its reason, so a new one fails this test until
 * someone has looked at what it answers (the finance reviewer once reached every franchisee's bets
 * and every station's quota through routes that declared no menu).
 */
const REVIEWED_OPEN_TO_ALL_STAFF: Record<string, string> = {
  'POST /chance_login/logout': 'own session',
  'GET /chance_login/getCurrentUser': 'own session',
  'GET /chance_login/getUserInfo': 'own session',
  'POST /chance-staion-user/update/me/password': 'own profile',
  'POST /chance-staion-user/get/me/language': 'own profile',
  'POST /chance-staion-user/update/me/language': 'own profile',
  'POST /chance_offline_agent/selectList': 'agent picker: ids and usernames in scope',
  'POST /chance_home_page/auditReminder': 'counters filtered by the caller’s review screens',
  'POST /chance-search/palette': 'results filtered by the caller’s screens, in scope',
};

describe('menu gates of staff routes', () => {
  it('every staff route declares its menu right; those open to all staff are the reviewed ones, each with its reason', () => {
    const open: string[] = [];
    const ungated: string[] = [];
    for (const route of allRoutes.filter((r) => r.auth === 'staff')) {
      const name = `${route.method} ${route.path}`;
      if (!route.menu) ungated.push(name);
      else if (!Array.isArray(route.menu) && 'anySignedInStaff' in route.menu) {
        open.push(name);
        expect(route.menu.anySignedInStaff.length).toBeGreaterThan(10);
      }
    }
    expect(ungated).toEqual([]);
    expect(open.sort()).toEqual(Object.keys(REVIEWED_OPEN_TO_ALL_STAFF).sort());
  });

  // A gate naming a path the catalogue lacks opens the route to nobody, the admin included, and the
  // authorization matrix would expect exactly that: only this check sees the misspelt title.
  it('every menu path a route names is in the menu catalogue', () => {
    const gatePaths = (gate: MenuGate): string[][] => (Array.isArray(gate) ? [gate] : 'anyOf' in gate ? gate.anyOf : []);
    const catalogue = menuCatalogue();
    const unknown = allRoutes.flatMap((route) =>
      route.menu
        ? gatePaths(route.menu)
            .filter((path) => !menuAllows(catalogue, path))
            .map((path) => `${route.path}: ${path.join('/')}`)
        : [],
    );
    expect(unknown).toEqual([]);
    expect(menuAllows(catalogue, ['money_management', 'access', 'company_incme'])).toBe(false);
  });

  it('refuses to define a staff route without a menu gate, or open to all without a reason', () => {
    const handler = async () => null;
    expect(() => defineRoute({ method: 'POST', path: '/probe/ungated', auth: 'staff', handler })).toThrow(/declares its menu right/);
    expect(() => defineRoute({ method: 'POST', path: '/probe/open', auth: 'staff', menu: anySignedInStaff(''), handler })).toThrow(
      /reason/,
    );
    expect(() => defineRoute({ method: 'POST', path: '/probe/public', auth: 'public', handler })).not.toThrow();
  });
});

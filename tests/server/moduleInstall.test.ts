import { createDatabase, type Database } from '../../server/db/database';
import { menuAllows, type MenuEntry } from '../../server/menu/catalogue';
import { installModules } from '../../server/plugin/installModules';
import { defineServerModule } from '../../server/plugin/serverModule';
import { preparedDatabase } from './helpers/server';

/*
 * A plugin added to a running platform (issue 38): the first start after the upgrade grants its
 * menu to the administrators' role and no other, writes its demo rows once on a demo database,
 * and a restart changes nothing — not even a path an operator has since taken away.
 */

let db: Database;
let dispose: () => Promise<void>;
const NOW = Date.parse('2026-12-01T10:00:00+05:30');
const menuOf = async (code: string): Promise<MenuEntry[]> =>
  JSON.parse((await db.selectFrom('role').select('menu_list').where('code', '=', code).executeTakeFirstOrThrow()).menu_list);

beforeEach(async () => {
  const prepared = await preparedDatabase({ seed: false });
  dispose = prepared.dispose;
  db = createDatabase(prepared.url);
  for (const [id, code] of [
    [1, 'admin'],
    [2, 'franchisee'],
  ] as const) {
    await db
      .insertInto('role')
      .values({
        id,
        code,
        name: code,
        menu_list: JSON.stringify([{ title: 'dashboard' }, { title: 'marketing_management', children: [{ title: 'ticket_management' }] }]),
        ip_whitelist: '',
        created_at: NOW,
      })
      .execute();
  }
});
afterEach(async () => {
  await db.destroy();
  await dispose();
});

let seeds = 0;
const support = (leaves: string[]) =>
  defineServerModule({
    name: 'support',
    routes: [],
    menu: [
      { title: 'support_management', children: leaves.map((title) => ({ title })) },
      { title: 'marketing_management', children: [{ title: 'support_coupons' }] },
    ],
    seed: async () => {
      seeds += 1;
    },
  });

it("grants a new module's menu to admin roles only, merged into their trees, and seeds it once", async () => {
  seeds = 0;
  const [step] = await installModules(db, [support(['tickets'])], { demo: true, now: NOW });
  expect(step).toEqual({
    module: 'support',
    granted: [
      ['support_management', 'tickets'],
      ['marketing_management', 'support_coupons'],
    ],
    seeded: true,
  });
  const admin = await menuOf('admin');
  expect(menuAllows(admin, ['support_management', 'tickets'])).toBe(true);
  expect(menuAllows(admin, ['marketing_management', 'support_coupons'])).toBe(true);
  expect(menuAllows(admin, ['marketing_management', 'ticket_management'])).toBe(true);
  expect(menuAllows(await menuOf('franchisee'), ['support_management'])).toBe(false);

  // A restart: nothing granted, nothing seeded again.
  expect(await installModules(db, [support(['tickets'])], { demo: true, now: NOW + 1 })).toEqual([
    { module: 'support', granted: [], seeded: false },
  ]);
  expect(seeds).toBe(1);
});

it('grants only the paths an upgrade adds, never one an operator took away', async () => {
  await installModules(db, [support(['tickets'])], { demo: false, now: NOW });
  // An operator takes the tickets screen away from the admin role.
  await db
    .updateTable('role')
    .set({ menu_list: JSON.stringify([{ title: 'dashboard' }]) })
    .where('code', '=', 'admin')
    .execute();
  const [step] = await installModules(db, [support(['tickets', 'faq'])], { demo: false, now: NOW });
  expect(step.granted).toEqual([['support_management', 'faq']]);
  const admin = await menuOf('admin');
  expect(menuAllows(admin, ['support_management', 'faq'])).toBe(true);
  expect(menuAllows(admin, ['support_management', 'tickets'])).toBe(false);
});

it('writes no demo rows on a database that takes none, and writes them once it does', async () => {
  seeds = 0;
  expect((await installModules(db, [support(['tickets'])], { demo: false, now: NOW }))[0].seeded).toBe(false);
  expect(seeds).toBe(0);
  expect((await installModules(db, [support(['tickets'])], { demo: true, now: NOW }))[0].seeded).toBe(true);
  expect(seeds).toBe(1);
});

import type { Database } from '../db/database';
import { menuAllows, selectMenu, type MenuEntry } from '../menu/catalogue';
import { menuPaths, mergeMenus, type ServerModule } from './serverModule';

/** Roles that receive a module's new menu paths on their own: the administrators' role. */
export const ADMIN_ROLE_CODE = 'admin';

export interface InstallOptions {
  /** Whether this database takes demo rows (the server's SEED is not off): a new module's `seed` then runs once. */
  demo: boolean;
  now?: number;
}

export interface Installed {
  module: string;
  /** Menu paths granted to admin roles by this call. */
  granted: string[][];
  seeded: boolean;
}

/**
 * Brings the database up to the installed modules, after the migrations: a module met for the
 * first time, or one whose menu grew, has its new menu paths granted to admin roles (other roles
 * get them only by an administrator's grant, as any menu); on a demo database a new module's demo
 * rows are written once. Every step is recorded in installed_module, so a restart changes nothing
 * and a path an operator took away from an admin role is never granted again.
 */
export async function installModules(db: Database, modules: readonly ServerModule[], options: InstallOptions): Promise<Installed[]> {
  const now = options.now ?? Date.now();
  const done: Installed[] = [];
  for (const module of modules) {
    const result = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('installed_module').selectAll().where('name', '=', module.name).executeTakeFirst();
      const menu = module.menu ?? [];
      const known: string[][] = row ? (JSON.parse(row.menu_json) as string[][]) : [];
      const paths = menuPaths(menu);
      const fresh = paths.filter((path) => !known.some((k) => k.join('/') === path.join('/')));
      const leaves = fresh.filter(
        (path) => !paths.some((other) => other.length > path.length && other.slice(0, path.length).join('/') === path.join('/')),
      );
      if (leaves.length > 0) await grantToAdminRoles(trx, selectMenu(menu, leaves));
      const seeded = options.demo && module.seed !== undefined && (row?.seeded_at ?? null) === null;
      if (seeded) await module.seed!(trx, { now });
      const menuJson = JSON.stringify(paths);
      const seededAt = seeded ? now : (row?.seeded_at ?? null);
      if (!row)
        await trx
          .insertInto('installed_module')
          .values({ name: module.name, menu_json: menuJson, installed_at: now, seeded_at: seededAt })
          .execute();
      else if (row.menu_json !== menuJson || row.seeded_at !== seededAt)
        await trx
          .updateTable('installed_module')
          .set({ menu_json: menuJson, seeded_at: seededAt })
          .where('name', '=', module.name)
          .execute();
      return { module: module.name, granted: leaves, seeded };
    });
    done.push(result);
  }
  return done;
}

async function grantToAdminRoles(db: Database, grant: MenuEntry[]): Promise<void> {
  const roles = await db.selectFrom('role').select(['id', 'menu_list']).where('code', '=', ADMIN_ROLE_CODE).execute();
  for (const role of roles) {
    const menu = JSON.parse(role.menu_list) as MenuEntry[];
    if (menuPaths(grant).every((path) => menuAllows(menu, path))) continue;
    await db
      .updateTable('role')
      .set({ menu_list: JSON.stringify(mergeMenus(menu, grant)) })
      .where('id', '=', role.id)
      .execute();
  }
}

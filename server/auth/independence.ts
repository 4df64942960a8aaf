import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import type { MessageKey } from '../http/messages';
import { menuAllows, type MenuEntry } from '../menu/catalogue';
import { installedModules } from '../plugin/installed';
import { moduleApprovalMenus } from '../plugin/serverModule';

/*
 * Maker-checker independence. Comparing staff ids is not enough: a maker who creates a second
 * account (or sets another's role or password) controls it and could approve its own request
 * through it. An account's CONTROLLERS are who created it, who last set its role and who last
 * set its password (staff_user.created_by / role_set_by / password_set_by), and their
 * controllers in turn. A checker is independent of a maker only when neither controls the
 * other: not the maker approving through an account it made, and not a checker approving what
 * an account it made (or re-roled, or whose password it set) submitted — that second account is
 * the checker's own hand. Every maker-checker decision asks this.
 */

/** How far up the chain of controllers we look; real chains are a few accounts long. */
const MAX_CHAIN = 64;

/** The accounts that control `staffId`, directly or through other accounts (itself excluded). */
export async function controllersOf(db: Database, staffId: number): Promise<Set<number>> {
  const seen = new Set<number>();
  let frontier = [staffId];
  for (let depth = 0; depth < MAX_CHAIN && frontier.length > 0; depth++) {
    const rows = await db
      .selectFrom('staff_user')
      .select(['created_by', 'role_set_by', 'password_set_by'])
      .where('id', 'in', frontier)
      .execute();
    const next: number[] = [];
    for (const row of rows) {
      for (const id of [row.created_by, row.role_set_by, row.password_set_by]) {
        if (id === null || id === staffId || seen.has(id)) continue;
        seen.add(id);
        next.push(id);
      }
    }
    frontier = next;
  }
  return seen;
}

export async function isIndependent(db: Database, makerId: number, checkerId: number): Promise<boolean> {
  if (makerId === checkerId) return false;
  if ((await controllersOf(db, checkerId)).has(makerId)) return false;
  return !(await controllersOf(db, makerId)).has(checkerId);
}

/**
 * Refuses a decision by a checker who is not independent of the maker. The maker itself gets the
 * caller's own message (each flow had one); an account either controls gets checker_not_independent.
 */
export async function assertIndependent(
  db: Database,
  makerId: number,
  checkerId: number,
  sameStaff: MessageKey = 'maker_is_checker',
): Promise<void> {
  if (makerId === checkerId) throw new ApiError('A0400', sameStaff);
  if (!(await isIndependent(db, makerId, checkerId))) throw new ApiError('A0400', 'checker_not_independent');
}

/**
 * Whether a role's menu holds a right that decides someone else's request: any installed module's
 * approval menu (each module declares its own, `approvalMenus`; the core names no domain's menus).
 */
export function holdsApprovalRight(menuList: MenuEntry[]): boolean {
  return moduleApprovalMenus(installedModules()).some((path) => menuAllows(menuList, [...path]));
}

import type { AnswerOf } from '../shared/contract';
import type { MenuNode, sessionContracts } from '../shared/sessionContract';

/** Console roles. `type` 0 → admin, 1 → franchisee, 2 → agent (2 with no parent may be agent2). */
export type Role = 'admin' | 'franchisee' | 'agent' | 'agent2';

/** A menu entry the server returns for the user: only title and children are used. */
export type MenuListEntry = MenuNode;

/** User type on the wire: 0 admin, 1 franchisee, 2 agent. */
export type UserType = UserInfo['type'];

type ServerUserInfo = AnswerOf<typeof sessionContracts.userInfo>;

/**
 * `GET chance_login/getUserInfo` data (shared/sessionContract.ts). The console still reads a
 * profile without a role (the spec's server may send none) as one with no menu.
 */
export type UserInfo = Omit<ServerUserInfo, 'role'> & { role: ServerUserInfo['role'] | null };

/** `GET chance_login/getCurrentUser` data (polled by the top bar); `amount` (paise) is null for agents. */
export type CurrentUser = AnswerOf<typeof sessionContracts.currentUser>;

/** The profile as the console keeps it: the server's answer plus the derived role. */
export interface Profile extends UserInfo {
  roleName: Role;
}

/** What `authProvider.getPermissions()` resolves to (matches the host's HostPermissions). */
export interface Permissions {
  role: Role;
  menuList: MenuListEntry[];
}

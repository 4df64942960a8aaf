/** Console roles. `type` 0 → admin, 1 → franchisee, 2 → agent (2 with no parent may be agent2). */
export type Role = 'admin' | 'franchisee' | 'agent' | 'agent2';

/** A menu entry the server returns for the user: only title and children are used. */
export interface MenuListEntry {
  title: string;
  children?: MenuListEntry[];
}

/** User type on the wire: 0 admin, 1 franchisee, 2 agent. */
export type UserType = 0 | 1 | 2;

/** `GET chance_login/getUserInfo` data. */
export interface UserInfo {
  userId: number;
  userName: string;
  type: UserType;
  parentId: number | null;
  role: {
    id: number;
    code: string;
    name: string;
    menuList: MenuListEntry[];
  } | null;
  sysNowTimeDate: number;
  onlinePeopleCount: number;
  /** true = Chinese. */
  language: boolean;
}

/** `GET chance_login/getCurrentUser` data (polled by the top bar). */
export interface CurrentUser {
  userId: number;
  userName: string;
  type: UserType;
  language: boolean;
  onlinePeopleCount: number;
  /** Quota, in paise. */
  amount: number;
}

/** The profile as the console keeps it: the server's answer plus the derived role. */
export interface Profile extends UserInfo {
  roleName: Role;
}

/** What `authProvider.getPermissions()` resolves to (matches the host's HostPermissions). */
export interface Permissions {
  role: Role;
  menuList: MenuListEntry[];
}

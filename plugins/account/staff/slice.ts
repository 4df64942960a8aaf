import { lazy } from 'react';
import type { AccountSlice } from '../slice';
import { staffMessages } from './messages';

/**
 * The staff part of /Account_management: staff accounts and roles. Only screens that are built
 * are listed here. Admin-only screens are also cut by the server's menuList (a franchisee's role
 * has no roleManagement), the `roles` here keep agents out of the sidebar whatever their menu.
 */
export const staffSlice: AccountSlice = {
  menu: [
    {
      name: 'Account_management',
      title: 'menu.Account_management',
      children: [
        { name: 'userManagement', title: 'menu.userManagement', roles: ['admin', 'franchisee'], screen: { resource: 'staffUser' } },
        { name: 'roleManagement', title: 'menu.roleManagement', roles: ['admin'], screen: { resource: 'staffRole' } },
      ],
    },
  ],
  resources: [
    {
      name: 'staffUser',
      list: lazy(() => import('./users/StaffUserList')),
      endpoints: { getList: 'chance-staion-user/list', create: 'chance-staion-user/add', update: 'chance-staion-user/update', delete: 'chance-staion-user/delete' },
      actions: {
        lock: { path: 'chance-staion-user/lock' },
        resetPassword: { path: 'chance-staion-user/resetPassword' },
        roleOptions: { path: 'chance-role/options' },
        stations: { path: 'station/api/query/station/list' },
        agents: { path: 'chance_offline_agent/selectList' },
      },
    },
    {
      name: 'staffRole',
      list: lazy(() => import('./roles/RoleList')),
      endpoints: { getList: 'chance-role/list', create: 'chance-role/add', update: 'chance-role/update', delete: 'chance-role/delete' },
      actions: { menuTree: { path: 'chance-role/menuTree' } },
    },
  ],
  messages: staffMessages,
};

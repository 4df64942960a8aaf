import type { AccountSlice } from '../slice';
import { pushOutboxActions, staffRoleActions, staffStationActions, staffUserActions } from './staffCalls';
import { lazyScreen } from '../../../src';

// Screens with two lists (or a form and a list) are components; each is its own lazy chunk.
const FranchiseeScreen = lazyScreen(() => import('./franchisees/FranchiseeScreen'));
const StationRecordScreen = lazyScreen(() => import('./stations/StationRecordScreen'));
const PushScreen = lazyScreen(() => import('./push/PushScreen'));

/**
 * The staff part of /Account_management: staff accounts, roles, franchisees and stations, station
 * quota records, push to all members. Only screens that are built
 * are listed here. Admin-only screens are also cut by the server's menuList (a franchisee's role
 * has no roleManagement), the `roles` here keep agents out of the sidebar whatever their menu.
 */
export const staffSlice: AccountSlice = {
  menu: {
    userManagement: { roles: ['admin', 'franchisee'], screen: { resource: 'staffUser' } },
    roleManagement: { roles: ['admin'], screen: { resource: 'staffRole' } },
    franchiseeManagement: { roles: ['admin'], screen: { component: FranchiseeScreen } },
    stationRecord: { roles: ['admin', 'franchisee'], screen: { component: StationRecordScreen } },
    pushAll: { roles: ['admin'], screen: { component: PushScreen } },
  },
  resources: [
    {
      name: 'staffUser',
      list: lazyScreen(() => import('./users/StaffUserList')),
      endpoints: {
        getList: 'chance-staion-user/list',
        create: 'chance-staion-user/add',
        update: 'chance-staion-user/update',
        delete: 'chance-staion-user/delete',
      },
      actions: staffUserActions,
    },
    {
      name: 'staffRole',
      list: lazyScreen(() => import('./roles/RoleList')),
      endpoints: { getList: 'chance-role/list', create: 'chance-role/add', update: 'chance-role/update', delete: 'chance-role/delete' },
      actions: staffRoleActions,
    },
    {
      name: 'staffFranchisee',
      endpoints: { getList: 'chance-franchisee/list', create: 'chance-franchisee/save', update: 'chance-franchisee/save' },
    },
    {
      name: 'staffStation',
      endpoints: { getList: 'station/api/query/station/list', create: 'station/api/save/station', update: 'station/api/save/station' },
      actions: staffStationActions,
    },
    { name: 'stationQuotaRecord', endpoints: { getList: 'station/api/query/station/record/list' } },
    {
      name: 'pushOutbox',
      endpoints: { getList: 'fireBase/api/push/list' },
      actions: pushOutboxActions,
    },
  ],
};

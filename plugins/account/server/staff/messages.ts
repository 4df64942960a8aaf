import type { Catalogue } from '../../../../server/http/catalogue';

/** Staff, roles, franchisees, stations, push; and the problems their schemas name (`v.*`). */
export const staffMessages = {
  staff_username_taken: { en: 'The username {username} is already taken', zh: '用户名 {username} 已存在' },
  staff_not_self: { en: 'You cannot lock or delete your own account', zh: '不能锁定或删除自己的账号' },
  staff_role_beyond: {
    en: 'This account holds a role with menus beyond your own; you cannot change it',
    zh: '该账号的角色权限超出您的权限，不能操作',
  },
  staff_self_role: { en: 'You cannot change the type or role of your own account', zh: '不能修改自己账号的类型或角色' },
  staff_franchisee_required: { en: 'A franchisee account needs a franchisee', zh: '加盟商账号必须选择加盟商' },
  staff_agent_required: { en: 'An agent account needs an agent', zh: '代理账号必须选择代理' },
  staff_type_denied: {
    en: 'You may only manage franchisee and agent accounts of your own franchisee',
    zh: '只能管理本加盟商的加盟商和代理账号',
  },
  role_not_assignable: {
    en: 'This role grants menus beyond your own and cannot be assigned by you',
    zh: '该角色的菜单超出您的权限，不能分配',
  },
  role_name_taken: { en: 'A role named {name} already exists', zh: '角色名 {name} 已存在' },
  role_in_use: {
    en: 'The role is held by {count} staff accounts (deleted ones included, kept for the logs) and cannot be deleted',
    zh: '该角色被 {count} 个账号使用（含为日志保留的已删除账号），不能删除',
  },
  role_builtin: { en: 'Built-in roles cannot be deleted', zh: '内置角色不能删除' },
  role_self_lockout: {
    en: 'Your own role must keep role management, or nobody could change it back',
    zh: '您自己的角色必须保留角色管理权限',
  },
  franchisee_code_taken: { en: 'The code {code} is already used', zh: '编码 {code} 已被使用' },
  station_has_people: {
    en: 'The station already has agents or members, so it cannot move to another franchisee',
    zh: '该站点已有代理或会员，不能转到其他加盟商',
  },
  quota_insufficient: { en: 'The station quota ({balance} paise) is less than the amount withdrawn', zh: '站点额度（{balance} 派士）不足' },
  'v.ipWhitelist': { en: 'must be IP addresses or CIDR ranges separated by commas', zh: '必须是以逗号分隔的 IP 地址或 CIDR 网段' },
  'v.len1_20': { en: 'must be 1 to 20 characters', zh: '长度必须为 1 到 20 个字符' },
  'v.len1_255': { en: 'must be 1 to 255 characters', zh: '长度必须为 1 到 255 个字符' },
  'v.menuList': { en: 'select at least one menu', zh: '请至少选择一个菜单' },
  'v.pushLanguages': { en: 'give a title and a body together in at least one language', zh: '至少用一种语言同时填写标题和内容' },
} satisfies Catalogue;

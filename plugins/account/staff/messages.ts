import type { Messages } from '../../../src/plugin/types';

/** Labels of the staff part (users, roles, franchisees, stations, push), zh and en with the same keys. */
export const staffMessages: { zh: Messages; en: Messages } = {
  zh: {
    menu: { userManagement: '用户管理', roleManagement: '角色管理', franchiseeManagement: '加盟商管理', stationRecord: '站点额度记录', pushAll: '全员推送' },
    staff: {
      saved: '保存成功', deleted: '删除成功', loadError: '数据加载失败', id: 'ID', actions: '操作', createTime: '创建时间',
      ipWhitelist: 'IP 白名单', ipWhitelistHelp: '多个 IP 或网段（如 10.0.0.0/8）用逗号分隔，留空表示不限制', anyIp: '不限',
      franchisee: '加盟商', station: '站点', agent: '代理', none: '无', remark: '备注', status: '状态',
      v: { len1_20: '长度为 1 到 20 个字符', len3_16: '长度为 3 到 16 个字符', len1_255: '长度为 1 到 255 个字符', mismatch: '两次密码不一致', required: '必填', amount: '请输入金额' },
      roles: {
        name: '角色名称', create: '新增角色', edit: '编辑角色', permissions: '菜单权限', menuRequired: '请至少勾选一个菜单',
        expand: '展开', collapse: '收起', menuCount: '菜单', menuCountValue: '%{count} 项', userCount: '账号数',
        deleteTitle: '删除角色', deleteContent: '确定删除角色「%{name}」吗？',
      },
      users: {
        username: '用户名', password: '密码', confirmPassword: '确认密码', newPassword: '新密码', type: '类型',
        types: { 0: '管理员', 1: '加盟商', 2: '代理' }, role: '角色', status: '状态', statuses: { 0: '正常', 1: '已锁定' },
        language: '语言', lastLogin: '最后登录', create: '新增用户', edit: '编辑用户', resetPassword: '重置密码',
        resetPasswordOf: '重置 %{username} 的密码', passwordReset: '%{username} 的密码已重置', lock: '锁定', unlock: '解锁',
        lockTitle: '锁定账号', unlockTitle: '解锁账号', lockContent: '确定对账号「%{username}」执行此操作吗？',
        deleteTitle: '删除账号', deleteContent: '确定删除账号「%{username}」吗？删除后无法登录。',
      },
      franchisees: {
        code: '编码', name: '名称', stationCount: '站点数', quota: '总额度', create: '新增加盟商', edit: '编辑加盟商',
        stations: '站点', createStation: '新增站点', editStation: '编辑站点', statuses: { 0: '启用', 1: '停用' }, codeHelp: '字母、数字、- 或 _',
      },
      stations: {
        name: '站点', quota: '额度', topUp: '充值额度', withdraw: '提取额度', amount: '金额（₹）', records: '额度记录',
        kind: '类型', kinds: { 1: '充值', 2: '提取' }, before: '变动前', after: '变动后', operator: '操作人', time: '时间',
        topUpTitle: '为 %{name} 充值额度', withdrawTitle: '从 %{name} 提取额度', done: '额度已更新', from: '开始时间', to: '结束时间',
      },
      push: {
        compose: '发送推送', title: '标题', body: '内容', languages: { en: '英语', hi: '印地语', zh: '中文' }, send: '发送给全部会员',
        sent: '已加入发送队列', outbox: '推送记录', status: '投递状态', statuses: { 0: '待发送', 1: '已送达', 2: '失败' },
        attempts: '尝试次数', recipients: '接收人数', lastError: '错误', createdBy: '发送人', deliveredAt: '送达时间',
        languageRequired: '至少用一种语言同时填写标题和内容', confirmTitle: '发送给全部会员', confirmContent: '确定将此消息推送给全部会员吗？',
      },
    },
  },
  en: {
    menu: { userManagement: 'Staff', roleManagement: 'Roles', franchiseeManagement: 'Franchisees', stationRecord: 'Station quota', pushAll: 'Push to all' },
    staff: {
      saved: 'Saved', deleted: 'Deleted', loadError: 'Could not load the data', id: 'ID', actions: 'Actions', createTime: 'Created',
      ipWhitelist: 'IP whitelist', ipWhitelistHelp: 'IP addresses or ranges (e.g. 10.0.0.0/8) separated by commas; empty allows any', anyIp: 'Any',
      franchisee: 'Franchisee', station: 'Station', agent: 'Agent', none: 'None', remark: 'Remark', status: 'Status',
      v: { len1_20: 'Length 1 to 20 characters', len3_16: 'Length 3 to 16 characters', len1_255: '1-255 characters', mismatch: 'The two passwords do not match', required: 'Required', amount: 'Please enter amount' },
      roles: {
        name: 'Role name', create: 'New role', edit: 'Edit role', permissions: 'Menu permissions', menuRequired: 'Tick at least one menu',
        expand: 'Expand', collapse: 'Collapse', menuCount: 'Menus', menuCountValue: '%{count} items', userCount: 'Accounts',
        deleteTitle: 'Delete role', deleteContent: 'Delete the role "%{name}"?',
      },
      users: {
        username: 'Username', password: 'Password', confirmPassword: 'Confirm password', newPassword: 'New password', type: 'Type',
        types: { 0: 'Admin', 1: 'Franchisee', 2: 'Agent' }, role: 'Role', status: 'Status', statuses: { 0: 'Active', 1: 'Locked' },
        language: 'Language', lastLogin: 'Last login', create: 'New account', edit: 'Edit account', resetPassword: 'Reset password',
        resetPasswordOf: 'Reset the password of %{username}', passwordReset: 'The password of %{username} was reset', lock: 'Lock', unlock: 'Unlock',
        lockTitle: 'Lock account', unlockTitle: 'Unlock account', lockContent: 'Apply this to the account "%{username}"?',
        deleteTitle: 'Delete account', deleteContent: 'Delete the account "%{username}"? It will no longer be able to log in.',
      },
      franchisees: {
        code: 'Code', name: 'Name', stationCount: 'Stations', quota: 'Total quota', create: 'New franchisee', edit: 'Edit franchisee',
        stations: 'Stations', createStation: 'New station', editStation: 'Edit station', statuses: { 0: 'Enabled', 1: 'Disabled' }, codeHelp: 'Letters, digits, - or _',
      },
      stations: {
        name: 'Station', quota: 'Quota', topUp: 'Top up', withdraw: 'Withdraw', amount: 'Amount (₹)', records: 'Quota records',
        kind: 'Kind', kinds: { 1: 'Top-up', 2: 'Withdrawal' }, before: 'Before', after: 'After', operator: 'Operator', time: 'Time',
        topUpTitle: 'Top up the quota of %{name}', withdrawTitle: 'Withdraw quota from %{name}', done: 'Quota updated', from: 'From', to: 'To',
      },
      push: {
        compose: 'Send a push', title: 'Title', body: 'Body', languages: { en: 'English', hi: 'Hindi', zh: 'Chinese' }, send: 'Send to all members',
        sent: 'Queued for delivery', outbox: 'Push outbox', status: 'Delivery', statuses: { 0: 'Pending', 1: 'Delivered', 2: 'Failed' },
        attempts: 'Attempts', recipients: 'Recipients', lastError: 'Error', createdBy: 'Sent by', deliveredAt: 'Delivered',
        languageRequired: 'Give a title and a body together in at least one language', confirmTitle: 'Send to all members', confirmContent: 'Push this message to every member?',
      },
    },
  },
};

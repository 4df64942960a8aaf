import type { Messages } from '../../src';
import { actionLabelMessages } from './logs/actionLabels';

/** Texts of /system_management, zh and en with the same keys. */
export const messages: { zh: Messages; en: Messages } = {
  zh: {
    system: {
      menu: {
        system_management: '系统管理',
        Log_management: '日志管理',
        backstage_login_log: '后台登录日志',
        vip_login_log: '会员登录日志',
        system_operation_log: '系统操作日志',
        menu: '菜单管理',
        saved: '菜单已更新', up: '上移', down: '下移', shown: '显示', alwaysShown: '菜单管理及其所在的系统管理始终显示',
        help: '调整菜单的顺序和显示，所有账号的侧边栏随之变化；隐藏只影响侧边栏，不改变角色的权限。',
      },
      logs: {
        time: '时间', staff: '操作员', member: '会员账号', ip: 'IP', device: '设备', geo: '地区', source: '来源', result: '结果', reason: '原因',
        from: '开始时间', to: '结束时间', action: '操作', targetType: '对象类型', targetId: '对象 ID', actions: '操作',
        viewDiff: '查看变更', diffTitle: '操作详情（变更前后）', field: '字段', before: '变更前', after: '变更后', noSnapshot: '该操作没有记录变更内容',
        results: { 1: '成功', 0: '失败' },
        sources: { pc: 'PC', h5: 'H5', app: 'App' },
        reasons: { unknown_user: '账号不存在', wrong_password: '密码错误', throttled: '尝试过于频繁', disabled: '账号已禁用', ip_not_allowed: 'IP 不在白名单' },
        ...actionLabelMessages.zh,
      },
    },
  },
  en: {
    system: {
      menu: {
        system_management: 'System',
        Log_management: 'Logs',
        backstage_login_log: 'Staff sign-ins',
        vip_login_log: 'Member sign-ins',
        system_operation_log: 'Operation log',
        menu: 'Menu',
        saved: 'Menu updated', up: 'Move up', down: 'Move down', shown: 'Shown', alwaysShown: 'The menu screen and its section are always shown',
        help: 'Order and show or hide the menu entries; every account\'s sidebar follows. Hiding only affects the sidebar, not what a role may do.',
      },
      logs: {
        time: 'Time', staff: 'Staff', member: 'Member', ip: 'IP', device: 'Device', geo: 'Region', source: 'Source', result: 'Result', reason: 'Reason',
        from: 'From', to: 'To', action: 'Action', targetType: 'Object type', targetId: 'Object ID', actions: 'Actions',
        viewDiff: 'View changes', diffTitle: 'Operation (before and after)', field: 'Field', before: 'Before', after: 'After', noSnapshot: 'This operation recorded no values',
        results: { 1: 'Succeeded', 0: 'Failed' },
        sources: { pc: 'PC', h5: 'H5', app: 'App' },
        reasons: { unknown_user: 'Unknown account', wrong_password: 'Wrong password', throttled: 'Too many attempts', disabled: 'Account disabled', ip_not_allowed: 'IP not whitelisted' },
        ...actionLabelMessages.en,
      },
    },
  },
};

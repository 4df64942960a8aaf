import type { Messages } from '../../src';

/**
 * The system plugin's Chinese texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.zh.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    riskList: { name: '风控名单' },
    riskSetting: { name: '风控设置' },
    siteDomain: { name: '域名' },
    domainAgentChoice: { name: '代理' },
    registrationAgreement: { name: '注册协议' },
    interfaceTiming: { name: '接口耗时' },
    regprotocol: { name: '注册协议' },
  },
  system: {
    // The interface timings' menu leaf is titled by its screen's own heading.
    timing: { title: '接口耗时统计' },
    menu: {
      system_management: '系统管理',
      Log_management: '日志管理',
      backstage_login_log: '后台登录日志',
      vip_login_log: '会员登录日志',
      system_operation_log: '系统操作日志',
      vip_foreground_operation: '会员前台操作日志',
      riskControl: '风控管理',
      riskControlList: '风控名单',
      riskControlSet: '风控设置',
      domain: '域名管理',
      menu: '菜单管理',
      registration_agreement: '注册协议',
      api_reference: '接口文档',
      regprotocolEdit: '注册协议编辑',
      Information_management: '信息管理',
      saved: '菜单已更新',
      up: '上移',
      down: '下移',
      shown: '显示',
      alwaysShown: '菜单管理及其所在的系统管理始终显示',
      help: '调整菜单的顺序和显示，所有账号的侧边栏随之变化；隐藏只影响侧边栏，不改变角色的权限。',
    },
  },
};
export default messages;

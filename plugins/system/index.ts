import InfoIcon from '@mui/icons-material/Info';
import SettingsIcon from '@mui/icons-material/Settings';
import { definePlugin, lazyScreen } from '../../src';
import { AGREEMENT_VIEWS, domainActions, menuActions, operationLogActions, riskListActions, riskSetActions } from './systemCalls';
import { timingActions } from './timing/timingCalls';
import { API_REFERENCE_MENU } from './shared/apiReference';
import { menuUrl } from '../../shared/menuUrl';
import { SYSTEM_MENU } from './shared/menuTree';

/**
 * /system_management, admin only (the seeded franchisee and agent roles have no such menu; the
 * server refuses them too), plus the Information section's regprotocolEdit, which opens the same
 * registration agreement screen as system_management/registration_agreement. Only finished
 * screens are listed.
 */
export default definePlugin({
  name: 'system',
  menu: [
    {
      name: 'system_management',
      title: 'system.menu.system_management',
      icon: SettingsIcon,
      roles: ['admin'],
      children: [
        { name: 'menu', title: 'system.menu.menu', screen: { component: lazyScreen(() => import('./menu/MenuScreen')) } },
        { name: 'domain', title: 'system.menu.domain', screen: { resource: 'siteDomain' } },
        {
          name: 'riskControl',
          title: 'system.menu.riskControl',
          children: [
            { name: 'riskControlList', title: 'system.menu.riskControlList', screen: { resource: 'riskList' } },
            {
              name: 'riskControlSet',
              title: 'system.menu.riskControlSet',
              screen: { component: lazyScreen(() => import('./risk/RiskSetScreen')) },
            },
          ],
        },
        {
          name: 'Log_management',
          title: 'system.menu.Log_management',
          children: [
            { name: 'backstage_login_log', title: 'system.menu.backstage_login_log', screen: { resource: 'staffLoginLog' } },
            { name: 'vip_login_log', title: 'system.menu.vip_login_log', screen: { resource: 'memberLoginLog' } },
            { name: 'system_operation_log', title: 'system.menu.system_operation_log', screen: { resource: 'operationLog' } },
            { name: 'vip_foreground_operation', title: 'system.menu.vip_foreground_operation', screen: { resource: 'memberActionLog' } },
          ],
        },
        { name: 'registration_agreement', title: 'system.menu.registration_agreement', screen: { resource: 'registrationAgreement' } },
        { name: 'interface_time_statistics', title: 'system.timing.title', screen: { resource: 'interfaceTiming' } },
        {
          name: API_REFERENCE_MENU[1],
          title: 'system.menu.api_reference',
          screen: { component: lazyScreen(() => import('./apiReference/ApiReferenceScreen')) },
        },
      ],
    },
    {
      // The Information section's regprotocolEdit is the same agreement: this plugin adds that one
      // leaf to the section the information plugin fills (sections merge; title, icon and roles
      // repeat the information plugin's so either declaration may come first).
      name: 'Information_management',
      title: 'system.menu.Information_management',
      icon: InfoIcon,
      roles: ['admin', 'franchisee'],
      children: [{ name: 'regprotocolEdit', title: 'system.menu.regprotocolEdit', roles: ['admin'], screen: { resource: 'regprotocol' } }],
    },
  ],
  resources: [
    {
      name: 'staffLoginLog',
      list: lazyScreen(() => import('./logs/StaffLoginLogList')),
      endpoints: { getList: 'chance_sys_log/query/system/login/log/list' },
    },
    {
      name: 'memberActionLog',
      list: lazyScreen(() => import('./logs/MemberActionLogList')),
      endpoints: { getList: 'chance_sys_log/query/member/operator/log/list' },
    },
    {
      name: 'memberLoginLog',
      list: lazyScreen(() => import('./logs/MemberLoginLogList')),
      endpoints: { getList: 'member/login/log/api/query/member/login/log/list' },
    },
    {
      name: 'operationLog',
      list: lazyScreen(() => import('./logs/OperationLogList')),
      endpoints: { getList: 'chance_sys_log/list' },
      actions: operationLogActions,
    },
    { name: 'systemMenu', endpoints: {}, actions: menuActions },
    {
      name: 'riskList',
      list: lazyScreen(() => import('./risk/RiskListScreen')),
      recordRepresentation: 'value',
      endpoints: { getList: 'chance-risk-management/query/risk/list' },
      actions: riskListActions,
    },
    { name: 'riskSetting', endpoints: {}, actions: riskSetActions },
    {
      name: 'siteDomain',
      list: lazyScreen(() => import('./domain/DomainScreen')),
      recordRepresentation: 'name',
      endpoints: { getList: 'chance-domain/list' },
      actions: domainActions,
    },
    {
      name: 'registrationAgreement',
      list: lazyScreen(() => import('./agreement/AgreementScreen')),
      recordRepresentation: 'version',
      endpoints: { getList: `${AGREEMENT_VIEWS.system.prefix}/list` },
      actions: AGREEMENT_VIEWS.system.actions,
    },
    {
      name: 'regprotocol',
      list: lazyScreen(() => import('./agreement/AgreementScreen').then((m) => ({ default: m.RegprotocolScreen }))),
      recordRepresentation: 'version',
      endpoints: { getList: `${AGREEMENT_VIEWS.information.prefix}/list` },
      actions: AGREEMENT_VIEWS.information.actions,
    },
    {
      name: 'interfaceTiming',
      list: lazyScreen(() => import('./timing/TimingScreen')),
      recordRepresentation: 'route',
      endpoints: { getList: 'chance-interface-time-consuming/query/interfaceTimeConsuming/list' },
      actions: timingActions,
    },
    // Agents to bind a domain to, by username ({ usernameKeyword }; getMany sends { ids }).
    {
      name: 'domainAgentChoice',
      recordRepresentation: 'username',
      endpoints: { getList: 'chance_offline_agent/selectList', getMany: 'chance_offline_agent/selectList' },
    },
  ],
  shortcuts: [{ path: '/riskControl', to: menuUrl(SYSTEM_MENU.system_management.riskControl.path) }],
  // What the frame shows before any screen (menu titles, resource names); the screens' texts load
  // with the first of them.
  messages: { zh: () => import('./frame.zh'), en: () => import('./frame.en') },
  screenMessages: { zh: () => import('./messages.zh'), en: () => import('./messages.en') },
  // The names of the codes it and the core write (each plugin names its own).
  auditLabels: () => import('./shared/auditLabels').then((m) => m.systemAuditLabels),
});

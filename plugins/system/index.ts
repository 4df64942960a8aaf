import InfoIcon from '@mui/icons-material/Info';
import SettingsIcon from '@mui/icons-material/Settings';
import { definePlugin, lazyScreen, menuFromTree, mergeMenus } from '../../src';
import { INFORMATION_MENU_NODES } from '../information/shared/menuTree';
import { AGREEMENT_VIEWS, domainActions, menuActions, operationLogActions, riskListActions, riskSetActions } from './systemCalls';
import { timingActions } from './timing/timingCalls';
import { API_REFERENCE_NODES } from './shared/apiReference';
import { menuUrl } from '../../shared/menuUrl';
import { SYSTEM_MENU, SYSTEM_MENU_NODES } from './shared/menuTree';

/**
 * /system_management, admin only (the seeded franchisee and agent roles have no such menu; the
 * server refuses them too), plus the Information section's regprotocolEdit, which opens the same
 * registration agreement screen as system_management/registration_agreement. Only finished
 * screens are listed.
 */
export default definePlugin({
  name: 'system',
  menu: [
    ...mergeMenus(
      menuFromTree('system', SYSTEM_MENU_NODES, {
        system_management: {
          icon: SettingsIcon,
          roles: ['admin'],
          children: {
            menu: { screen: { component: lazyScreen(() => import('./menu/MenuScreen')) } },
            domain: { screen: { resource: 'siteDomain' } },
            riskControl: {
              children: {
                riskControlList: { screen: { resource: 'riskList' } },
                riskControlSet: { screen: { component: lazyScreen(() => import('./risk/RiskSetScreen')) } },
              },
            },
            Log_management: {
              children: {
                backstage_login_log: { screen: { resource: 'staffLoginLog' } },
                vip_login_log: { screen: { resource: 'memberLoginLog' } },
                system_operation_log: { screen: { resource: 'operationLog' } },
                vip_foreground_operation: { screen: { resource: 'memberActionLog' } },
              },
            },
            registration_agreement: { screen: { resource: 'registrationAgreement' } },
            interface_time_statistics: { title: 'system.timing.title', screen: { resource: 'interfaceTiming' } },
          },
        },
      }),
      // The API reference's own tree (shared/apiReference.ts) adds its leaf to the section above.
      menuFromTree('system', API_REFERENCE_NODES, {
        system_management: {
          partial: true,
          children: { api_reference: { screen: { component: lazyScreen(() => import('./apiReference/ApiReferenceScreen')) } } },
        },
      }),
    ),
    // The Information section's regprotocolEdit is the same agreement: this plugin adds that one
    // leaf to the section the information plugin fills (sections merge; icon and roles repeat the
    // information plugin's so either declaration may come first).
    ...menuFromTree('system', INFORMATION_MENU_NODES, {
      Information_management: {
        icon: InfoIcon,
        roles: ['admin', 'franchisee'],
        partial: true,
        children: { regprotocolEdit: { roles: ['admin'], screen: { resource: 'regprotocol' } } },
      },
    }),
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

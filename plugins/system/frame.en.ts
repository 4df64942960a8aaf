import type { Messages } from '../../src';

/**
 * The system plugin's English texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.en.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    riskList: { name: 'Risk list' },
    riskSetting: { name: 'Risk rules' },
    siteDomain: { name: 'Domains' },
    domainAgentChoice: { name: 'agents' },
    registrationAgreement: { name: 'Registration agreement' },
    interfaceTiming: { name: 'Interface timings' },
    regprotocol: { name: 'Registration agreement' },
  },
  system: {
    // The interface timings' menu leaf is titled by its screen's own heading.
    timing: { title: 'Interface timings' },
    menu: {
      system_management: 'System',
      Log_management: 'Logs',
      backstage_login_log: 'Staff sign-ins',
      vip_login_log: 'Member sign-ins',
      system_operation_log: 'Operation log',
      vip_foreground_operation: 'Member actions',
      riskControl: 'Risk control',
      riskControlList: 'Risk list',
      riskControlSet: 'Risk rules',
      domain: 'Domains',
      menu: 'Menu',
      registration_agreement: 'Registration agreement',
      api_reference: 'API reference',
      regprotocolEdit: 'Edit registration agreement',
      Information_management: 'Information',
      saved: 'Menu updated',
      up: 'Move up',
      down: 'Move down',
      shown: 'Shown',
      alwaysShown: 'The menu screen and its section are always shown',
      help: "Order and show or hide the menu entries; every account's sidebar follows. Hiding only affects the sidebar, not what a role may do.",
    },
  },
};
export default messages;

import type { Messages } from '../../src';
import { timingMessages } from './timing/messages.en';

/** Texts of /system_management, in English (the same keys in Chinese beside it). */
export const messages: Messages = {
  system: {
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
      regprotocolEdit: 'Edit registration agreement',
      Information_management: 'Information',
      saved: 'Menu updated', up: 'Move up', down: 'Move down', shown: 'Shown', alwaysShown: 'The menu screen and its section are always shown',
      help: 'Order and show or hide the menu entries; every account\'s sidebar follows. Hiding only affects the sidebar, not what a role may do.',
    },
    risk: {
      kind: 'Kind', value: 'Value', action: 'Action', reason: 'Reason', source: 'Source', expiresAt: 'Expires', createTime: 'Added', state: 'State', actions: 'Actions',
      never: 'Never', expiresHelp: 'Leave empty for no expiry', system: 'System', active: 'Active', inactive: 'Inactive',
      kinds: { ip: 'IP', device: 'Device', bank_account: 'Bank account', upi: 'UPI', member: 'Member account' },
      actionNames: { block_login: 'Block sign-in', block_withdraw: 'Block withdrawals', review: 'Withdrawals need second review' },
      activeStates: { 1: 'Active', 0: 'Inactive' },
      add: 'Add entry', addTitle: 'Add to the risk list', added: 'Added to the risk list',
      enable: 'Enable', disable: 'Disable', statusTitle: 'Enable or disable entry', confirmStatus: '%{action} %{value}?', statusDone: 'Entry updated',
      remove: 'Remove', removeTitle: 'Remove from the risk list', confirmRemove: 'Remove %{value} from the risk list? It will no longer be restricted.', removed: 'Removed from the risk list',
      valueHelp: { ip: 'e.g. 103.21.4.7', device: 'Device fingerprint or model, e.g. Android 12 / emulator-1234', bank_account: '6 to 20 digits', upi: 'e.g. name@okaxis', member: 'Member account name' },
      actionHelp: 'Block withdrawals: a matching withdrawal is refused. Second review: a matching withdrawal needs a second reviewer. The risk rules decide what is matched (member account, submitting IP, payee bank account, payee UPI); device entries and "block sign-in" entries are kept for the record and not enforced by this server.',
      v: { ip: 'Enter a valid IP address', bank_account: 'Enter 6 to 20 digits', upi: 'Enter a valid UPI ID such as name@bank', member: 'Enter a member account name', device: 'At least 3 characters', reason: 'At least 2 characters', future: 'The expiry must be in the future' },
      settings: {
        title: 'Risk rules', withdrawHold: 'Withdrawal hold', withdrawHoldHelp: 'When a member submits a withdrawal it is matched against the active risk list entries of the kinds chosen below: "block withdrawals" entries refuse it, "second review" entries need a second reviewer.',
        holdKinds: 'Match on', holdKindNames: { member: 'Member account', ip: 'Submitting IP', bank_account: 'Payee bank account', upi: 'Payee UPI' },
        saved: 'Risk rules saved', needKind: 'Choose at least one kind while the hold is on',
        notApplied: 'Accounts per IP/device, the registration throttle and duplicate bank account detection are not offered: this server has no member registration or bank binding for them to act on.',
      },
    },
    domain: {
      name: 'Domain', type: 'Type', status: 'State', promotion: 'Promotion', display: 'Shown to members', agent: 'Bound agent', promotionLink: 'Promotion link', remark: 'Remark', updateTime: 'Updated', actions: 'Actions',
      types: { common: 'Common', app: 'App' }, statuses: { 0: 'Enabled', 1: 'Disabled' }, flags: { 1: 'Yes', 0: 'No' },
      add: 'Add domain', addTitle: 'Add domain', edit: 'Edit', editTitle: 'Edit domain', saved: 'Domain saved',
      enable: 'Enable', disable: 'Disable', confirmStatus: '%{action} the domain %{name}?', statusDone: 'Domain updated',
      unbind: 'Unbind agent', unbindTitle: 'Unbind agent', confirmUnbind: 'Unbind %{name} from the agent %{agent}? The agent gets back the promotion link it had before.', unbound: 'Unbound',
      bindAgent: 'Bind to agent (optional)', bindHelp: 'The agent\'s promotion link becomes the register link on this domain; only an enabled promotion domain can be bound.', keepBinding: 'To change or remove the binding, use "Unbind agent".',
      v: { name: 'Enter a domain name such as m.example.com', promotionForAgent: 'A domain bound to an agent must be a promotion domain' },
    },
    agreement: {
      lang: 'Content language', version: 'Version', versionN: 'Version %{version}', state: 'State', content: 'Agreement text', createdBy: 'Editor', createdAt: 'Edited',
      publishedBy: 'Published by', publishedAt: 'Published', actions: 'Actions',
      langs: { zh: 'Chinese', en: 'English', hi: 'Hindi' },
      states: { draft: 'Draft', published: 'Published', retired: 'Replaced' },
      add: 'New version', addTitle: 'New agreement version', saved: 'Saved as a draft; members see it once it is published',
      copy: 'Start from this', preview: 'Preview', previewTitle: 'Member app preview', previewHelp: 'The agreement as members see it on the app\'s registration page (the saved text).',
      previewAgree: 'I have read and agree to the registration agreement',
      publish: 'Publish', publishTitle: 'Publish registration agreement', published: '%{lang} version %{version} published',
      publishConfirm: 'Publish version %{version} of the %{lang} registration agreement? Members see it at once, in place of the version published now.',
      empty: 'No agreement versions yet', publishedNow: 'Members see now:', nonePublished: 'none published',
      v: { lang: 'Choose the content language', content: 'Enter the agreement text', long: 'The agreement text can be at most 200,000 characters' },
    },
    logs: {
      time: 'Time', staff: 'Staff', member: 'Member', ip: 'IP', device: 'Device', geo: 'Region', source: 'Source', result: 'Result', reason: 'Reason',
      from: 'From', to: 'To', action: 'Action', targetType: 'Object type', targetId: 'Object ID', actions: 'Actions',
      viewDiff: 'View changes', diffTitle: 'Operation (before and after)', field: 'Field', before: 'Before', after: 'After', noSnapshot: 'This operation recorded no values',
      results: { 1: 'Succeeded', 0: 'Failed' },
      sources: { pc: 'PC', h5: 'H5', app: 'App' },
      detail: 'Detail', appendOnly: 'Member actions are only recorded: no one can edit or delete them',
      memberActions: {
        deposit_submit: 'Deposit submitted', withdrawal_submit: 'Withdrawal submitted', bet_place: 'Bet placed', profile_update: 'Profile changed',
        bank_bind: 'Bank/UPI bound', password_change: 'Password changed', fund_password_change: 'Fund password changed',
      },
      reasons: { unknown_user: 'Unknown account', wrong_password: 'Wrong password', throttled: 'Too many attempts', disabled: 'Account disabled', ip_not_allowed: 'IP not whitelisted' },
    },
    timing: timingMessages,
  },
  resources: { riskList: { name: 'Risk list' }, riskSetting: { name: 'Risk rules' }, siteDomain: { name: 'Domains' }, domainAgentChoice: { name: 'agents' },
    registrationAgreement: { name: 'Registration agreement' }, interfaceTiming: { name: 'Interface timings' }, regprotocol: { name: 'Registration agreement' },
  },
};

/** The plugin's texts in this language, as its manifest loads them. */
export default messages;

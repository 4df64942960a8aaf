import { installedModules } from '../plugin/installed';
import { mergeMenus } from '../plugin/serverModule';

/**
 * The console's menu tree as the server hands it out in role.menuList: route names exactly as
 * the spec's route table spells them (titles match the console's route segments level by level).
 */
export interface MenuEntry {
  title: string;
  children?: MenuEntry[];
}

/** Compact notation: a name is a leaf, [name, children] a section. */
type Node = string | [string, Node[]];

function build(nodes: Node[]): MenuEntry[] {
  return nodes.map((node) => (typeof node === 'string' ? { title: node } : { title: node[0], children: build(node[1]) }));
}

const withEdit = (...names: string[]): string[] => names.flatMap((name) => [name, `${name}Edit`]);

export const MENU_CATALOGUE: MenuEntry[] = build([
  'dashboard',
  [
    'Account_management',
    [
      [
        'vip',
        ['formal', 'beltPlay', 'memberintegral', 'trialMember', 'vip_level_management', 'reg_preferential_management', 'vipInfo', 'trade'],
      ],
      ['shareholder', ['promotionCode', 'offline_agent', 'agent_application', 'commission_template', 'commission_period', 'my_commission']],
      'offline_formal',
      'offline_formal_agent',
      'offline_formal_trade',
      'userManagement',
      'roleManagement',
      'franchiseeManagement',
      'stationRecord',
      // Push to all members (spec §7 fireBase/api/push/all) and its outbox; no route name in the spec.
      'pushAll',
    ],
  ],
  [
    'money_management',
    [
      [
        'manual_access',
        [
          'manual_deposit',
          'manual_deposit_batch',
          'manual_deposit_record',
          'manual_withdrawal',
          'manual_withdrawal_batch',
          'manual_withdrawal_record',
        ],
      ],
      ['access', ['company_income', 'online_deposit', 'withdrawal']],
      [
        'payment_management',
        [
          'virtual_currency',
          'member_deposit_record',
          'virtual_currency_add',
          'VirtualCurrencyDisbursement',
          'virtual_currency_disbursement',
          'virtualCurrency_disbursement_record',
          'automatic_withdrawal_record',
          'third_payment_deposit_record',
          'bank_deposit_record',
          'third_payment',
          'third_payment_add',
          'automatic_withdrawal',
          'automatic_withdrawal_add',
          'qrCode_deposit',
          'member_deposit_record_qr',
        ],
      ],
      ['audit_management', ['audit_Configuration', 'audit_log', 'ImmediateAuditQuery', 'auditDetails']],
      ['fan_yong', ['promotion_statistics', 'promotion_settings', 'rebate_record', 'member_promotion_details']],
      ['balance', ['balanceSet', 'balanceRecord']],
      'member_cash_record',
      'detauls_lottery_transaction',
      ['reward_management', ['weekly_reward', 'LevelFallback']],
      'recharge_discount',
    ],
  ],
  [
    'yoyo_lottery',
    [
      ['game_result', ['lottery_result', 'gameFundSummary', 'killRateControl', 'killing_rate_operation', 'manualLottery', 'blackHouse']],
      'manualSelection',
      'current_member_statistics',
      'gameSort',
      'game_managementEdit',
      'lotteryType',
      'lotteryTypeEdit',
      'gameType',
      'odds_setting',
      'limitSetting',
      'optionalPlay',
      'gamelList',
      'playList',
      'gameManager',
      'gameManagerEdit',
    ],
  ],
  [
    'system_management',
    [
      'menu',
      'domain',
      ['riskControl', ['riskControlList', 'riskControlSet']],
      ['Log_management', ['backstage_login_log', 'vip_login_log', 'system_operation_log', 'vip_foreground_operation']],
      'registration_agreement',
      'interface_time_statistics',
    ],
  ],
  [
    'Information_management',
    [
      ...withEdit('article', 'banner', 'startad', 'activity'),
      'regprotocolEdit',
      // The spec gives message_center and notice "their Edit pages" without names: <name>Edit as for article.
      ['message_center', withEdit('message', 'mails', 'systemMessage')],
      ['notice', withEdit('notice_management', 'notice_mail', 'notice_notify')],
    ],
  ],
  [
    'report_management',
    [
      ['daily_data', ['daily_overview', 'daily_membership_statistice', 'daily_notes_statistics', 'daily_fund_statistics']],
      'incoming_outgoing_summary',
      [
        'bettingStatistics',
        ['gameFundSummary', 'statisticsType1', 'statisticsType2', 'statisticsType3', 'statisticsType4', 'statisticsType5'],
      ],
      ['statisticalAnalysis', ['bettingStatistics', 'fundingStatistics', 'memberStatistics', 'overview']],
      // Agent-only reports (spec §2 role restriction) share the report_management section.
      'member_report',
      'team_report',
    ],
  ],
  ['vip_management', [['vip', ['vipLevel', 'integral_management', 'integral_detail']], 'rewardTask', 'rewardTaskEdit']],
  [
    'marketing_management',
    ['ticket_management', 'Addticket_management', 'Member_lottery_management', 'award_volume_issue_log', 'business_lottery_management'],
  ],
  ['note_management', ['note_list']],
  ['ThreeBetManager', ['three_bet_list']],
]);

let withModules: MenuEntry[] | undefined;
/**
 * The whole catalogue: the core's tree with every installed plugin's menu merged in (their server
 * modules' `menu`). Built on first use, since route files load this file while the module list is
 * still loading. Role editors, menu settings and role checks read this one.
 */
export function menuCatalogue(): MenuEntry[] {
  withModules ??= mergeMenus(
    MENU_CATALOGUE,
    installedModules().flatMap((module) => module.menu ?? []),
  );
  return withModules;
}

/** True when `path` (titles from the top) exists in the menu tree, e.g. ['Account_management', 'userManagement']. */
export function menuAllows(menuList: MenuEntry[] | undefined, path: string[]): boolean {
  let level = menuList ?? [];
  for (const title of path) {
    const entry = level.find((e) => e.title === title);
    if (!entry) return false;
    level = entry.children ?? [];
  }
  return true;
}

/** The subtree of `tree` reached by the given paths (each path keeps its whole subtree). */
export function selectMenu(tree: MenuEntry[], paths: string[][]): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of tree) {
    const mine = paths.filter((p) => p[0] === entry.title);
    if (mine.length === 0) continue;
    if (mine.some((p) => p.length === 1)) out.push(entry);
    else
      out.push({
        title: entry.title,
        children: selectMenu(
          entry.children ?? [],
          mine.map((p) => p.slice(1)),
        ),
      });
  }
  return out;
}

/** `tree` without the given paths. */
export function omitMenu(tree: MenuEntry[], paths: string[][]): MenuEntry[] {
  return tree
    .filter((entry) => !paths.some((p) => p.length === 1 && p[0] === entry.title))
    .map((entry) => {
      const below = paths.filter((p) => p.length > 1 && p[0] === entry.title).map((p) => p.slice(1));
      return below.length === 0 || !entry.children ? entry : { ...entry, children: omitMenu(entry.children, below) };
    });
}

export const AGENT_ONLY: string[][] = [
  ['note_management'],
  ['ThreeBetManager'],
  ['report_management', 'member_report'],
  ['report_management', 'team_report'],
];

/** Menus of the seeded roles. */
export const ROLE_MENUS: Record<'admin' | 'franchisee' | 'agent', MenuEntry[]> = {
  admin: MENU_CATALOGUE,
  franchisee: omitMenu(
    selectMenu(MENU_CATALOGUE, [
      ['dashboard'],
      ['Account_management'],
      ['money_management'],
      ['yoyo_lottery'],
      ['report_management'],
      ['vip_management'],
      ['marketing_management'],
      ['Information_management'],
    ]),
    [
      ['Account_management', 'roleManagement'],
      ['Account_management', 'franchiseeManagement'],
      ['Account_management', 'pushAll'],
      ...AGENT_ONLY,
      ['Account_management', 'shareholder', 'commission_period'],
      // The money settings are platform-wide and admin-only on the server.
      ['money_management', 'audit_management', 'audit_Configuration'],
      // Yue Bao interest tiers are platform-wide and admin-only on the server (plugins/money/server/yuebaoRoutes.ts).
      ['money_management', 'balance', 'balanceSet'],
      // Manual draws and restricted accounts are admin-only on the server (plugins/lottery/server/manualRoutes.ts, blackHouseRoutes.ts).
      ['yoyo_lottery', 'game_result', 'manualLottery'],
      ['yoyo_lottery', 'game_result', 'blackHouse'],
      // The registration agreement is platform-wide and admin-only on the server (plugins/system/server/agreement/agreementRoutes.ts).
      ['Information_management', 'regprotocolEdit'],
      // Platform-wide lucky draws are admin-only on the server (plugins/marketing/server/lucky/campaignRoutes.ts).
      ['marketing_management', 'Member_lottery_management'],
      // Kill-rate levers act on every franchisee's games at once: admin-only (plugins/lottery/server/killRateRoutes.ts, limitRoutes.ts).
      ['yoyo_lottery', 'game_result', 'killRateControl'],
      ['yoyo_lottery', 'game_result', 'killing_rate_operation'],
      ['yoyo_lottery', 'odds_setting'],
      ['yoyo_lottery', 'limitSetting'],
    ],
  ),
  agent: selectMenu(MENU_CATALOGUE, [
    ['dashboard'],
    ['Account_management', 'vip', 'formal'],
    ['Account_management', 'vip', 'trialMember'],
    ['Account_management', 'offline_formal'],
    ['Account_management', 'offline_formal_agent'],
    ['Account_management', 'offline_formal_trade'],
    ['Account_management', 'shareholder', 'my_commission'],
    ...AGENT_ONLY,
  ]),
};

/**
 * The demo finance reviewer (seeded `finance` login): reviews and approves money — deposit and
 * withdrawal orders, manual credit/debit requests (their records are where the checker decides),
 * the audit screens — and the kill-rate lever requests (odds, limits, alert band). Admin-type staff, so its scope is every franchisee.
 */
export const FINANCE_REVIEWER_MENU: MenuEntry[] = selectMenu(MENU_CATALOGUE, [
  ['dashboard'],
  ['money_management', 'access'],
  ['money_management', 'manual_access', 'manual_deposit_record'],
  ['money_management', 'manual_access', 'manual_withdrawal_record'],
  ['money_management', 'audit_management', 'audit_log'],
  ['money_management', 'audit_management', 'ImmediateAuditQuery'],
  ['money_management', 'audit_management', 'auditDetails'],
  ['Account_management', 'shareholder', 'commission_period'],
  // The second pair of eyes on odds, limit and alert-band requests (plugins/lottery/server/leverRequests.ts),
  // decided on the screens they are made on; migration 041 gives seeded roles the same.
  ['yoyo_lottery', 'game_result', 'killRateControl'],
  ['yoyo_lottery', 'game_result', 'killing_rate_operation'],
  ['yoyo_lottery', 'odds_setting'],
  ['yoyo_lottery', 'limitSetting'],
]);

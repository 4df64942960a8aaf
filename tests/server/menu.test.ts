// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { menuAllows, type MenuEntry } from '../../server/menu/catalogue';
import { FINANCE_REVIEWER_MENU, MENU_CATALOGUE, ROLE_MENUS } from '../../demo/seed/roleMenus';

// Written by hand from the spec's route table (§2), as paths of route names.
const SPEC_ROUTES: Record<string, (string | [string, string[]])[]> = {
  Account_management: [
    [
      'vip',
      ['formal', 'beltPlay', 'memberintegral', 'trialMember', 'vip_level_management', 'reg_preferential_management', 'vipInfo', 'trade'],
    ],
    ['shareholder', ['promotionCode', 'offline_agent', 'agent_application']],
    'offline_formal',
    'offline_formal_agent',
    'offline_formal_trade',
    'userManagement',
    'roleManagement',
    'franchiseeManagement',
    'stationRecord',
  ],
  money_management: [
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
  yoyo_lottery: [
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
  system_management: [
    'menu',
    'domain',
    ['riskControl', ['riskControlList', 'riskControlSet']],
    ['Log_management', ['backstage_login_log', 'vip_login_log', 'system_operation_log', 'vip_foreground_operation']],
    'registration_agreement',
    'interface_time_statistics',
  ],
  Information_management: [
    'article',
    'articleEdit',
    'banner',
    'bannerEdit',
    'startad',
    'startadEdit',
    'activity',
    'activityEdit',
    'regprotocolEdit',
    ['message_center', ['message', 'mails', 'systemMessage']],
    ['notice', ['notice_management', 'notice_mail', 'notice_notify']],
  ],
  report_management: [
    ['daily_data', ['daily_overview', 'daily_membership_statistice', 'daily_notes_statistics', 'daily_fund_statistics']],
    'incoming_outgoing_summary',
    [
      'bettingStatistics',
      ['gameFundSummary', 'statisticsType1', 'statisticsType2', 'statisticsType3', 'statisticsType4', 'statisticsType5'],
    ],
    ['statisticalAnalysis', ['bettingStatistics', 'fundingStatistics', 'memberStatistics', 'overview']],
  ],
  vip_management: [['vip', ['vipLevel', 'integral_management', 'integral_detail']], 'rewardTask', 'rewardTaskEdit'],
  marketing_management: [
    'ticket_management',
    'Addticket_management',
    'Member_lottery_management',
    'award_volume_issue_log',
    'business_lottery_management',
  ],
};

const specPaths: string[][] = Object.entries(SPEC_ROUTES).flatMap(([section, children]) => [
  [section],
  ...children.flatMap((child) =>
    typeof child === 'string' ? [[section, child]] : [[section, child[0]], ...child[1].map((leaf) => [section, child[0], leaf])],
  ),
]);
const handNames = new Set(specPaths.flat());

const specText = readFileSync(join(__dirname, 'fixtures', 'spec-route-table.md'), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('- /'))
  .join('\n');
// Prose inside the route table lines that is not a route name.
const PROSE = new Set(['member', 'rebate', 'and', 'their', 'Edit', 'pages', 'to', '5']);

function titles(tree: MenuEntry[]): string[] {
  return tree.flatMap((e) => [e.title, ...titles(e.children ?? [])]);
}

describe('menu catalogue against the spec route table', () => {
  it('the hand-written list matches the spec text both ways', () => {
    const words = new Set(specText.match(/[A-Za-z0-9_]+/g));
    for (const name of handNames) {
      const derived = /^statisticsType[2-5]$/.test(name);
      expect({ name, inSpec: derived ? specText.includes('statisticsType1 to 5') : words.has(name) }).toEqual({ name, inSpec: true });
    }
    for (const word of words) {
      if (!PROSE.has(word)) expect({ word, listed: handNames.has(word) }).toEqual({ word, listed: true });
    }
    expect(handNames.size).toBe(150);
  });

  it.each(specPaths.map((p) => [p.join(' > '), p]))('contains %s', (_label, path) => {
    expect(menuAllows(MENU_CATALOGUE, path as string[])).toBe(true);
  });

  it('adds the home page and the agent-only sections', () => {
    for (const path of [
      ['dashboard'],
      ['note_management', 'note_list'],
      ['report_management', 'member_report'],
      ['report_management', 'team_report'],
      ['ThreeBetManager', 'three_bet_list'],
    ]) {
      expect(menuAllows(MENU_CATALOGUE, path)).toBe(true);
    }
  });

  it('has no duplicate titles among siblings', () => {
    const walk = (tree: MenuEntry[]) => {
      const names = tree.map((e) => e.title);
      expect(new Set(names).size).toBe(names.length);
      tree.forEach((e) => walk(e.children ?? []));
    };
    walk(MENU_CATALOGUE);
  });
});

describe('menuAllows', () => {
  const tree: MenuEntry[] = [{ title: 'a', children: [{ title: 'b', children: [{ title: 'c' }] }] }, { title: 'd' }];
  it.each([
    [['a'], true],
    [['a', 'b', 'c'], true],
    [['d'], true],
    [['a', 'c'], false],
    [['b'], false],
    [['d', 'x'], false],
    [[], true],
  ])('%j → %s', (path, allowed) => {
    expect(menuAllows(tree, path as string[])).toBe(allowed);
  });
  it('allows nothing from an empty or missing list', () => {
    expect(menuAllows([], ['a'])).toBe(false);
    expect(menuAllows(undefined, ['a'])).toBe(false);
  });
});

describe('seeded role menus', () => {
  it('gives the admin the whole catalogue', () => {
    expect(ROLE_MENUS.admin).toEqual(MENU_CATALOGUE);
  });

  it('gives the franchisee its sections minus roles, franchisees, system and the agent-only parts', () => {
    const menu = ROLE_MENUS.franchisee;
    expect(menu.map((e) => e.title)).toEqual([
      'dashboard',
      'Account_management',
      'money_management',
      'yoyo_lottery',
      'Information_management',
      'report_management',
      'vip_management',
      'marketing_management',
    ]);
    for (const path of [
      ['Account_management', 'userManagement'],
      ['Account_management', 'vip', 'formal'],
      ['report_management', 'daily_data', 'daily_overview'],
      ['money_management', 'access', 'withdrawal'],
    ]) {
      expect(menuAllows(menu, path)).toBe(true);
    }
    for (const path of [
      ['Account_management', 'roleManagement'],
      ['Account_management', 'franchiseeManagement'],
      ['system_management'],
      ['report_management', 'member_report'],
      ['report_management', 'team_report'],
      ['note_management'],
      ['ThreeBetManager'],
    ]) {
      expect(menuAllows(menu, path)).toBe(false);
    }
  });

  it('gives the agent exactly its sections', () => {
    expect(ROLE_MENUS.agent).toEqual([
      { title: 'dashboard' },
      {
        title: 'Account_management',
        children: [
          { title: 'vip', children: [{ title: 'formal' }, { title: 'trialMember' }] },
          { title: 'shareholder', children: [{ title: 'my_commission' }] },
          { title: 'offline_formal' },
          { title: 'offline_formal_agent' },
          { title: 'offline_formal_trade' },
        ],
      },
      { title: 'report_management', children: [{ title: 'member_report' }, { title: 'team_report' }] },
      { title: 'note_management', children: [{ title: 'note_list' }] },
      { title: 'ThreeBetManager', children: [{ title: 'three_bet_list' }] },
    ]);
  });

  it('gives the finance reviewer money review and approval, and the kill-rate lever requests to decide', () => {
    expect(FINANCE_REVIEWER_MENU).toEqual([
      { title: 'dashboard' },
      // Approving agent commission settlements (a payout) is a money approval too.
      { title: 'Account_management', children: [{ title: 'shareholder', children: [{ title: 'commission_period' }] }] },
      {
        title: 'money_management',
        children: [
          { title: 'manual_access', children: [{ title: 'manual_deposit_record' }, { title: 'manual_withdrawal_record' }] },
          { title: 'access', children: [{ title: 'company_income' }, { title: 'online_deposit' }, { title: 'withdrawal' }] },
          { title: 'audit_management', children: [{ title: 'audit_log' }, { title: 'ImmediateAuditQuery' }, { title: 'auditDetails' }] },
        ],
      },
      // Odds, limit and alert-band requests wait for a second staff member (plugins/lottery/server/leverRequests.ts).
      {
        title: 'yoyo_lottery',
        children: [
          { title: 'game_result', children: [{ title: 'killRateControl' }, { title: 'killing_rate_operation' }] },
          { title: 'odds_setting' },
          { title: 'limitSetting' },
        ],
      },
    ]);
    for (const path of [
      ['money_management', 'manual_access', 'manual_deposit'],
      ['money_management', 'payment_management'],
      ['money_management', 'audit_management', 'audit_Configuration'],
    ]) {
      expect(menuAllows(FINANCE_REVIEWER_MENU, path)).toBe(false);
    }
  });

  it('uses only catalogue titles', () => {
    const all = new Set(titles(MENU_CATALOGUE));
    for (const menu of [...Object.values(ROLE_MENUS), FINANCE_REVIEWER_MENU])
      for (const title of titles(menu)) expect(all.has(title)).toBe(true);
  });
});

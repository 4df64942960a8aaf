import { AGENT_ONLY } from '../../plugins/account/shared/menu';
import { serverModules } from '../../plugins/server';
import { omitMenu, seededCatalogue, selectMenu, type MenuEntry } from '../menu/catalogue';

/*
 * The demo's roles and what their menus hold (the seed writes them, tests sign in with them). A
 * role's menu is data of a database, edited on the role screen; these are only its first values.
 * They read the modules directly (not the registered list), so a test may import this file alone.
 */

/**
 * The catalogue as the seed gives it to the admin role: every module's seeded menu. The menus the
 * installer grants (a module's `menu`) reach the admin role after the seed (installModules.ts).
 */
export const MENU_CATALOGUE: MenuEntry[] = seededCatalogue(serverModules);

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

import { menuRights, menuTree } from '../../../shared/menuTree';

/*
 * The money plugin's menu as the server's catalogue holds it and its seeded roles had it before
 * plugins carried menus (issue 38 moved it here from the core's catalogue): the server module
 * hands it to the catalogue as its `seededMenu`, and the console manifest draws its menu from the
 * same nodes (menuFromTree in src/plugin/menuFromTree.ts), adding screens, icons and roles.
 */

/** Orders and reviews, manual credits, channels, audits, rebates, Yue Bao, records and discounts. */
export const MONEY_MENU_NODES = [
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
] as const;

export const MONEY_MENU_TREE = menuTree(MONEY_MENU_NODES);

/** Its paths by name, level by level (`MONEY_MENU.<section>.<screen>.path`): route gates, counters and links name these. */
export const MONEY_MENU = menuRights(MONEY_MENU_NODES);

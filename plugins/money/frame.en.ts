import type { Messages } from '../../src';

/**
 * The money plugin's English texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.en.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    cryptoDisbursementQueue: { name: 'Withdrawals awaiting crypto payout' },
    cryptoDisbursementBatch: { name: 'Crypto disbursements' },
    cryptoDisbursementRecord: { name: 'Crypto payout records' },
  },
  money: {
    // The popup host's chips name a panel's presets (popup/fields.ts) around the panel, before its texts load.
    popup: {
      preset: {
        memberId: 'Member ID',
        game: 'Game',
        status: 'Status',
        type: 'Type',
        eventType: 'Event type',
        incomeType: 'Income type',
        timeOn: 'Time of',
        formal: 'Members',
      },
      timeOn: { created: 'creation', reviewed: 'review', paid: 'payout' },
      formalOnly: 'formal only',
    },
    // The report's drill-down chips name a deposit status before any money screen has loaded
    // (report/frame/DrillCell.tsx).
    orders: { depositStatus: { 0: 'All', 1: 'Pending', 2: 'Approved', 3: 'Rejected' } },
    menu: {
      money_management: 'Money',
      manual_access: 'Manual access',
      manual_deposit: 'Manual deposit',
      manual_withdrawal: 'Manual withdrawal',
      manual_deposit_record: 'Manual deposit records',
      manual_withdrawal_record: 'Manual withdrawal records',
      manual_deposit_batch: 'Batch manual deposit',
      manual_withdrawal_batch: 'Batch manual withdrawal',
      access: 'Deposit & withdrawal audit',
      company_income: 'Company deposits',
      online_deposit: 'Online deposits',
      withdrawal: 'Withdrawals',
      audit_management: 'Turnover audit',
      audit_Configuration: 'Audit settings',
      audit_log: 'Review log',
      ImmediateAuditQuery: 'Awaiting review',
      auditDetails: 'Review details',
      member_cash_record: 'Member cash records',
      detauls_lottery_transaction: 'Lottery transactions',
      fan_yong: 'Member rebates',
      rebate_record: 'Rebate records',
      member_promotion_details: 'Member rebate details',
      promotion_statistics: 'Rebate statistics',
      promotion_settings: 'Rebate settings',
      payment_management: 'Payment channels',
      member_deposit_record: 'Bank / UPI accounts',
      third_payment: 'Payment gateways',
      third_payment_add: 'Add gateway',
      virtual_currency: 'Virtual currency',
      virtual_currency_add: 'Add crypto wallet',
      automatic_withdrawal: 'Automatic payout',
      automatic_withdrawal_add: 'Add payout channel',
      bank_deposit_record: 'Bank deposit records',
      member_deposit_record_qr: 'QR deposit records',
      third_payment_deposit_record: 'Gateway deposit records',
      automatic_withdrawal_record: 'Automatic payout records',
      qrCode_deposit: 'QR code accounts',
      VirtualCurrencyDisbursement: 'Crypto payouts',
      virtual_currency_disbursement: 'Crypto disbursements',
      virtualCurrency_disbursement_record: 'Crypto payout records',
      recharge_discount: 'Deposit bonuses',
      balance: 'Yue Bao',
      balanceSet: 'Yue Bao tiers',
      balanceRecord: 'Yue Bao records',
    },
  },
};
export default messages;

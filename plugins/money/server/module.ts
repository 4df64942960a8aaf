import { defineServerModule } from '../../../server/plugin/serverModule';
import { moneyAuditLabels } from '../shared/auditLabels';
import { moneyRoutes } from './index';
import { moneyChannelsBMessages } from './channelsBMessages';
import { checkLedger } from './checkLedger';
import { moneyCounters } from './counters';
import { moneyCryptoMessages } from './cryptoMessages';
import { moneyAmountLimits } from './limits';
import { moneyMessages } from './messages';
import { orderPaletteSearch } from './paletteSearch';
import { rebateDailyJob } from './rebateJob';
import { yuebaoDailyJob, yuebaoTransferJob } from './yuebaoJobs';
import { moneyMigrations } from './migrations';
import { MONEY_MENU, MONEY_MENU_TREE } from '../shared/menuTree';

/** Money: orders and reviews, manual credits, channels, records, rebates, Yue Bao and crypto payouts. */
export default defineServerModule({
  name: 'money',
  routes: moneyRoutes,
  seededMenu: MONEY_MENU_TREE,
  // Manual credits and debits, deposit and withdrawal reviews, and the audit settings decide others' requests.
  approvalMenus: [
    MONEY_MENU.money_management.manual_access.path,
    MONEY_MENU.money_management.access.withdrawal.path,
    MONEY_MENU.money_management.access.company_income.path,
    MONEY_MENU.money_management.audit_management.audit_Configuration.path,
  ],
  // A payment channel carries its QR code.
  uploadMenus: [MONEY_MENU.money_management.payment_management.path],
  seedRoles: {
    franchisee: {
      grant: [MONEY_MENU.money_management.path],
      omit: [
        // The money settings are platform-wide and admin-only on the server.
        MONEY_MENU.money_management.audit_management.audit_Configuration.path,
        // Yue Bao interest tiers are platform-wide and admin-only on the server (yuebaoRoutes.ts).
        MONEY_MENU.money_management.balance.balanceSet.path,
      ],
    },
    // The finance reviewer reviews deposit and withdrawal orders and manual credit and debit
    // requests (their records are where the checker decides), and reads the audit screens.
    'finance-reviewer': {
      grant: [
        MONEY_MENU.money_management.access.path,
        MONEY_MENU.money_management.manual_access.manual_deposit_record.path,
        MONEY_MENU.money_management.manual_access.manual_withdrawal_record.path,
        MONEY_MENU.money_management.audit_management.audit_log.path,
        MONEY_MENU.money_management.audit_management.ImmediateAuditQuery.path,
        MONEY_MENU.money_management.audit_management.auditDetails.path,
      ],
    },
  },
  migrations: moneyMigrations,
  messages: { money: moneyMessages, channels: moneyChannelsBMessages, crypto: moneyCryptoMessages },
  jobs: [
    // A rebate is paid at the member's VIP level as the day's evaluation left it (when VIP is installed).
    { job: rebateDailyJob, afterIfInstalled: { vip: ['vip.level.daily'] } },
    { job: yuebaoDailyJob },
    // Interest first, so a tier whose transfer time has passed moves the new interest in the same tick.
    { job: yuebaoTransferJob, after: [yuebaoDailyJob.name] },
  ],
  counters: moneyCounters,
  search: [orderPaletteSearch],
  amountLimits: moneyAmountLimits,
  checks: [
    {
      name: 'ledger (every balance equals its postings, every journal balances)',
      async run(db) {
        const check = await checkLedger(db);
        return { problems: check.problems, note: `${check.journals} journals, ${check.postings} postings` };
      },
    },
  ],
  auditLabels: moneyAuditLabels,
});

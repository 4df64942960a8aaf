import { FileAnswer } from '../../../server/http/fileAnswer';
import { defineRoute } from '../../../server/http/route';
import { manualContracts as contracts } from '../shared/manualContract';
import type { Direction } from './manual';
import { batchResultWorkbook, previewRows, vipLevelCounts, vipLevelRows } from './manualBatch';
import type { MenuChildName } from '../../../shared/menuTree';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * The batch screens' helpers (money_management → manual_access → manual_{deposit,withdrawal}_batch):
 * the per-row preview of a pasted/uploaded list or of a VIP level's members, the VIP levels to
 * pick from, and the per-row result workbook of a request. None of them writes; the batch itself
 * is submitted, approved and rejected through manualRoutes.ts.
 */

const MANUAL = MONEY_MENU.money_management.manual_access;
const MENU = (leaf: MenuChildName<typeof MANUAL>) => MANUAL[leaf].path;

function preview(
  direction: Direction,
  contract: typeof contracts.previewDeposit | typeof contracts.previewWithdrawal,
  leaf: MenuChildName<typeof MANUAL>,
) {
  return defineRoute({
    contract,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU(leaf),
    async handler({ db, caller, body }) {
      const rows = body.rows ?? (await vipLevelRows(db, caller, body.vipLevel as number, body.amount as string));
      return previewRows(db, caller, direction, rows);
    },
  });
}

function result(
  direction: Direction,
  contract: typeof contracts.depositBatchResult | typeof contracts.withdrawalBatchResult,
  leaf: MenuChildName<typeof MANUAL>,
) {
  return defineRoute({
    contract,
    auth: 'staff',
    export: true,
    roles: ['admin', 'franchisee'],
    menu: MENU(leaf),
    async handler({ db, caller, body, lang }) {
      const { buffer, batchNo } = await batchResultWorkbook(db, caller, body.id, direction, lang);
      return new FileAnswer(buffer, `${batchNo}.xlsx`);
    },
  });
}

/** VIP levels with members in the caller's scope (the "pick a VIP level" choice). */
const levels = defineRoute({
  contract: contracts.batchLevels,
  auth: 'staff',
  roles: ['admin', 'franchisee'],
  menu: MONEY_MENU.money_management.manual_access.path,
  async handler({ db, caller }) {
    return vipLevelCounts(db, caller);
  },
});

export const manualBatchRoutes = [
  levels,
  preview('credit', contracts.previewDeposit, 'manual_deposit_batch'),
  preview('debit', contracts.previewWithdrawal, 'manual_withdrawal_batch'),
  result('credit', contracts.depositBatchResult, 'manual_deposit_batch'),
  result('debit', contracts.withdrawalBatchResult, 'manual_withdrawal_batch'),
];

import { z } from 'zod';
import { FileAnswer } from '../../../server/http/fileAnswer';
import { defineRoute } from '../../../server/http/route';
import { idField, intIn } from '../../../server/http/validate';
import type { Direction } from './manual';
import { batchResultWorkbook, MAX_BATCH_ROWS, previewRows, vipLevelCounts, vipLevelRows } from './manualBatch';

/*
 * The batch screens' helpers (money_management → manual_access → manual_{deposit,withdrawal}_batch):
 * the per-row preview of a pasted/uploaded list or of a VIP level's members, the VIP levels to
 * pick from, and the per-row result workbook of a request. None of them writes; the batch itself
 * is submitted, approved and rejected through manualRoutes.ts.
 */

const MENU = (leaf: string) => ['money_management', 'manual_access', leaf];
const text = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v), z.string().max(max));

function preview(direction: Direction, path: string, leaf: string) {
  return defineRoute({
    method: 'POST',
    path,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU(leaf),
    // Raw cells as typed or read from the file: the preview says what is wrong with each, rather than refusing the list.
    body: z
      .object({
        rows: z
          .array(z.object({ username: text(64), amount: text(32) }))
          .min(1)
          .max(MAX_BATCH_ROWS)
          .optional(),
        vipLevel: intIn(0, 1_000).optional(),
        amount: text(32).optional(),
      })
      .superRefine((b, ctx) => {
        if ((b.rows === undefined) === (b.vipLevel === undefined)) ctx.addIssue({ code: 'custom', path: ['rows'], message: 'v.batchList' });
        if (b.vipLevel !== undefined && !b.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'v.required' });
      }),
    async handler({ db, caller, body }) {
      const rows = body.rows ?? (await vipLevelRows(db, caller, body.vipLevel as number, body.amount as string));
      return previewRows(db, caller, direction, rows);
    },
  });
}

function result(direction: Direction, path: string, leaf: string) {
  return defineRoute({
    method: 'POST',
    path,
    auth: 'staff',
    export: true,
    roles: ['admin', 'franchisee'],
    menu: MENU(leaf),
    body: z.object({ id: idField }),
    async handler({ db, caller, body, lang }) {
      const { buffer, batchNo } = await batchResultWorkbook(db, caller, body.id, direction, lang);
      return new FileAnswer(buffer, `${batchNo}.xlsx`);
    },
  });
}

/** VIP levels with members in the caller's scope (the "pick a VIP level" choice). */
const levels = defineRoute({
  method: 'POST',
  path: '/chance-manual/batch/levels',
  auth: 'staff',
  roles: ['admin', 'franchisee'],
  menu: ['money_management', 'manual_access'],
  async handler({ db, caller }) {
    return vipLevelCounts(db, caller);
  },
});

export const manualBatchRoutes = [
  levels,
  preview('credit', '/chance-manual/deposit/batch/preview', 'manual_deposit_batch'),
  preview('debit', '/chance-manual/withdrawal/batch/preview', 'manual_withdrawal_batch'),
  result('credit', '/chance-manual/deposit/batch/result', 'manual_deposit_batch'),
  result('debit', '/chance-manual/withdrawal/batch/result', 'manual_withdrawal_batch'),
];

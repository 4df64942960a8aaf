import { z } from 'zod';
import { cappedPageOf, defineContract, pageOf } from '../../../shared/contract';
import { blank, listFields, optionalId, optionalInt, optionalText } from '../../../shared/fields';
import { LOTTERY_TRANSACTION_TYPES, MEMBER_JOURNAL_TYPES } from './cashRecords';

/*
 * Members' cash ledger as the record screens read it: every posting on members' accounts
 * (member_cash_record, cashRecordRoutes.ts) and the lottery cut with the bet or rebate behind each
 * posting (detauls_lottery_transaction, lotteryTransactionRoutes.ts). Paise, epoch ms; counts are
 * capped on long lists.
 */

const MAX = Number.MAX_SAFE_INTEGER;

const cashRecord = z.object({
  id: z.number(),
  memberId: z.number(),
  username: z.string(),
  bucket: z.enum(['cash', 'frozen', 'bonus']),
  /** The journal's type (a MEMBER_JOURNAL_TYPES entry). */
  type: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  /** The journal's business key. */
  reference: z.string(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  remark: z.string(),
  operator: z.string().nullable(),
  createdAt: z.number(),
});

const lotteryTransaction = z.object({
  id: z.number(),
  memberId: z.number(),
  username: z.string(),
  type: z.enum(LOTTERY_TRANSACTION_TYPES),
  amount: z.number(),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  /** The journal's business key. */
  reference: z.string(),
  betNo: z.string().nullable(),
  issueNo: z.string().nullable(),
  gameId: z.number().nullable(),
  gameName: z.string().nullable(),
  /** The business day of a rebate's record. */
  rebateDate: z.string().nullable(),
  remark: z.string(),
  createdAt: z.number(),
});

export const ledgerRecordContracts = {
  cashRecords: defineContract({
    method: 'POST',
    path: '/chance-member-cash-record/list',
    summary: "Every posting on the caller's members' ledger accounts, newest first",
    body: z.object({
      ...listFields(20, ['id']),
      username: optionalText,
      memberId: optionalId,
      type: z.preprocess(blank, z.enum(MEMBER_JOURNAL_TYPES).optional()),
      bucket: z.preprocess(blank, z.enum(['cash', 'frozen', 'bonus']).optional()),
      startTime: optionalInt(0, MAX),
      endTime: optionalInt(0, MAX),
    }),
    answer: cappedPageOf(cashRecord),
  }),
  lotteryTransactions: defineContract({
    method: 'POST',
    path: '/chance-lottery-transaction/list',
    summary: "Stakes, payouts, refunds and rebates on the caller's members' cash, with the bet or rebate behind each",
    body: z
      .object({
        ...listFields(20, ['id']),
        username: optionalText,
        memberId: optionalId,
        type: z.preprocess(blank, z.enum(LOTTERY_TRANSACTION_TYPES).optional()),
        gameId: optionalId,
        issueNo: optionalText,
        betNo: optionalText,
        startTime: optionalInt(0, MAX),
        endTime: optionalInt(0, MAX),
        // Amount bounds are on the size of the movement (a ₹100 stake and a ₹100 payout both match 100 … 100).
        minAmount: optionalInt(0, MAX),
        maxAmount: optionalInt(0, MAX),
      })
      .refine((b) => b.minAmount === undefined || b.maxAmount === undefined || b.minAmount <= b.maxAmount, {
        path: ['maxAmount'],
        message: 'must be at least minAmount',
      })
      .refine((b) => b.startTime === undefined || b.endTime === undefined || b.startTime < b.endTime, {
        path: ['endTime'],
        message: 'must be after startTime',
      }),
    answer: cappedPageOf(lotteryTransaction),
  }),
  lotteryTransactionGames: defineContract({
    method: 'POST',
    path: '/chance-lottery-transaction/games',
    summary: "The games the lottery transaction screen's game filter offers",
    body: z.object({}),
    answer: pageOf(z.object({ id: z.number(), name: z.string() })),
  }),
};

import { column, computed, defineRowMapping, type RowMappingTo } from '../../../../server/db/rowMapping';
import type { AnswerOf } from '../../../../shared/contract';
import { LOTTERY_TRANSACTION_TYPES } from '../../shared/cashRecords';
import type { ledgerRecordContracts } from '../../shared/ledgerRecordContract';

/*
 * Members' postings as the record screens list them (cashRecordRoutes.ts,
 * lotteryTransactionRoutes.ts): ledger_posting with its journal and account (and, for the lottery
 * cut, the bet, period, game and rebate behind it). The account's owner_id is text, the member's
 * id; the route adds the member's username. Paise, epoch ms.
 */

type CashRecord = AnswerOf<typeof ledgerRecordContracts.cashRecords>['list'][number];
type LotteryTransaction = AnswerOf<typeof ledgerRecordContracts.lotteryTransactions>['list'][number];

const posting = {
  id: column('id').int(),
  memberId: column('owner').int(),
  amount: column('amount').money(),
  balanceAfter: column('balance_after').money(),
  reference: column('business_key').text(),
  remark: column('remark').text(),
  createdAt: column('created_at').epochMs(),
};

/** A posting on a member's cash, frozen or bonus account. */
export const cashRecordRow = defineRowMapping({
  ...posting,
  bucket: column('bucket').text().oneOf(['cash', 'frozen', 'bonus']),
  type: column('type').text(),
  refType: column('ref_type').text().nullable(),
  refId: column('ref_id').text().nullable(),
  operator: column('operator').text().nullable(),
}) satisfies RowMappingTo<Omit<CashRecord, 'username'>>;

const postingMoney = defineRowMapping({ amount: posting.amount, balanceAfter: posting.balanceAfter });

/** A stake, payout, refund or rebate posting, with the balance it started from. */
export const lotteryTransactionRow = defineRowMapping({
  ...posting,
  // The route reads only these types' journals.
  type: column('type').text().oneOf(LOTTERY_TRANSACTION_TYPES),
  balanceBefore: computed((row: Parameters<typeof postingMoney.map>[0]) => {
    const { amount, balanceAfter } = postingMoney.map(row);
    return balanceAfter - amount;
  }),
  betNo: column('bet_no').text().nullable(),
  issueNo: column('issue_no').text().nullable(),
  gameId: column('game_id').int().nullable(),
  gameName: column('game_name').text().nullable(),
  rebateDate: column('business_date').text().nullable(),
}) satisfies RowMappingTo<Omit<LotteryTransaction, 'username'>>;

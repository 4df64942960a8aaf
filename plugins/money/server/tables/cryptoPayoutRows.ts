import { column, computed, defineRowMapping, type RowMappingTo } from '../../../../server/db/rowMapping';
import type { AnswerOf } from '../../../../shared/contract';
import type { cryptoContracts } from '../../shared/cryptoContract';
import { usdtDestination } from '../cryptoPayout';
import { withdrawalOrderListRow } from './orderRows';

/*
 * The crypto disbursement screens' rows (cryptoPayoutRoutes.ts): approved USDT withdrawals waiting
 * to be paid, the virtual-currency channels that can pay them, and what was paid — crypto_payout_batch
 * and crypto_payout (tables/cryptoPayout.ts) with the channel's name (channel_name) and the paying
 * staff member's (operator). Paise, micro-USDT, rates in paise per USDT, epoch ms.
 */

type Queued = AnswerOf<typeof cryptoContracts.queue>['list'][number];
type Channel = AnswerOf<typeof cryptoContracts.channels>['list'][number];
type Batch = AnswerOf<typeof cryptoContracts.batches>['list'][number];
type PayoutRecord = AnswerOf<typeof cryptoContracts.records>['list'][number];

type Payee = { destination: string };

/** An approved withdrawal to a USDT wallet: the order, and the chain and wallet of its payee (blank when its payee does not read as one). */
export const cryptoQueueRow = withdrawalOrderListRow.pick('id', 'orderNo', 'username').extend({
  franchiseeId: column('franchisee_id').int(),
  ...withdrawalOrderListRow.pick('amount', 'fee', 'adminFee', 'bonusDeduction', 'netPayout', 'reviewedAt', 'createdAt').fields,
  chain: computed((row: Payee) => usdtDestination(row.destination)?.chain ?? ''),
  walletAddress: computed((row: Payee) => usdtDestination(row.destination)?.address ?? ''),
}) satisfies RowMappingTo<Queued>;

/** A virtual-currency payment channel with the rate a payment through it would use now. */
export const cryptoChannelRow = defineRowMapping({
  id: column('id').int(),
  name: column('name').text(),
  franchiseeId: column('franchisee_id').int().nullable(),
  cryptoNetwork: column('crypto_network').text(),
  walletAddress: column('wallet_address').text(),
  rateX100: column('exchange_rate_x100').int(),
}) satisfies RowMappingTo<Channel>;

const channelName = column('channel_name').text();
const operator = column('operator').text();

/** One disbursement: the orders paid together in one transfer. */
export const cryptoBatchRow = defineRowMapping({
  id: column('id').int(),
  batchNo: column('batch_no').text(),
  channelId: column('channel_id').int(),
  channelName,
  cryptoNetwork: column('crypto_network').text(),
  rateX100: column('rate_x100').int(),
  orderCount: column('order_count').int(),
  totalInr: column('total_inr').money(),
  totalUsdtMicro: column('total_usdt_micro').int(),
  txHash: column('tx_hash').text(),
  remark: column('remark').text(),
  operator,
  createdAt: column('created_at').epochMs(),
}) satisfies RowMappingTo<Batch>;

/** One order's payment, with its withdrawal's number and amount and its batch's number and transfer. */
export const cryptoPayoutRecordRow = defineRowMapping({
  id: column('id').int(),
  orderNo: column('order_no').text(),
  username: column('username').text(),
  amount: column('amount').money(),
  inrAmount: column('inr_amount').money(),
  rateX100: column('rate_x100').int(),
  usdtMicro: column('usdt_micro').int(),
  cryptoNetwork: column('crypto_network').text(),
  walletAddress: column('wallet_address').text(),
  batchNo: column('batch_no').text(),
  txHash: column('tx_hash').text(),
  channelName,
  operator,
  journalId: column('journal_id').int(),
  createdAt: column('created_at').epochMs(),
}) satisfies RowMappingTo<PayoutRecord>;

import { auditSlice } from './audit/slice';
import { lotteryTxSlice } from './lottery/slice';
import { manualSlice } from './manual/slice';
import { ordersSlice } from './orders/slice';
import { rebateSlice } from './rebate/slice';
import { recordsSlice } from './records/slice';
import { reviewsSlice } from './reviews/slice';
import type { MoneySlice } from './slice';

/** Parts for manual access, order audit, audit management (settings and the review screens) the cash records, the lottery transactions and the member rebates. */
export const ordersSlices: MoneySlice[] = [manualSlice, ordersSlice, auditSlice, reviewsSlice, recordsSlice, lotteryTxSlice, rebateSlice];

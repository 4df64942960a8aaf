import { auditSlice } from './audit/slice';
import { manualSlice } from './manual/slice';
import { ordersSlice } from './orders/slice';
import { recordsSlice } from './records/slice';
import type { MoneySlice } from './slice';

/** Parts for manual access, order audit, audit management and the cash records. */
export const ordersSlices: MoneySlice[] = [manualSlice, ordersSlice, auditSlice, recordsSlice];

import type { MoneySlice } from './slice';

/** Parts for manual access, order audit, audit management and the cash records. */
export const ordersSlices: MoneySlice[] = [];

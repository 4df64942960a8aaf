import { cryptoSlice } from './crypto/slice';
import { discountSlice } from './discount/slice';
import { paymentSlice } from './payment/slice';
import type { MoneySlice } from './slice';
import { yuebaoSlice } from './yuebao/slice';

/** Parts for payment channels and their records, rebates, Yue Bao, rewards and recharge discounts. */
export const channelsSlices: MoneySlice[] = [paymentSlice, cryptoSlice, discountSlice, yuebaoSlice];

import { defineActions, useActions, type Action } from '../../../dataProvider';

/** The money settings (plugins/money/server/settings.ts): paise, multiples ×100, rates in basis points. */
export interface MoneySettings {
  secondReviewThreshold: number;
  normalMultipleX100: number;
  comprehensiveMultipleX100: number;
  adminFeeRateBps: number;
  withdrawFeeBps: number;
  maxManualAmount: number;
  maxBatchTotal: number;
  maxOrderAmount: number;
  maxQuotaChange: number;
}

export type SettingKey = keyof MoneySettings;

/** The audit settings this screen edits, and how each is shown and entered. */
export const AUDIT_FIELDS: { key: SettingKey; unit: 'multiple' | 'percent' | 'rupees' }[] = [
  { key: 'normalMultipleX100', unit: 'multiple' },
  { key: 'comprehensiveMultipleX100', unit: 'multiple' },
  { key: 'adminFeeRateBps', unit: 'percent' },
  { key: 'withdrawFeeBps', unit: 'percent' },
  { key: 'secondReviewThreshold', unit: 'rupees' },
];

/** A settings change request as chance-money-setting/request/list answers it. */
export interface SettingRequest {
  id: number;
  requestNo: string;
  status: 'pending_approval' | 'applied' | 'rejected';
  payload: Partial<MoneySettings>;
  before: Partial<MoneySettings>;
  rejectReason: string | null;
  maker: string;
  checker: string | null;
  createdAt: number;
  reviewedAt: number | null;
}

type Requested = MoneySettings & { requestId: number; requestNo: string; status: string };

interface MoneySettingActions {
  get: Action<void, MoneySettings>;
  save: Action<Partial<MoneySettings>, Requested>;
  approve: Action<{ id: number }, Requested>;
  reject: Action<{ id: number; reason: string }, { requestId: number; requestNo: string; status: string }>;
}

export const moneySettingActions = defineActions<MoneySettingActions>({
  get: { path: 'chance-money-setting/get' },
  save: { path: 'chance-money-setting/save' },
  approve: { path: 'chance-money-setting/request/approve' },
  reject: { path: 'chance-money-setting/request/reject' },
});

export const useMoneySettingCalls = () => useActions('moneySettingRequest', moneySettingActions);

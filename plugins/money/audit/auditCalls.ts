import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf } from '../../../shared/contract';
import type { settingsContracts } from '../shared/settingsContract';

type Contracts = typeof settingsContracts;

/** The money settings (plugins/money/server/settings.ts): paise, multiples ×100, rates in basis points. */
export type MoneySettings = AnswerOf<Contracts['get']>;

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
export type SettingRequest = AnswerOf<Contracts['requests']>['list'][number];

type MoneySettingActions = ContractActions<Pick<Contracts, 'get' | 'save' | 'approve' | 'reject'>>;

export const moneySettingActions = defineActions<MoneySettingActions>({
  get: { path: 'chance-money-setting/get' },
  save: { path: 'chance-money-setting/save' },
  approve: { path: 'chance-money-setting/request/approve' },
  reject: { path: 'chance-money-setting/request/reject' },
});

export const useMoneySettingCalls = () => useActions('moneySettingRequest', moneySettingActions);

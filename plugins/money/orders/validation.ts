import { parseRupeesToPaise } from '../../../src';

/** Form validators of the money screens (i18n keys as react-admin validators answer them). */
export const optionalRupees = (value?: string | null) =>
  (value ?? '').trim() === '' || parseRupeesToPaise(value ?? '') !== null ? undefined : 'money.orders.amountInvalid';

export const positiveRupees = (value?: string | null) => {
  const paise = parseRupeesToPaise(value ?? '');
  return paise === null || paise <= 0 ? 'money.orders.amountInvalid' : undefined;
};

/** How the money screens word a refused rejection reason (ReasonDialog's rules: required, at most 255). */
export const ORDER_REASON_MESSAGES = { required: 'money.orders.reasonRequired', tooLong: 'money.orders.tooLong' };

export const optionalRemark = (value?: string | null) => ((value ?? '').trim().length > 255 ? 'money.orders.tooLong' : undefined);

/** Paise of an optional rupee text, or undefined when left blank. */
export const paiseOrUndefined = (value?: string | null) =>
  (value ?? '').trim() === '' ? undefined : (parseRupeesToPaise(value ?? '') as number);

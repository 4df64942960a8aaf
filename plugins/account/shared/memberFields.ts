import { z } from 'zod';
import { blank, idField, intIn, optionalInt, paiseIn } from '../../../shared/fields';

/*
 * Request fields shared by the member routes' contracts (member*Contract.ts). Amounts are integer
 * paise, times epoch ms. Problems are message keys of the server's catalogue.
 */

export const optionalTime = optionalInt(0, 8_640_000_000_000_000);
/** 0/1 flags sent as numbers, strings or booleans. */
export const optionalFlag = z.preprocess((v) => {
  const value = blank(v);
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}, intIn(0, 1).optional());
export const text = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());
export const paise = paiseIn(1);
/** Spec §5 "select an account to operate" when no id is ticked. */
export const idList = z.array(idField).min(1, { error: 'select_account' }).max(1000);
/** At most 100 ticked members per delete (each is checked for history). */
export const deleteIds = z.array(idField).min(1, { error: 'tick_before_delete' }).max(100);
export const remarkText = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.string().trim().max(255, { error: 'length_1_255' }),
);
export const tagText = z.string().trim().max(20, { error: 'length_1_20' });
export const usernameText = z.string({ error: 'length_3_16' }).trim().min(3, { error: 'length_3_16' }).max(16, { error: 'length_3_16' });
// Indian mobile numbers, with or without +91: ten digits starting 6-9.
export const phoneText = z
  .string()
  .trim()
  .regex(/^(\+91)?[6-9]\d{9}$/, { error: 'phone_invalid' });
export const emailText = z.string().trim().max(255).email({ error: 'email_invalid' });

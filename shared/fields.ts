import { z } from 'zod';

/*
 * Request field schemas shared by routes and their contracts (shared/contract.ts): both tiers read
 * them, the server parses with them (server/http/validate.ts). Problems are message keys
 * ('v.number'), localised by the server's catalogue.
 */

// Clients may send numbers as strings and '' or null for "no filter".
export const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/*
 * Numbers are strict: a JSON number, or decimal text where a form sends strings ("12", "-3",
 * "0.5"). Nothing else becomes a number: not null, '', ' ', booleans, arrays ([500], ["7"]),
 * exponents ("1e4") or hex ("0x2710"), which z.coerce.number() used to turn into 0, 1, 7, 10000…
 * and write. Server code builds numeric fields with these helpers, never z.coerce.
 */
const DECIMAL_TEXT = /^\s*-?\d{1,20}(\.\d{1,20})?\s*$/;
const decimalText = (v: unknown) => (typeof v === 'string' && DECIMAL_TEXT.test(v) ? Number(v) : v);
/** A number in [min, max] (fractions allowed). */
export const numberIn = (min: number, max: number) => z.preprocess(decimalText, z.number({ error: 'v.number' }).min(min).max(max));
/** An integer in [min, max]; `error` replaces every problem's text (a message key) when given. */
export function intIn(min: number, max: number, error?: string) {
  const e = { error: error ?? 'v.number' };
  const own = error === undefined ? {} : e;
  return z.preprocess(decimalText, z.number(e).int(own).min(min, own).max(max, own));
}
/** true/false, also as 1/0 or their text ('true', 'false', '1', '0') from forms. */
export const boolField = z.preprocess(
  (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
  z.boolean({ error: 'v.boolean' }),
);

/** true/false as boolField; absent, '' or null mean false (a switch the form leaves off unless sent). */
export const optionalBool = z.preprocess((v) => (v === undefined || v === null || v === '' ? false : v), boolField);

/** A calendar date 'YYYY-MM-DD' that exists (a Bombay day, for reports' and summaries' ranges). */
export const dateField = z
  .string({ error: 'v.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.date' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
    error: 'v.date',
  });

/** An optional integer in [min, max]; '' or null mean absent. */
export const optionalInt = (min: number, max: number) => z.preprocess(blank, intIn(min, max).optional());

/** An integer in [min, max]; absent, '' or null give the default. */
export function intWithDefault(min: number, max: number, fallback: number) {
  return z.preprocess(blank, intIn(min, max).default(fallback));
}

export const hex64 = z.string({ error: 'v.required' }).regex(/^[0-9a-f]{64}$/, { error: 'v.hex64' });
export const idField = intIn(1, Number.MAX_SAFE_INTEGER);

/**
 * Hard ceiling of every amount the API takes, in paise (₹10 lakh crore), whatever the settings
 * allow: far below 2^53, so sums of many such amounts stay exact JavaScript integers.
 */
export const AMOUNT_CEILING = 10_000_000_000_000;
/** Paise from `min` up to AMOUNT_CEILING. */
export const paiseIn = (min: number, error?: string) => intIn(min, AMOUNT_CEILING, error);
export const optionalId = z.preprocess(blank, idField.optional());
export const optionalText = z.preprocess(blank, z.string().trim().max(100).optional());

/** List request fields: pageIndex from 1, pageSize up to 100, optional sort by one of `sortable`. */
export function listFields<F extends string>(defaultPageSize: number, sortable: readonly [F, ...F[]]) {
  return {
    pageIndex: intWithDefault(1, 1_000_000, 1),
    pageSize: intWithDefault(1, 100, defaultPageSize),
    sortField: z.preprocess(blank, z.enum(sortable).optional()),
    sortOrder: z.preprocess(
      (v) => {
        const value = blank(v);
        return typeof value === 'string' ? value.toUpperCase() : value;
      },
      z.enum(['ASC', 'DESC']).optional(),
    ),
  };
}

/** Kysely limit/offset for a parsed list request. */
export function pageWindow(list: { pageIndex: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: list.pageSize, offset: (list.pageIndex - 1) * list.pageSize };
}

import type { z } from 'zod';

/*
 * One declared mapping per table (issue 41, item 3): how a database row becomes the answer's
 * object, column by column, instead of a hand loop of Number() calls over its columns in every route.
 *
 *   export const noticeRow = defineRowMapping({
 *     id: column('id').int(),
 *     franchiseeId: column('franchisee_id').int().nullable(),
 *     amount: column('amount').money(),
 *     type: column('type').text().oneOf(NOTICE_TYPES),
 *     createdAt: column('created_at').epochMs(),
 *     live: computed((row: { start_at: number; end_at: number | null }) => …),
 *   });
 *   …  return { total, list: rows.map(noticeRow.map) };
 *
 * The mapping's output type is inferred from its fields, so a route returning `rows.map(m.map)`
 * is checked against its contract's answer at compile time, and `satisfies RowMappingTo<Answer>`
 * checks the mapping against an answer type where it is declared. Its input type names the columns
 * it reads with the values each accepts, so a row that lacks a column, or may hold null where the
 * field is not nullable, fails to compile too.
 *
 * Values are checked as they are read: a value that is not what the field says (a fraction where
 * paise are due, text where a number is, a missing column) throws a RowMappingError naming the
 * field, its column and the value — the request fails loudly instead of answering NaN or 0.
 * PostgreSQL's BIGINT and NUMERIC arrive as numbers already (db/database.ts), or as a BigInt past
 * 2^53; whole-number strings and safe BigInts are read as numbers too, so a mapping reads a row
 * from either engine alike. The wire format is the contracts': money integer paise, times epoch
 * milliseconds as stored.
 */

/** A row's value that is not what its field declares (or a column the row does not have). */
export class RowMappingError extends Error {
  constructor(
    readonly field: string,
    readonly column: string | null,
    readonly value: unknown,
    expected: string,
  ) {
    super(`row mapping: field "${field}"${column === null ? '' : ` (column ${column})`}: expected ${expected}, got ${describe(value)}`);
    this.name = 'RowMappingError';
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'no such column in the row';
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Thrown by a reader; the mapping adds the field and column. */
class BadValue {
  constructor(readonly expected: string) {}
}

type Reader<Out> = (value: unknown) => Out;

/** A column read into one field: `In` is what the row may hold, `Out` what the answer gets. */
export interface ColumnField<Name extends string, In, Out> {
  readonly kind: 'column';
  readonly column: Name;
  /** Reads the column's value; throws BadValue when it is not what the field declares. */
  readonly read: Reader<Out>;
  /** Null stays null (a nullable column, or a left join that found nothing). */
  nullable(): ColumnField<Name, In | null, Out | null>;
  /**
   * The column may hold null, but no row this mapping reads does (a decided order's decision time,
   * a count subquery): its input type admits null, and a null fails loudly like any bad value.
   */
  nonNull(): ColumnField<Name, In | null, Out>;
  /** Null becomes `fallback` (a sum over no rows, a left join that found nothing). */
  nullAs<D extends Out>(fallback: D): ColumnField<Name, In | null, Out>;
  /** One of these values, checked as it is read (an enum stored as text or a number). */
  oneOf<const V extends readonly Out[]>(values: V): ColumnField<Name, In, V[number]>;
  /** Narrows the answer's type without a check: the column holds only values the table's writers put there. */
  as<T extends Out>(): ColumnField<Name, In, T>;
}

/** A field worked out from the row (a state from two times, a list from a JSON column, …). */
export interface ComputedField<Row, Out> {
  readonly kind: 'computed';
  readonly compute: (row: Row) => Out;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field, its types read back with infer
export type Field = ColumnField<string, any, any> | ComputedField<any, any>;

function columnField<Name extends string, In, Out>(column: Name, read: Reader<Out>): ColumnField<Name, In, Out> {
  return {
    kind: 'column',
    column,
    read,
    nullable: () => columnField<Name, In | null, Out | null>(column, (value) => (value === null ? null : read(value))),
    nonNull: () =>
      columnField<Name, In | null, Out>(column, (value) => {
        if (value === null) throw new BadValue('a value (null is not expected in these rows)');
        return read(value);
      }),
    nullAs: <D extends Out>(fallback: D) => columnField<Name, In | null, Out>(column, (value) => (value === null ? fallback : read(value))),
    oneOf: <const V extends readonly Out[]>(values: V) =>
      columnField<Name, In, V[number]>(column, (value) => {
        const out = read(value);
        if (!values.includes(out)) throw new BadValue(`one of ${values.map((v) => JSON.stringify(v)).join(' | ')}`);
        return out as V[number];
      }),
    as: <T extends Out>() => columnField<Name, In, T>(column, read as Reader<T>),
  };
}

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const WHOLE = /^-?\d+$/;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
/** The widest epoch milliseconds a Date holds (±100 000 000 days). */
const EPOCH_MS_MAX = 8_640_000_000_000_000;

/** A whole number as the engines hand it back: a number, a BigInt (pg past 2^53) or its text. */
function wholeNumber(expected: string): Reader<number> {
  return (value) => {
    if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
    if (typeof value === 'bigint' && value >= MIN_SAFE && value <= MAX_SAFE) return Number(value);
    if (typeof value === 'string' && WHOLE.test(value)) {
      const n = Number(value);
      if (Number.isSafeInteger(n)) return n;
    }
    throw new BadValue(expected);
  };
}

const readInt = wholeNumber('an integer');
const readMoney = wholeNumber('integer paise');
const readEpoch: Reader<number> = (value) => {
  const ms = wholeNumber('epoch milliseconds')(value);
  if (Math.abs(ms) > EPOCH_MS_MAX) throw new BadValue('epoch milliseconds');
  return ms;
};
const readNumber: Reader<number> = (value) => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'bigint' && value >= MIN_SAFE && value <= MAX_SAFE) return Number(value);
  if (typeof value === 'string' && DECIMAL.test(value)) return Number(value);
  throw new BadValue('a finite number');
};
const readBool01: Reader<boolean> = (value) => {
  if (value === true || value === 1 || value === 1n || value === '1') return true;
  if (value === false || value === 0 || value === 0n || value === '0') return false;
  throw new BadValue('0 or 1');
};
const readText: Reader<string> = (value) => {
  if (typeof value === 'string') return value;
  throw new BadValue('text');
};

type Whole = number | bigint | string;

/** The column `name`, read as one of the kinds below. */
export function column<const Name extends string>(name: Name) {
  return {
    /** A whole number (ids, counts, sort orders, 0/1 flags the answer keeps as numbers). */
    int: () => columnField<Name, Whole, number>(name, readInt),
    /** Money: integer paise, never a fraction. */
    money: () => columnField<Name, Whole, number>(name, readMoney),
    /** An instant as stored: epoch milliseconds UTC, answered as such. */
    epochMs: () => columnField<Name, Whole, number>(name, readEpoch),
    /** Any finite number, fractions too (a rate, a ratio stored as REAL or NUMERIC). */
    number: () => columnField<Name, Whole, number>(name, readNumber),
    /** A 0/1 column (SQLite) or a boolean one (PostgreSQL), answered as a boolean. */
    bool01: () => columnField<Name, Whole | boolean, boolean>(name, readBool01),
    /** Text as stored. */
    text: () => columnField<Name, string, string>(name, readText),
    /** A JSON text column (or PostgreSQL json), parsed and checked against `schema`. */
    json: <S extends z.ZodType>(schema: S) =>
      columnField<Name, unknown, z.output<S>>(name, (value) => {
        let parsed: unknown = value;
        if (typeof value === 'string') {
          try {
            parsed = JSON.parse(value);
          } catch {
            throw new BadValue('JSON text');
          }
        }
        const result = schema.safeParse(parsed);
        if (!result.success) throw new BadValue(`JSON matching its schema (${result.error.issues[0]?.message ?? 'invalid'})`);
        return result.data;
      }),
  };
}

/** A field worked out from the row; annotate the parameter with the columns it reads. */
export function computed<Row, Out>(compute: (row: Row) => Out): ComputedField<Row, Out> {
  return { kind: 'computed', compute };
}

type Fields = Record<string, Field>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type InputOf<F> =
  F extends ColumnField<infer Name, infer In, unknown> ? { [P in Name]: In } : F extends ComputedField<infer Row, unknown> ? Row : never;
type OutputOf<F> = F extends ColumnField<string, unknown, infer Out> ? Out : F extends ComputedField<never, infer Out> ? Out : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The row a mapping reads: each column it names, with the values that column may hold. */
export type RowIn<F extends Fields> = Simplify<UnionToIntersection<{ [K in keyof F]: InputOf<F[K]> }[keyof F]>>;
/** The object a mapping answers. */
export type Mapped<F extends Fields> = Simplify<{ -readonly [K in keyof F]: OutputOf<F[K]> }>;

export interface RowMapping<F extends Fields> {
  readonly fields: F;
  /** The row as the answer's object (a bound function: `rows.map(m.map)`). */
  readonly map: (row: RowIn<F>) => Mapped<F>;
  /** The same mapping with only these fields (a route that answers fewer of the table's columns). */
  pick<K extends keyof F & string>(...keys: K[]): RowMapping<Pick<F, K>>;
  /** The mapping with more fields, or some replaced (a joined column, a computed one). */
  extend<G extends Fields>(more: G): RowMapping<Simplify<Omit<F, keyof G> & G>>;
}

/** The answer type a mapping produces, for the route code that holds one. */
export type MappedRow<M> = M extends RowMapping<infer F> ? Mapped<F> : never;

/** A mapping whose rows are `Answer`s: `defineRowMapping({…}) satisfies RowMappingTo<Answer>`. */
export interface RowMappingTo<Answer> {
  readonly map: (row: never) => Answer;
}

/** Declares how one table's (or one query's) rows become the answer's objects. */
export function defineRowMapping<const F extends Fields>(fields: F): RowMapping<F> {
  const entries = Object.entries(fields);
  const map = (row: RowIn<F>): Mapped<F> => {
    const source = row as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [field, spec] of entries) {
      if (spec.kind === 'computed') {
        out[field] = spec.compute(row);
        continue;
      }
      const value = source[spec.column];
      if (value === undefined) throw new RowMappingError(field, spec.column, value, 'a value');
      try {
        out[field] = spec.read(value);
      } catch (error) {
        if (error instanceof BadValue) throw new RowMappingError(field, spec.column, value, error.expected);
        throw error;
      }
    }
    return out as Mapped<F>;
  };
  return {
    fields,
    map,
    pick: <K extends keyof F & string>(...keys: K[]) =>
      defineRowMapping(Object.fromEntries(keys.map((key) => [key, fields[key]])) as unknown as Pick<F, K>),
    extend: <G extends Fields>(more: G) => defineRowMapping({ ...fields, ...more } as unknown as Simplify<Omit<F, keyof G> & G>),
  };
}

import { sql } from 'kysely';
import { z } from 'zod';
import { createDatabase, type Database } from '../../../server/db/database';
import { column, computed, defineRowMapping, RowMappingError, type MappedRow, type RowMappingTo } from '../../../server/db/rowMapping';
import { freshDatabase } from '../helpers/server';

/*
 * The row mapping primitive (server/db/rowMapping.ts): each kind reads what either engine hands
 * back — numbers, whole-number text, BigInt within 2^53, 0/1 or booleans — and a value that is not
 * what its field declares throws a RowMappingError naming field, column and value instead of
 * answering NaN or 0. The last block reads real rows of the pass's engine (SQLite, or PostgreSQL
 * under TEST_DATABASE_URL), where BIGINT and NUMERIC come back through pg's parsers.
 */

const STATES = ['on', 'off'] as const;
const order = defineRowMapping({
  id: column('id').int(),
  franchiseeId: column('franchisee_id').int().nullable(),
  amount: column('amount').money(),
  rate: column('rate').number(),
  paid: column('paid').bool01(),
  state: column('state').text().oneOf(STATES),
  note: column('note').text().nullable(),
  bonus: column('bonus').money().nullAs(0),
  tags: column('tags').json(z.array(z.string())),
  createdAt: column('created_at').epochMs(),
  charged: computed((row: { fee: number }) => row.fee > 0),
});

const good = {
  id: 7,
  franchisee_id: null,
  amount: 150_000,
  rate: 1.5,
  paid: 1,
  state: 'on',
  note: null,
  bonus: null,
  tags: '["a","b"]',
  created_at: 1_767_225_600_000,
  fee: 2_000,
};

function failure(run: () => unknown): RowMappingError {
  try {
    run();
  } catch (error) {
    if (error instanceof RowMappingError) return error;
    throw error;
  }
  throw new Error('expected a RowMappingError');
}

describe('row mapping', () => {
  it('answers each field as declared, in declaration order, with nulls kept or defaulted', () => {
    const mapped = order.map(good);
    expect(mapped).toEqual({
      id: 7,
      franchiseeId: null,
      amount: 150_000,
      rate: 1.5,
      paid: true,
      state: 'on',
      note: null,
      bonus: 0,
      tags: ['a', 'b'],
      createdAt: 1_767_225_600_000,
      charged: true,
    });
    expect(Object.keys(mapped)).toEqual(Object.keys(order.fields));
    // Columns the mapping names no field for (fee, read by the computed field) stay out of the answer.
    expect(mapped).not.toHaveProperty('fee');
  });

  it('reads whole numbers as PostgreSQL and drivers may hand them: text, BigInt, booleans', () => {
    expect(
      order.map({
        ...good,
        id: '7',
        franchisee_id: 3n,
        amount: '-250',
        rate: '0.125',
        paid: false,
        bonus: '90',
        tags: ['c'],
        created_at: 1_767_225_600_000n,
      }),
    ).toMatchObject({
      id: 7,
      franchiseeId: 3,
      amount: -250,
      rate: 0.125,
      paid: false,
      bonus: 90,
      tags: ['c'],
      createdAt: 1_767_225_600_000,
    });
    expect(order.map({ ...good, paid: '0' }).paid).toBe(false);
    expect(order.map({ ...good, paid: 1n }).paid).toBe(true);
  });

  it.each([
    ['id', 'a fraction', { id: 7.5 }, 'an integer'],
    ['id', 'text that is no number', { id: 'seven' }, 'an integer'],
    ['id', 'a number past 2^53', { id: 9_007_199_254_740_993n }, 'an integer'],
    ['id', 'null in a field that is not nullable', { id: null }, 'an integer'],
    ['amount', 'paise with a fraction', { amount: '12.50' }, 'integer paise'],
    ['amount', 'NaN', { amount: Number.NaN }, 'integer paise'],
    ['rate', 'Infinity', { rate: Infinity }, 'a finite number'],
    ['rate', 'empty text', { rate: '' }, 'a finite number'],
    ['paid', 'a flag of 2', { paid: 2 }, '0 or 1'],
    ['state', 'a value outside the enum', { state: 'maybe' }, 'one of "on" | "off"'],
    ['note', 'a number where text is due', { note: 5 }, 'text'],
    ['tags', 'JSON of the wrong shape', { tags: '[1]' }, 'JSON matching its schema'],
    ['tags', 'text that is no JSON', { tags: '[a' }, 'JSON text'],
    ['createdAt', 'an instant past the dates a Date holds', { created_at: 9e15 }, 'epoch milliseconds'],
  ])('%s: %s fails loudly, naming the field, column and value', (field, _what, patch, expected) => {
    const error = failure(() => order.map({ ...good, ...patch } as unknown as typeof good));
    expect(error.field).toBe(field);
    expect(error.message).toContain(`field "${field}"`);
    expect(error.message).toContain(`expected ${expected}`);
    expect(error.value).toEqual(Object.values(patch)[0]);
  });

  it('a column missing from the row fails rather than answering undefined', () => {
    const { note: _, ...withoutNote } = good;
    const error = failure(() => order.map(withoutNote as typeof good));
    expect(error.message).toBe('row mapping: field "note" (column note): expected a value, got no such column in the row');
  });

  it('nonNull admits a nullable column in its type and fails on a null at run time', () => {
    const decided = defineRowMapping({ at: column('reviewed_at').epochMs().nonNull() });
    const row: { reviewed_at: number | null } = { reviewed_at: 5 };
    const at: number = decided.map(row).at;
    expect(at).toBe(5);
    const error = failure(() => decided.map({ reviewed_at: null }));
    expect(error.message).toBe(
      'row mapping: field "at" (column reviewed_at): expected a value (null is not expected in these rows), got null',
    );
  });

  it('pick keeps some fields, extend adds or replaces some', () => {
    expect(order.pick('id', 'amount').map({ id: 1, amount: 2 })).toEqual({ id: 1, amount: 2 });
    const withName = order.pick('id').extend({ name: column('username').text(), id: column('id').text() });
    expect(withName.map({ id: 'x', username: 'ravi' })).toEqual({ id: 'x', name: 'ravi' });
  });

  it('types: the answer is inferred, rows are checked for their columns, mappings against answer types', () => {
    const row: MappedRow<typeof order> = order.map(good);
    const id: number = row.id;
    const state: 'on' | 'off' = row.state;
    const franchiseeId: number | null = row.franchiseeId;
    expect([id, state, franchiseeId]).toEqual([7, 'on', null]);
    // Compiled, never run: what the type checker refuses.
    const refused = [
      // @ts-expect-error -- a nullable column cannot feed a field that is not nullable
      () => order.pick('id').map({ id: null as number | null }),
      // @ts-expect-error -- a row without the mapped column
      () => order.pick('amount').map({ id: 1 }),
    ];
    expect(refused).toHaveLength(2);
    const checked = defineRowMapping({ id: column('id').int() }) satisfies RowMappingTo<{ id: number }>;
    // @ts-expect-error -- the mapping answers id as a number, the answer type wants text
    const wrong: RowMappingTo<{ id: string }> = checked;
    expect(wrong).toBe(checked);
  });

  describe("rows of the pass's engine", () => {
    let db: Database;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      const fresh = await freshDatabase();
      dispose = fresh.dispose;
      db = createDatabase(fresh.url);
    });
    afterAll(async () => {
      await db.destroy();
      await dispose();
    });

    it('reads BIGINT, sums, counts, nulls and decimals alike on SQLite and PostgreSQL', async () => {
      const totals = defineRowMapping({
        count: column('n').int(),
        sum: column('total').money(),
        none: column('missing').money().nullAs(0),
        at: column('at').epochMs(),
        half: column('half').number(),
      });
      const { rows } = await sql<Record<string, unknown>>`
        select count(*) as n, sum(v) as total, sum(case when v < 0 then v end) as missing,
               max(v) * 1000000 as at, cast(1 as real) / 2 as half
        from (select cast(1700000 as bigint) as v union all select cast(35 as bigint) as v) as t`.execute(db);
      expect(totals.map(rows[0] as never)).toEqual({ count: 2, sum: 1_700_035, none: 0, at: 1_700_000_000_000, half: 0.5 });
    });

    it('a whole number past 2^53 from the engine fails rather than rounding', async () => {
      const { rows } = await sql<Record<string, unknown>>`select cast(9007199254740993 as bigint) as big`.execute(db);
      const error = failure(() => defineRowMapping({ big: column('big').money() }).map(rows[0] as never));
      expect(error.message).toContain('expected integer paise');
    });
  });
});

import fc from 'fast-check';
import { sql } from 'kysely';
import { t } from '../../../server/http/messages';
import { AMOUNT_CEILING } from '../../../server/http/validate';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { memberBalances } from '../../../server/ledger/balances';
import { approveManual, submitManual } from '../../../plugins/money/server/manual';
import { MONEY_SETTING_DEFAULTS, writeMoneySetting } from '../../../plugins/money/server/settings';
import { SETUP_TIMEOUT } from '../helpers/server';
import { moneyFixture, type MoneyFixture } from '../money/fixture';

/*
 * Finding 2: amounts up to 2^53−1 paise were taken, two such approved credits left a balance 1
 * paisa off its postings and a 3-row batch total was 1 paisa off. Every amount now has a declared
 * range (hard ceiling in the schemas, operator limits in the money settings), balances beyond
 * 2^53 are refused by the ledger, and checkLedger compares sums exactly and reports them exactly.
 */

let fx: MoneyFixture;
beforeAll(async () => {
  fx = await moneyFixture(3);
}, SETUP_TIMEOUT);
afterAll(() => fx.close());

const credit = (memberIds: number[], amount: number, kind: 'single' | 'batch' = 'single') =>
  submitManual(fx.db, { kind, direction: 'credit', memberIds, amount, staffId: fx.maker, reasonType: 'bonus' });
const errorKey = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { key?: string; params?: object }) => [e.key, e.params],
  );

describe('declared ranges', () => {
  it('refuse a single adjustment above ₹1 crore and a batch above ₹10 crore by default, naming the field', async () => {
    const max = MONEY_SETTING_DEFAULTS.maxManualAmount;
    expect(max).toBe(1_000_000_000);
    const single = { field: 'amount', max, limit: 'maxManualAmount', rupees: '₹1,00,00,000.00' };
    expect(await errorKey(credit([fx.members[0]], max + 1))).toEqual(['amount_over_limit', single]);
    // The operator reads the limit in ₹ with Indian grouping (rupees()), in zh and en.
    expect(t('zh', 'amount_over_limit', single)).toBe('金额不能超过 ₹1,00,00,000.00（资金设置中的限额）');
    expect(t('en', 'amount_over_limit', single)).toBe('The amount may be at most ₹1,00,00,000.00 (a limit in the money settings)');
    await writeMoneySetting(fx.db, 'maxBatchTotal', 2 * max, Date.now());
    expect(await errorKey(credit(fx.members, max, 'batch'))).toEqual([
      'amount_over_limit',
      { field: 'totalAmount', max: 2 * max, limit: 'maxBatchTotal', rupees: '₹2,00,00,000.00' },
    ]);
    expect(await fx.db.selectFrom('manual_batch').select('id').execute()).toEqual([]);
    expect((await credit([fx.members[0]], max)).totalAmount).toBe(max);
    await writeMoneySetting(fx.db, 'maxBatchTotal', MONEY_SETTING_DEFAULTS.maxBatchTotal, Date.now());
  });

  it('keep every configurable limit under the hard ceiling, itself far below 2^53', () => {
    expect(AMOUNT_CEILING * 900).toBeLessThan(Number.MAX_SAFE_INTEGER);
    for (const key of ['maxManualAmount', 'maxBatchTotal', 'maxOrderAmount', 'maxQuotaChange'] as const)
      expect(MONEY_SETTING_DEFAULTS[key]).toBeLessThanOrEqual(AMOUNT_CEILING);
  });
});

describe('exact sums at the bounds', () => {
  it('credits at the limits keep every balance equal to the exact sum of its postings (property)', async () => {
    await writeMoneySetting(fx.db, 'maxManualAmount', AMOUNT_CEILING, Date.now());
    await writeMoneySetting(fx.db, 'maxBatchTotal', AMOUNT_CEILING * 3, Date.now());
    const bound = fc.constantFrom(1, 2, AMOUNT_CEILING - 1, AMOUNT_CEILING);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(bound, fc.boolean()), { minLength: 1, maxLength: 4 }), async (steps) => {
        const before = await memberBalances(fx.db, fx.members);
        const expected = new Map(fx.members.map((id) => [id, BigInt(before.get(id)?.cash ?? 0)]));
        for (const [amount, asBatch] of steps) {
          const ids = asBatch ? fx.members : [fx.members[0]];
          const request = await credit(ids, amount, asBatch ? 'batch' : 'single');
          expect(BigInt(request.totalAmount)).toBe(BigInt(amount) * BigInt(ids.length));
          await approveManual(fx.db, { id: request.id, staffId: fx.checker });
          for (const id of ids) expected.set(id, (expected.get(id) as bigint) + BigInt(amount));
        }
        const after = await memberBalances(fx.db, fx.members);
        for (const id of fx.members) expect(BigInt(after.get(id)?.cash ?? 0)).toBe(expected.get(id));
        const check = await checkLedger(fx.db);
        expect(check.problems).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('refuses a journal that would take a balance beyond 2^53 instead of rounding it', async () => {
    const account = await fx.db
      .selectFrom('ledger_account')
      .select(['id', 'balance'])
      .where('owner_type', '=', 'member')
      .where('owner_id', '=', String(fx.members[1]))
      .where('bucket', '=', 'cash')
      .executeTakeFirstOrThrow();
    // Fill the account to just under 2^53 with one (checked) posting so the ledger stays consistent.
    const gap = Number.MAX_SAFE_INTEGER - 5 - account.balance;
    await sql`update ledger_account set balance = balance + ${gap} where id = ${account.id}`.execute(fx.db);
    await sql`update ledger_posting set amount = amount + ${gap}, balance_after = balance_after + ${gap} where id = (select max(id) from ledger_posting where account_id = ${account.id})`.execute(
      fx.db,
    );
    const request = await credit([fx.members[1]], 100);
    expect(await errorKey(approveManual(fx.db, { id: request.id, staffId: fx.checker }))).toEqual(['ledger_invalid', expect.anything()]);
    expect((await fx.db.selectFrom('manual_batch').select('status').where('id', '=', request.id).executeTakeFirstOrThrow()).status).toBe(
      'pending_approval',
    );
    await sql`update ledger_account set balance = balance - ${gap} where id = ${account.id}`.execute(fx.db);
    await sql`update ledger_posting set amount = amount - ${gap}, balance_after = balance_after - ${gap} where id = (select max(id) from ledger_posting where account_id = ${account.id})`.execute(
      fx.db,
    );
  });
});

describe('checkLedger', () => {
  it('catches a 1-paisa drift beyond 2^53 and reports the exact figures', async () => {
    const account = await fx.db
      .selectFrom('ledger_account')
      .select('id')
      .where('owner_type', '=', 'member')
      .where('owner_id', '=', String(fx.members[2]))
      .where('bucket', '=', 'cash')
      .executeTakeFirstOrThrow();
    const posting = await fx.db
      .selectFrom('ledger_posting')
      .select(['id', 'amount'])
      .where('account_id', '=', account.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const saved = await fx.db.selectFrom('ledger_account').select('balance').where('id', '=', account.id).executeTakeFirstOrThrow();
    const others =
      (
        await fx.db
          .selectFrom('ledger_posting')
          .select((eb) => eb.fn.sum<number>('amount').as('s'))
          .where('account_id', '=', account.id)
          .where('id', '<>', posting.id)
          .executeTakeFirstOrThrow()
      ).s ?? 0;
    // Postings now sum to exactly 2^53 + 1; the stored balance says 2^53 + 2 (1 paisa above).
    await sql.raw(`update ledger_posting set amount = 9007199254740993 - ${Number(others)} where id = ${posting.id}`).execute(fx.db);
    await sql.raw(`update ledger_account set balance = 9007199254740994 where id = ${account.id}`).execute(fx.db);
    const check = await checkLedger(fx.db);
    expect(check.ok).toBe(false);
    expect(check.problems).toContain(`account member:${fx.members[2]}:cash: balance 9007199254740994 but postings sum to 9007199254740993`);
    expect(check.problems.some((p) => p.includes('beyond 2^53'))).toBe(true);
    await fx.db.updateTable('ledger_posting').set({ amount: posting.amount }).where('id', '=', posting.id).execute();
    await fx.db.updateTable('ledger_account').set({ balance: saved.balance }).where('id', '=', account.id).execute();
  });

  it('catches a manual request whose total is not the exact sum of its rows', async () => {
    const request = await fx.db
      .selectFrom('manual_batch')
      .select(['id', 'batch_no', 'total_amount'])
      .where('kind', '=', 'batch')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await sql`update manual_batch set total_amount = total_amount + 1 where id = ${request.id}`.execute(fx.db);
    const check = await checkLedger(fx.db);
    expect(check.problems.some((p) => p.startsWith(`manual request ${request.batch_no}: total`))).toBe(true);
    await sql`update manual_batch set total_amount = total_amount - 1 where id = ${request.id}`.execute(fx.db);
  });
});

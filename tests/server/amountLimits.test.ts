// @engine-independent: the core's question to the modules, with limits of its own; no database; SQLite pass only (jest.config.js).
import { serverModules } from '../../plugins/server';
import type { Database } from '../../server/db/database';
import { assertWithinLimit } from '../../server/plugin/amountLimits';
import { defineServerModule } from '../../server/plugin/serverModule';

const db = {} as Database;
const limiting = (name: string, max: number) => defineServerModule({ name, routes: [], amountLimits: { maxQuotaChange: async () => max } });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { key?: string; params?: object; message?: string }) => (e.key ? [e.key, e.params] : e.message),
  );

describe('amount limits (plugin/amountLimits.ts)', () => {
  it('do not apply when no installed module declares the limit: account without the money plugin keeps only the schema ceiling', async () => {
    expect(await refusal(assertWithinLimit(db, 'maxQuotaChange', 'amount', 10_000_000_000_000, 1, []))).toBe('ok');
    expect(
      await refusal(
        assertWithinLimit(db, 'maxQuotaChange', 'amount', 10_000_000_000_000, 1, [defineServerModule({ name: 'account', routes: [] })]),
      ),
    ).toBe('ok');
  });

  it("refuse an amount (times a count) above the declaring module's limit, naming the field and the limit in rupees", async () => {
    const modules = [defineServerModule({ name: 'account', routes: [] }), limiting('money', 100_00)];
    expect(await refusal(assertWithinLimit(db, 'maxQuotaChange', 'amount', 100_00, 1, modules))).toBe('ok');
    expect(await refusal(assertWithinLimit(db, 'maxQuotaChange', 'amount', 100_01, 1, modules))).toEqual([
      'amount_over_limit',
      { field: 'amount', max: 100_00, limit: 'maxQuotaChange', rupees: '₹100.00' },
    ]);
    expect(await refusal(assertWithinLimit(db, 'maxQuotaChange', 'totalAmount', 50_01, 2, modules))).toEqual([
      'amount_over_limit',
      expect.objectContaining({ field: 'totalAmount' }),
    ]);
    expect(await refusal(assertWithinLimit(db, 'otherLimit', 'amount', 100_01, 1, modules))).toBe('ok');
  });

  it('refuse a limit two modules declare, naming both', async () => {
    expect(await refusal(assertWithinLimit(db, 'maxQuotaChange', 'amount', 1, 1, [limiting('money', 5), limiting('wallet', 9)]))).toBe(
      'Amount limit maxQuotaChange is declared by both money and wallet',
    );
  });

  it("include the ones account's routes ask for, declared by the money plugin", () => {
    const declared = serverModules.flatMap((module) =>
      Object.keys(('amountLimits' in module && module.amountLimits) || {}).map((limit) => `${module.name}.${limit}`),
    );
    expect(declared).toEqual(expect.arrayContaining(['money.maxQuotaChange', 'money.maxManualAmount']));
  });
});

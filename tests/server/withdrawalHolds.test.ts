// @engine-independent: the core's question to the modules, with holds of its own; no database; SQLite pass only (jest.config.js).
import { serverModules } from '../../plugins/server';
import type { Database } from '../../server/db/database';
import { ApiError } from '../../server/http/errors';
import { defineServerModule } from '../../server/plugin/serverModule';
import { withdrawalHold, type WithdrawalHold } from '../../plugins/money/server/withdrawalHolds';

const db = {} as Database;
const party = { memberId: 7, username: 'ravi', ip: '10.0.0.1' };
const holding = (...holds: WithdrawalHold[]) => defineServerModule({ name: 'holding', routes: [], hooks: { withdrawalHold: holds } });
const money = defineServerModule({ name: 'money', routes: [] });

describe("withdrawal holds (money's withdrawalHold hook, server/plugin/hooks.ts)", () => {
  it('hold nothing when no installed module declares one: money without the system plugin takes the order as it is', async () => {
    expect(await withdrawalHold(db, party, 0, [])).toEqual({ review: false });
    expect(await withdrawalHold(db, party, 0, [money])).toEqual({ review: false });
  });

  it('ask every hold with the party and the time, and need a second reviewer when any asks for one', async () => {
    const asked: unknown[] = [];
    const pass: WithdrawalHold = async (_db, who, now) => (asked.push([who, now]), { review: false });
    const review: WithdrawalHold = async () => ({ review: true });
    expect(await withdrawalHold(db, party, 42, [holding(pass), money, holding(review, pass)])).toEqual({ review: true });
    expect(asked).toEqual([
      [party, 42],
      [party, 42],
    ]);
    expect(await withdrawalHold(db, party, 42, [holding(pass, pass)])).toEqual({ review: false });
  });

  it('stop at the first refusal, asking no later hold', async () => {
    let later = 0;
    const refuse: WithdrawalHold = async () => {
      throw new ApiError('A0400', 'system.risk_withdraw_held');
    };
    const count: WithdrawalHold = async () => (later++, { review: false });
    await expect(withdrawalHold(db, party, 0, [holding(refuse), holding(count)])).rejects.toMatchObject({
      key: 'system.risk_withdraw_held',
    });
    expect(later).toBe(0);
  });

  it("are the system plugin's risk-list hold among the installed modules", () => {
    expect(serverModules.filter((module) => module.hooks?.withdrawalHold).map((module) => module.name)).toEqual(['system']);
  });
});

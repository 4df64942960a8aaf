import { bindActions, defineActions, type Action, type MoneyAction } from '../../../dataProvider/facade';
import type { ChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { ResourceCalls } from '../../../dataProvider/types';

interface LockPayload {
  ids: number[];
  status: 0 | 1;
}

interface DemoActions {
  lock: Action<LockPayload, null>;
  labels: Action<void, { name: string }[]>;
  deposit: MoneyAction<{ id: number; amount: number }, { balance: number }>;
}

const demoActions = defineActions<DemoActions>({
  lock: { path: 'chance-member/lock' },
  labels: { path: 'chance-member-label/list', method: 'GET' },
  deposit: { path: 'chance-member/deposit', moneyMoving: true },
});

// The manifest's actions map takes the declared specs as they are.
const manifestEntry: ResourceCalls = { name: 'member', endpoints: {}, actions: demoActions };

function fakeProvider() {
  const action = jest.fn(async (_resource: string, name: string) =>
    name === 'deposit' ? { balance: 700 } : name === 'labels' ? [{ name: 'whale' }] : null,
  );
  return { action, provider: { action } as unknown as Pick<ChanceDataProvider, 'action'> };
}

describe('typed action facade', () => {
  it('turns each declared action into a named method calling the provider with the resource, name, payload and options', async () => {
    const { action, provider } = fakeProvider();
    const calls = bindActions(provider, 'member', demoActions);
    await expect(calls.lock({ ids: [5], status: 1 })).resolves.toBeNull();
    await expect(calls.labels()).resolves.toEqual([{ name: 'whale' }]);
    const answer = await calls.deposit({ id: 5, amount: 50_000 }, { idempotencyKey: 'k-1' });
    expect(answer.balance).toBe(700);
    expect(action.mock.calls).toEqual([
      ['member', 'lock', { ids: [5], status: 1 }],
      ['member', 'labels', undefined],
      ['member', 'deposit', { id: 5, amount: 50_000 }, { idempotencyKey: 'k-1' }],
    ]);
    expect(Object.keys(calls).sort()).toEqual(['deposit', 'labels', 'lock']);
    expect(manifestEntry.actions).toBe(demoActions);
  });

  it('refuses, at type level, wrong names, payloads, answers and specs (tsc checks these lines)', () => {
    const calls = bindActions(fakeProvider().provider, 'member', demoActions);
    const never = () => {
      // @ts-expect-error no action of that name
      void calls.unlock({ ids: [5] });
      // @ts-expect-error status is 0 | 1
      void calls.lock({ ids: [5], status: 2 });
      // @ts-expect-error ids is required
      void calls.lock({ status: 1 });
      // @ts-expect-error a money-moving call needs the user action's Idempotency-Key
      void calls.deposit({ id: 5, amount: 1 });
      // @ts-expect-error the answer of lock is null, not a balance
      void calls.lock({ ids: [5], status: 1 }).then((a) => a.balance);
      defineActions<DemoActions>({
        lock: { path: 'chance-member/lock' },
        labels: { path: 'chance-member-label/list' },
        deposit: { path: 'chance-member/deposit', moneyMoving: true },
        // @ts-expect-error a path without a declared type
        kick: { path: 'chance-member/kick' },
      });
      // @ts-expect-error a declared type without a path (deposit missing)
      defineActions<DemoActions>({ lock: { path: 'a' }, labels: { path: 'b' } });
      defineActions<DemoActions>({
        lock: { path: 'a' },
        labels: { path: 'b' },
        // @ts-expect-error a money-moving declaration needs a money-moving spec
        deposit: { path: 'c' },
      });
    };
    expect(typeof never).toBe('function');
  });
});

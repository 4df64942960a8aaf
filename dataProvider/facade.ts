import { useMemo } from 'react';
import { useDataProvider } from 'ra-core';
import type { ActionOptions, ChanceDataProvider } from './chanceDataProvider';
import type { ActionSpec } from './types';
import type { AnswerOf, FacadePathOf, PayloadOf, RouteContract } from '../shared/contract';

/**
 * Typed custom actions, in the manner of react-admin's CRM demo (its data provider declares each
 * custom method's parameters and answer): a plugin declares, once per resource, what each of its
 * actions takes and answers, and gets named methods. A wrong name or payload is a type error,
 * and the manifest's `actions` map is checked against the same declaration.
 *
 *   interface MemberActions {
 *     lock: Action<{ ids: number[]; status: 0 | 1 }, null>;
 *     deposit: MoneyAction<{ id: number; amount: number }, null>;
 *   }
 *   export const memberActions = defineActions<MemberActions>({
 *     lock: { path: 'chance-member/lock' },
 *     deposit: { path: 'chance-member/deposit', moneyMoving: true },
 *   });
 *   // manifest: { name: 'member', endpoints: {…}, actions: memberActions }
 *   const calls = useActions('member', memberActions);
 *   await calls.lock({ ids: [5], status: 1 });
 *   await calls.deposit({ id: 5, amount: 50_000 }, { idempotencyKey });
 */

/** What an action takes and answers; `Path`, when the types come from a contract, is the only path its spec may name. */
export interface Action<Payload = void, Answer = null, Path extends string = string> {
  payload: Payload;
  answer: Answer;
  moneyMoving?: false;
  path?: Path;
}

/** A money-moving action: its spec says `moneyMoving: true` and every call passes the user action's Idempotency-Key. */
export interface MoneyAction<Payload = void, Answer = null, Path extends string = string> {
  payload: Payload;
  answer: Answer;
  moneyMoving: true;
  path?: Path;
}

/**
 * The action a route's contract (shared/contract.ts) makes: its payload, answer, money-moving kind
 * and path, so the facade and the route cannot disagree. Contracts come in with `import type`.
 */
export type ContractAction<C extends RouteContract> = C['moneyMoving'] extends true
  ? MoneyAction<PayloadOf<C>, AnswerOf<C>, FacadePathOf<C>>
  : Action<PayloadOf<C>, AnswerOf<C>, FacadePathOf<C>>;

/** The actions of a group of contracts, by the same names. */
export type ContractActions<T extends Record<string, RouteContract>> = { [K in keyof T]: ContractAction<T[K]> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyAction = Action<any, any> | MoneyAction<any, any>;

/** The action declarations of one resource, by name (an interface or a type literal). */
export type ActionTypes<T = Record<string, AnyAction>> = { [K in keyof T]: AnyAction };

/** The spec each declared action needs: money-moving declarations need a money-moving spec, contract ones the contract's path. */
type SpecFor<A extends AnyAction> = (A extends MoneyAction<unknown, unknown>
  ? ActionSpec & { moneyMoving: true }
  : ActionSpec & { moneyMoving?: false }) & {
  path: NonNullable<A['path']>;
};

declare const TYPES: unique symbol;

/** A manifest `actions` map whose names and kinds are exactly those of `T`; carries `T` for useActions. */
export type ActionSpecs<T extends ActionTypes<T>> = { readonly [K in keyof T]: SpecFor<T[K]> } & { readonly [TYPES]?: T };

type Options<A> = A extends MoneyAction<unknown, unknown> ? ActionOptions & { idempotencyKey: string } : ActionOptions;

/** One named method: (payload, options) → answer; payload optional when the declaration allows undefined. */
export type ActionMethod<A extends AnyAction> =
  A extends MoneyAction<unknown, unknown>
    ? (payload: A['payload'], options: Options<A>) => Promise<A['answer']>
    : undefined extends A['payload']
      ? (payload?: A['payload'], options?: Options<A>) => Promise<A['answer']>
      : (payload: A['payload'], options?: Options<A>) => Promise<A['answer']>;

/** The typed facade of one resource's actions. */
export type ActionFacade<T extends ActionTypes<T>> = { readonly [K in keyof T]: ActionMethod<T[K]> };

/**
 * Declares a resource's action paths against its action types: a name missing on either side,
 * or a money-moving action without `moneyMoving: true`, fails type checking.
 */
export function defineActions<T extends ActionTypes<T>>(specs: { [K in keyof T]: SpecFor<T[K]> }): ActionSpecs<T> {
  return specs as ActionSpecs<T>;
}

/** The typed facade over a provider's `action` (for code outside React; screens use useActions). */
export function bindActions<T extends ActionTypes<T>>(
  provider: Pick<ChanceDataProvider, 'action'>,
  resource: string,
  specs: ActionSpecs<T>,
): ActionFacade<T> {
  const facade: Record<string, (payload?: unknown, options?: ActionOptions) => Promise<unknown>> = {};
  for (const name of Object.keys(specs)) {
    // No trailing undefined: a call reads the same as a hand-written provider.action(resource, name, payload).
    facade[name] = (payload, options) =>
      options === undefined ? provider.action(resource, name, payload) : provider.action(resource, name, payload, options);
  }
  return facade as ActionFacade<T>;
}

/** The typed facade of `resource`'s actions, over the app's data provider. */
export function useActions<T extends ActionTypes<T>>(resource: string, specs: ActionSpecs<T>): ActionFacade<T> {
  const provider = useDataProvider<ChanceDataProvider>();
  return useMemo(() => bindActions(provider, resource, specs), [provider, resource, specs]);
}

import type { Database } from '../db/database';
import { rupees } from '../domain/money';
import { ApiError } from '../http/errors';
import { installedModules } from './installed';
import type { ServerModule } from './serverModule';

/*
 * Operator limits on amounts beyond the schemas' hard ceiling (AMOUNT_CEILING), by name (issue 38):
 * one plugin configures a limit (money, in its settings) and another's routes honour it (account's
 * station quota and play-along top-ups). The configuring module declares it (`amountLimits`) and a
 * route asks here, so neither imports the other. A limit no installed module declares does not
 * apply: without that plugin nobody can configure it, and the schema's ceiling still holds.
 */

/** The limit's current value in paise, read when asked (an operator may change it at any time). */
export type AmountLimit = (db: Database) => Promise<number>;

/**
 * Refuses `amount × count` paise above `max`, naming the request field and the limit. Products are
 * compared as BigInt so a count times an amount is never rounded before the comparison.
 */
export function refuseOverLimit(limit: string, field: string, max: number, amount: number, count = 1): void {
  if (BigInt(amount) * BigInt(count) > BigInt(max)) {
    throw new ApiError('A0400', 'amount_over_limit', { field, max, limit, rupees: rupees(max) });
  }
}

/** The installed module declaring `limit`; two declaring it is a mistake of the module list, named as such. */
function declaredLimit(modules: readonly ServerModule[], limit: string): AmountLimit | undefined {
  const owners = modules.filter((module) => module.amountLimits && Object.hasOwn(module.amountLimits, limit));
  if (owners.length > 1) throw new Error(`Amount limit ${limit} is declared by both ${owners[0].name} and ${owners[1].name}`);
  return owners[0]?.amountLimits?.[limit];
}

/** Refuses `amount × count` paise above the limit some installed module declares as `limit`; no such module, no limit. */
export async function assertWithinLimit(
  db: Database,
  limit: string,
  field: string,
  amount: number,
  count = 1,
  modules: readonly ServerModule[] = installedModules(),
): Promise<void> {
  const read = declaredLimit(modules, limit);
  if (read) refuseOverLimit(limit, field, await read(db), amount, count);
}

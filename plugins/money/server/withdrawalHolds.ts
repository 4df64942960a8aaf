import type { Database } from '../../../server/db/database';
import { hooksOf } from '../../../server/plugin/hooks';
import type { ServerModule } from '../../../server/plugin/serverModule';

/*
 * Holds on a withdrawal as it is submitted (issue 38): money takes the order, another plugin may
 * hold it (system's risk list). Money names the hook (`withdrawalHold`, below) and asks it here;
 * a holding module answers it in its `hooks`, so neither imports the other. Without a module that
 * answers, nothing is held: the order needs a second reviewer only by money's own threshold.
 */

/** Who withdraws and where to, as submitted. */
export interface WithdrawalParty {
  memberId: number;
  username: string;
  ip?: string;
  /** The payee as submitted: `account` for a bank account, `vpa` for UPI (demo/seed/channels.ts). */
  destination?: Record<string, string>;
}

/**
 * A hold's verdict on one withdrawal: it throws an ApiError to refuse the order, or answers whether
 * the order needs a second reviewer. It runs inside the submitting transaction (`db`).
 */
export type WithdrawalHold = (db: Database, party: WithdrawalParty, now: number) => Promise<{ review: boolean }>;

declare module '../../../server/plugin/hooks' {
  interface ModuleHooks {
    withdrawalHold: WithdrawalHold;
  }
}

/**
 * Every installed module's hold on the withdrawal, one after another (they share the transaction):
 * the first refusal stops the order; a second reviewer is needed when any hold asks for one.
 */
export async function withdrawalHold(
  db: Database,
  party: WithdrawalParty,
  now: number,
  modules?: readonly ServerModule[],
): Promise<{ review: boolean }> {
  let review = false;
  for (const hold of hooksOf('withdrawalHold', modules)) {
    if ((await hold(db, party, now)).review) review = true;
  }
  return { review };
}

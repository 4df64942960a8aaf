import type { Kysely, Migration } from 'kysely';

/*
 * game.disabled_at: the moment staff disabled a game (null while it is enabled). Disabling stops
 * new periods and the bets of periods that open later, while the period that was already open
 * keeps taking bets until its deadline and is drawn and settled as usual (plugins/lottery/server/
 * catalogueGames.ts); bets compare the period's opening time with this moment.
 */
export function gameDisabledAt(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('game').addColumn('disabled_at', 'bigint').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('game').dropColumn('disabled_at').execute();
    },
  };
}

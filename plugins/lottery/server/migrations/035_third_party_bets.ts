import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Third-party game bets (issue 13, /ThreeBetManager): bets members place with outside game
 * providers (slots, live casino, sports), as each provider reports them through its adapter
 * (plugins/lottery/server/threeBetProviders.ts). The provider's own order number is unique per provider,
 * so a report received twice (or first unsettled, then settled) updates one row. The money of
 * these bets moves in the provider's wallet, not in our ledger: the rows are records to query.
 * state: 0 unsettled, 1 win, 2 lose, 3 draw, 4 cancelled.
 */
export function thirdPartyBets(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await create(db, 'third_party_bet')
        .addColumn('provider_code', 'text', (c) => c.notNull())
        .addColumn('order_no', 'text', (c) => c.notNull())
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull())
        .addColumn('agent_id', 'bigint')
        .addColumn('game_code', 'text', (c) => c.notNull())
        .addColumn('game_name', 'text', (c) => c.notNull())
        .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake >= 0`))
        .addColumn('valid_bet', 'bigint', (c) => c.notNull().check(sql`valid_bet >= 0`))
        .addColumn('payout', 'bigint', (c) => c.notNull().check(sql`payout >= 0`))
        .addColumn('state', 'integer', (c) => c.notNull().check(sql`state between 0 and 4`))
        .addColumn('bet_at', 'bigint', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('third_party_bet_provider_order_uq', ['provider_code', 'order_no'])
        .execute();
      // The list is scoped by agent or franchisee and sorted by bet time; member lookups too.
      await index(db, 'third_party_bet', 'bet_at');
      await index(db, 'third_party_bet', 'agent_id', 'bet_at');
      await index(db, 'third_party_bet', 'franchisee_id', 'bet_at');
      await index(db, 'third_party_bet', 'member_id', 'bet_at');
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('third_party_bet').execute();
    },
  };
}

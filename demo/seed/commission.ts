import type { Database } from '../../server/db/database';

/*
 * Two rebate templates, effective from the start of time: 'Standard' (the default every agent
 * earns under until assigned another) shares net profit in tiers, 'Turnover' pays on valid bets.
 * No period is settled: computing, approving and paying are operators' steps.
 */
export async function seedCommission(db: Database, now: number): Promise<void> {
  const admin = await db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const games = await db.selectFrom('game').select('id').orderBy('id').limit(3).execute();
  const templates = [
    {
      name: 'Standard',
      isDefault: 1,
      basis: 'profit' as const,
      tiers: [
        { from: 0, bps: 2_000 },
        { from: 10_000_000, bps: 2_500 },
        { from: 50_000_000, bps: 3_000 },
      ],
      rebateBps: 20,
    },
    {
      name: 'Turnover',
      isDefault: 0,
      basis: 'valid_bet' as const,
      tiers: [
        { from: 0, bps: 50 },
        { from: 100_000_000, bps: 80 },
      ],
      rebateBps: 0,
    },
  ];
  for (const t of templates) {
    const { id } = await db
      .insertInto('commission_template')
      .values({ name: t.name, is_default: t.isDefault, created_by: admin.id, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('commission_template_revision')
      .values({
        template_id: id,
        effective_from: 0,
        basis: t.basis,
        tiers_json: JSON.stringify(t.tiers),
        game_rebates_json: JSON.stringify(t.rebateBps ? games.map((g) => ({ gameId: g.id, bps: t.rebateBps })) : []),
        min_active_members: 3,
        min_active_bet: 50_000,
        deduct_deposit_fee: 1,
        deduct_withdraw_fee: 1,
        deduct_bonus: 1,
        deduct_rebate: 1,
        staff_id: admin.id,
        created_at: now,
      })
      .execute();
  }
}

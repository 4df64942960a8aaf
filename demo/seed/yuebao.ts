import type { Database } from '../../server/db/database';
import { column, defineRowMapping } from '../../server/db/rowMapping';
import { addBombayDays, bombayDate, bombayDayStart } from '../../server/domain/time';
import { accrueYuebaoDay, runYuebaoTransfers, transferYuebao } from '../../plugins/money/server/yuebao';

/*
 * Yue Bao demo data through the real services: three tiers in force for the last 40 days, a few
 * dozen members moving part of their wallet into Yue Bao over the last four Bombay days (and a few
 * taking some back out), and the
 * daily job run for each finished day (interest and auto-transfers on the ledger), so the
 * balanceSet and balanceRecord screens show real figures. Deterministic and small (a few hundred
 * journals).
 */
const TIERS = [
  { min: 100_00, rate: 100, secondary: 50, auto: 0, time: '00:30' },
  { min: 5_000_00, rate: 150, secondary: 80, auto: 1, time: '09:00' },
  { min: 50_000_00, rate: 200, secondary: 100, auto: 1, time: '09:00' },
];
const DAYS = 4;
const HOUR = 3_600_000;

/** A member who saves, with the cash (paise) its wallet holds. */
const saverRow = defineRowMapping({ memberId: column('id').int(), cash: column('cash_balance').money() });

export async function seedYuebao(db: Database, now: number, members = 60): Promise<number> {
  const admin = await db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirst();
  const today = bombayDate(now);
  const from = addBombayDays(today, -40);
  for (const t of TIERS) {
    const tier = await db
      .insertInto('yuebao_tier')
      .values({ created_by: admin?.id ?? null, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('yuebao_tier_version')
      .values({
        tier_id: tier.id,
        effective_from: from,
        min_amount: t.min,
        rate_ppm: t.rate,
        secondary_rate_ppm: t.secondary,
        auto_transfer: t.auto,
        transfer_time: t.time,
        enabled: 1,
        updated_by: admin?.id ?? null,
        updated_at: now,
      })
      .execute();
  }
  const savers = (
    await db
      .selectFrom('member')
      .innerJoin('member_balance as b', 'b.member_id', 'member.id')
      .select(['member.id', 'b.cash_balance'])
      .where('b.cash_balance', '>=', 1_000_00)
      .where('member.is_test', '=', 0)
      .orderBy('member.id')
      .limit(members)
      .execute()
  ).map(saverRow.map);
  for (let d = DAYS; d >= 1; d--) {
    const day = addBombayDays(today, -d);
    const start = bombayDayStart(day);
    await runYuebaoTransfers(db, start + 9 * HOUR);
    for (const [i, m] of savers.entries()) {
      // A quarter take a tenth back out on the last finished day, so its records show money moving both ways.
      const back = Math.floor((m.cash * 10) / 100 / 100) * 100;
      if (d === 1 && i % 4 === 1 && back > 0) {
        await transferYuebao(db, {
          memberId: m.memberId,
          amount: back,
          direction: 'out',
          ref: `seed-out-${day}`,
          now: start + 8 * HOUR + i * 1_000,
        }).catch(() => undefined);
      }
      // Everyone saves on the first day, about a third again two days later; the rest just earns.
      const first = d === DAYS;
      if (!first && !(d === 2 && i % 3 === 0)) continue;
      const amount = Math.floor((m.cash * (first ? 40 : 10)) / 100 / 100) * 100;
      if (amount <= 0) continue;
      await transferYuebao(db, {
        memberId: m.memberId,
        amount,
        direction: 'in',
        ref: `seed-${day}`,
        now: start + 10 * HOUR + i * 1_000,
      }).catch(() => undefined);
    }
    await accrueYuebaoDay(db, day, start + 24 * HOUR + 60_000);
  }
  await runYuebaoTransfers(db, Math.min(now, bombayDayStart(today) + 9 * HOUR));
  return savers.length;
}

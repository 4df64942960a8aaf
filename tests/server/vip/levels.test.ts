import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { addBombayDays, bombayDate, bombayDayStart } from '../../../server/domain/time';
import { VALID_BET_STATUSES } from '../../../plugins/vip/shared/validBets';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * VIP levels over HTTP on the seeded demo: list and edit levels, the daily evaluation promoting a
 * member (paid through the ledger once) and the 30-day fallback rule, the weekly reward run, bad input
 * writing nothing, and who may call what.
 */

let server: TestServer;
let admin: string;
let franchisee: string;
let agent: string;
let franchiseeId: number;

beforeAll(async () => {
  // Bets reaching back into the last ended Bombay week, whatever today's weekday (weekly figures).
  server = await startServer({ seedPeriodDays: 8 });
  [admin, franchisee, agent] = await Promise.all([server.login('admin'), server.login('franchisee'), server.login('agent')]);
  const me = await server.db
    .selectFrom('staff_user')
    .select('franchisee_id')
    .where('username', '=', 'franchisee')
    .executeTakeFirstOrThrow();
  franchiseeId = Number(me.franchisee_id);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const post = (path: string, token: string, body: unknown, key: string | null = randomUUID()) =>
  server.call(path, { body, token, headers: key ? { 'idempotency-key': key } : {} });
const yesterday = () => addBombayDays(bombayDate(Date.now()), -1);

async function levelRow(franchisee: number, level: number) {
  return server.db
    .selectFrom('vip_level')
    .selectAll()
    .where('franchisee_id', '=', franchisee)
    .where('level', '=', level)
    .executeTakeFirstOrThrow();
}

function form(row: Awaited<ReturnType<typeof levelRow>>, overrides: Record<string, unknown> = {}) {
  return {
    id: row.id,
    level: row.level,
    name: row.name,
    icon: row.icon,
    medal: row.medal,
    requiredMembers: row.required_members,
    requiredMonthly: Number(row.required_monthly),
    requiredWeekly: Number(row.required_weekly),
    upgradeReward: Number(row.upgrade_reward),
    upgradePoints: row.upgrade_points,
    weeklyReward: Number(row.weekly_reward),
    weeklyRewardEnabled: row.weekly_reward_enabled,
    fallback: row.fallback,
    ...overrides,
  };
}

/** VIP rewards credited to a member's cash: what the evaluation pays, whatever else moves the balance (one run saw it move for a reason not yet found). */
async function cash(memberId: number): Promise<number> {
  const row = await server.db
    .selectFrom('ledger_posting as p')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_journal as j', 'j.id', 'p.journal_id')
    .select(sql<number>`coalesce(sum(p.amount), 0)`.as('total'))
    .where('a.owner_type', '=', 'member')
    .where('a.owner_id', '=', String(memberId))
    .where('a.bucket', '=', 'cash')
    .where('j.type', '=', 'vip_reward')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

describe('vipLevel', () => {
  it('lists levels with member counts; a franchisee sees only its own; an agent is refused', async () => {
    const all = await post('/chance-vip-level/list', admin, {});
    expect(all.body.code).toBe(200);
    const franchisees = new Set(all.body.data.list.map((l: { franchiseeId: number }) => l.franchiseeId));
    expect(franchisees.size).toBeGreaterThan(1);
    const own = await post('/chance-vip-level/list', franchisee, {});
    expect(own.body.data.list.length).toBeGreaterThan(0);
    expect(own.body.data.list.every((l: { franchiseeId: number }) => l.franchiseeId === franchiseeId)).toBe(true);
    const counted = own.body.data.list.reduce((s: number, l: { members: number }) => s + l.members, 0);
    const members = await server.db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('franchisee_id', '=', franchiseeId)
      .where('is_test', '=', 0)
      .where('is_internal', '=', 0)
      .where(
        'vip_level',
        'in',
        own.body.data.list.map((l: { level: number }) => l.level),
      )
      .executeTakeFirstOrThrow();
    expect(counted).toBe(Number(members.n));
    expect((await post('/chance-vip-level/list', agent, {})).body.code).toBe('A0301');
  });

  it('saves an edit, refuses a bad name or a twin level without writing, and keeps franchisees apart', async () => {
    const row = await levelRow(franchiseeId, 2);
    const saved = await post('/chance-vip-level/save', franchisee, form(row, { name: 'Silver Star', requiredWeekly: 12_300 }));
    expect(saved.body).toMatchObject({ code: 200, data: { id: row.id } });
    expect(await levelRow(franchiseeId, 2)).toMatchObject({ name: 'Silver Star', required_weekly: 12_300 });

    const blank = await post('/chance-vip-level/save', franchisee, form(row, { name: '   ', requiredWeekly: 1 }), null);
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toMatch(/name/);
    const zh = await server.call('/chance-vip-level/save', { token: franchisee, language: 1, body: form(row, { name: 'x'.repeat(17) }) });
    expect(zh.body.msg).toMatch(/1 到 16/);
    const namesake = await post('/chance-vip-level/save', franchisee, form(row, { name: ' platinum ', requiredWeekly: 1 }));
    expect(namesake.body).toMatchObject({ code: 'A0400', msg: expect.stringMatching(/named platinum/) });
    const twin = await post('/chance-vip-level/save', franchisee, form(row, { level: 3 }));
    expect(twin.body.code).toBe('A0400');
    expect(await levelRow(franchiseeId, 2)).toMatchObject({ name: 'Silver Star', required_weekly: 12_300 });

    const other = await server.db.selectFrom('vip_level').selectAll().where('franchisee_id', '<>', franchiseeId).executeTakeFirstOrThrow();
    // Another franchisee may use a name this one holds.
    const otherName = await levelRow(Number(other.franchisee_id), 2);
    expect((await post('/chance-vip-level/save', admin, form(otherName, { name: 'Silver Star' }))).body.code).toBe(200);
    expect((await post('/chance-vip-level/save', franchisee, form(other, { name: 'Hijacked level' }))).body.code).toBe('A0404');
    expect(
      (await post('/chance-vip-level/save', franchisee, form(other, { id: undefined, level: 42, franchiseeId: other.franchisee_id }))).body
        .code,
    ).toBe('A0301');
    expect((await post('/chance-vip-level/save', agent, form(row))).body.code).toBe('A0301');
    const created = await post(
      '/chance-vip-level/save',
      admin,
      form(row, { id: undefined, level: 50, name: 'Fifty level', franchiseeId: other.franchisee_id }),
    );
    expect(created.body.code).toBe(200);
    const noFranchisee = await post('/chance-vip-level/save', admin, form(row, { id: undefined, level: 51, name: 'Fifty one' }));
    expect(noFranchisee.body.code).toBe('A0400');
  });

  it('edits the seeded short names (Gold, Crown, Royal) as they are: the name rule is 1 to 16 characters (issue 39 item 3)', async () => {
    for (const name of ['Gold', 'Crown', 'Royal']) {
      const row = await server.db
        .selectFrom('vip_level')
        .selectAll()
        .where('franchisee_id', '=', franchiseeId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      const saved = await post('/chance-vip-level/save', franchisee, form(row, { upgradePoints: row.upgrade_points + 1 }));
      expect(saved.body).toMatchObject({ code: 200, data: { id: row.id } });
      expect((await levelRow(franchiseeId, row.level)).upgrade_points).toBe(row.upgrade_points + 1);
    }
  });

  it('evaluating a day promotes a member who now qualifies, pays the reward through the ledger once, and re-running changes nothing', async () => {
    const day = yesterday();
    const from = bombayDayStart(addBombayDays(day, -29));
    const to = bombayDayStart(addBombayDays(day, 1));
    const better = await server.db
      .selectFrom('bet')
      .innerJoin('member', 'member.id', 'bet.member_id')
      .select(['member.id', 'member.vip_level', sql<number>`sum(bet.stake)`.as('monthly')])
      .where('bet.created_at', '>=', from)
      .where('bet.created_at', '<', to)
      .where('bet.status', 'in', VALID_BET_STATUSES)
      .where('bet.is_test', '=', 0)
      .where('member.franchisee_id', '=', franchiseeId)
      .where('member.is_test', '=', 0)
      .where('member.is_internal', '=', 0)
      .where('member.vip_level', '<', 9)
      .groupBy(['member.id', 'member.vip_level'])
      .orderBy('member.id')
      .executeTakeFirstOrThrow();
    const memberId = Number(better.id);
    const next = await levelRow(franchiseeId, better.vip_level + 1);
    // Thresholds this member meets: the next level asks for one paisa a month and nothing a week.
    expect(
      (
        await post(
          '/chance-vip-level/save',
          admin,
          form(next, { name: 'Easy promotion', requiredMonthly: 1, requiredWeekly: 0, upgradeReward: 7_700, upgradePoints: 30 }),
        )
      ).body.code,
    ).toBe(200);
    const before = await cash(memberId);
    const pointsBefore = Number(
      (await server.db.selectFrom('member').select('points').where('id', '=', memberId).executeTakeFirstOrThrow()).points,
    );

    const key = randomUUID();
    const first = await post('/chance-vip-level/evaluate', franchisee, { date: day }, key);
    expect(first.body.code).toBe(200);
    expect(first.body.data.promoted).toBeGreaterThan(0);
    const member = await server.db
      .selectFrom('member')
      .select(['vip_level', 'points'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(member.vip_level).toBeGreaterThan(better.vip_level);
    const change = await server.db
      .selectFrom('vip_level_change')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('business_date', '=', day)
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({ kind: 'promote', from_level: better.vip_level, to_level: member.vip_level });
    expect(Number(change.reward)).toBeGreaterThanOrEqual(7_700);
    expect(await cash(memberId)).toBe(before + Number(change.reward));
    expect(Number(member.points)).toBe(pointsBefore + change.points);
    const journal = await server.db
      .selectFrom('ledger_journal')
      .select(['type'])
      .where('business_key', '=', `vip_upgrade:${memberId}:${next.level}`)
      .executeTakeFirstOrThrow();
    expect(journal.type).toBe('vip_reward');

    const replay = await post('/chance-vip-level/evaluate', franchisee, { date: day }, key);
    expect(replay.body.data).toEqual(first.body.data);
    // A second run over the same members (the franchisee's) promotes nobody again; an admin's
    // run would also reach other franchisees, whose members may qualify that day on their own.
    const again = await post('/chance-vip-level/evaluate', franchisee, { date: day });
    expect(again.body.data.promoted).toBe(0);
    expect(await cash(memberId)).toBe(before + Number(change.reward));

    const list = await post('/chance-vip-level/change/list', franchisee, {
      kind: 'promote',
      startDate: day,
      endDate: day,
      pageIndex: 1,
      pageSize: 100,
    });
    expect(list.body.data.list.some((r: { memberId: number }) => r.memberId === memberId)).toBe(true);
  });

  it('the 30-day rule drops a fallback level not kept up by one level and restarts the window', async () => {
    const day = yesterday();
    const levels = await server.db.selectFrom('vip_level').selectAll().where('franchisee_id', '=', franchiseeId).orderBy('level').execute();
    const top = levels[levels.length - 1];
    // An idle member (no valid bets in the window) at a fallback level reached 31 days ago.
    const idle = await server.db
      .selectFrom('member')
      .select('id')
      .where('franchisee_id', '=', franchiseeId)
      .where('is_test', '=', 0)
      .where('is_internal', '=', 0)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('vip_level_change as c').select('c.id').whereRef('c.member_id', '=', 'member.id'))))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('bet')
              .select('bet.id')
              .whereRef('bet.member_id', '=', 'member.id')
              .where('bet.created_at', '>=', bombayDayStart(addBombayDays(day, -29))),
          ),
        ),
      )
      .orderBy('id')
      .limit(1)
      .execute();
    expect(idle).toHaveLength(1);
    const memberId = Number(idle[0].id);
    await post('/chance-vip-level/save', admin, form(top, { fallback: 1, name: 'Top of the tree', requiredMonthly: 1, requiredWeekly: 1 }));
    await server.db.updateTable('member').set({ vip_level: top.level }).where('id', '=', memberId).execute();
    await server.db
      .insertInto('vip_member_state')
      .values({ member_id: memberId, level_since: addBombayDays(day, -31), updated_at: Date.now() })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ level_since: addBombayDays(day, -31) }))
      .execute();

    const answer = await post('/chance-vip-level/evaluate', admin, { date: day });
    expect(answer.body.data.dropped).toBeGreaterThan(0);
    const after = await server.db.selectFrom('member').select('vip_level').where('id', '=', memberId).executeTakeFirstOrThrow();
    expect(after.vip_level).toBe(levels[levels.length - 2].level);
    const change = await server.db
      .selectFrom('vip_level_change')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('business_date', '=', day)
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({ kind: 'fallback', from_level: top.level, to_level: after.vip_level });
    const state = await server.db
      .selectFrom('vip_member_state')
      .select('level_since')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(state.level_since).toBe(day);
    const fallbacks = await post('/chance-vip-level/change/list', franchisee, { kind: 'fallback', pageIndex: 1, pageSize: 100 });
    expect(fallbacks.body.data.list.some((r: { memberId: number }) => r.memberId === memberId)).toBe(true);
  });

  it('refuses an unended or malformed day and a missing Idempotency-Key without writing', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('vip_level_change')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n = await count();
    const today = await post('/chance-vip-level/evaluate', admin, { date: bombayDate(Date.now()) });
    expect(today.body).toMatchObject({ code: 'A0400', msg: expect.stringMatching(/not ended/) });
    expect((await post('/chance-vip-level/evaluate', admin, { date: '2026-02-30' })).body.code).toBe('A0400');
    expect((await post('/chance-vip-level/evaluate', admin, { date: yesterday() }, null)).body.code).toBe('A0400');
    expect((await post('/chance-vip-level/evaluate', agent, { date: yesterday() })).body.code).toBe('A0301');
    expect(await count()).toBe(n);
  });
});

describe('weekly_reward', () => {
  it('pays an ended week once per member through the ledger, refuses a non-Monday or unended week', async () => {
    const lastMonday = (() => {
      let d = addBombayDays(bombayDate(Date.now()), -7);
      while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) d = addBombayDays(d, -1);
      return d;
    })();
    // Every level of the franchisee pays ₹5 a week to members with any valid bet that week.
    for (const row of await server.db.selectFrom('vip_level').selectAll().where('franchisee_id', '=', franchiseeId).execute()) {
      await post(
        '/chance-vip-level/save',
        admin,
        form(row, { name: `Weekly level ${row.level}`.slice(0, 16), weeklyRewardEnabled: 1, weeklyReward: 500, requiredWeekly: 0 }),
      );
    }
    const first = await post('/chance-vip-weekly/run', franchisee, { weekStart: lastMonday });
    expect(first.body.code).toBe(200);
    expect(first.body.data.paid).toBeGreaterThan(0);
    expect(first.body.data.amount).toBe(first.body.data.paid * 500);
    const row = await server.db.selectFrom('vip_weekly_reward').selectAll().where('week_start', '=', lastMonday).executeTakeFirstOrThrow();
    const journal = await server.db
      .selectFrom('ledger_journal')
      .select('type')
      .where('business_key', '=', row.journal_key)
      .executeTakeFirstOrThrow();
    expect(journal.type).toBe('vip_reward');
    const balance = await cash(Number(row.member_id));
    const again = await post('/chance-vip-weekly/run', admin, { weekStart: lastMonday });
    expect(again.body.data).toEqual({ paid: 0, amount: 0 });
    expect(await cash(Number(row.member_id))).toBe(balance);

    const list = await post('/chance-vip-weekly/list', franchisee, { weekStart: lastMonday, pageIndex: 1, pageSize: 10 });
    expect(list.body.data.total).toBe(first.body.data.paid);
    expect((await post('/chance-vip-weekly/run', admin, { weekStart: addBombayDays(lastMonday, 1) })).body.msg).toMatch(/Monday/);
    expect((await post('/chance-vip-weekly/run', admin, { weekStart: addBombayDays(lastMonday, 7) })).body.msg).toMatch(/not ended/);
    expect((await post('/chance-vip-weekly/list', agent, {})).body.code).toBe('A0301');
  });
});

import { hashPassword } from '../../../server/auth/password';
import { ROLE_MENUS } from '../../../demo/seed/roleMenus';
import { periodCloseJournal, rebateJournal } from '../../../server/domain/ledgerJournals';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { postJournal } from '../../../server/ledger/ledger';
import { memberBalances } from '../../../server/ledger/balances';
import { SETUP_TIMEOUT, sha256, type TestServer } from '../helpers/server';
import { creditMember, moneyServer, STAFF_PASSWORD, type MoneyOrg } from './fixture';
import { MEMBER_JOURNAL_TYPES } from '../../../plugins/money/shared/cashRecords';

/*
 * member_cash_record over HTTP: every posting of the members' accounts with its journal type and
 * balance after, filters, franchisee scoping, bad filters refused, agents without the menu refused.
 */

let server: TestServer;
let org: MoneyOrg;
let admin: string;
let franchisee: string;
let agent: string;
beforeAll(async () => {
  const started = await moneyServer(2);
  server = started.server;
  org = started.org;
  admin = await started.login('maker');
  franchisee = await started.login('fr1');
  const db = server.db;
  const station = await db.selectFrom('station').select('id').where('franchisee_id', '=', org.franchiseeId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('agent')
    .values({
      username: 'ag1',
      parent_id: null,
      station_id: station.id,
      franchisee_id: org.franchiseeId,
      level: 1,
      path: '/',
      status: 0,
      created_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db
    .insertInto('role')
    .values({ code: 'agent', name: 'agent', menu_list: JSON.stringify(ROLE_MENUS.agent), ip_whitelist: '', created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('staff_user')
    .values({
      username: 'ag1',
      password_hash: await hashPassword(sha256(STAFF_PASSWORD)),
      type: 2,
      role_id: role.id,
      franchisee_id: org.franchiseeId,
      station_id: station.id,
      agent_id: row.id,
      parent_id: null,
      language: 0,
      ip_whitelist: '',
      status: 0,
      failed_logins: 0,
      created_at: 0,
      updated_at: 0,
    })
    .execute();
  agent = await started.login('ag1');
  await creditMember(db, { maker: org.maker, checker: org.checker }, org.members[0], 10_000, 1_000);
  await creditMember(db, { maker: org.maker, checker: org.checker }, org.members[0], 2_500, 2_000);
  await creditMember(db, { maker: org.maker, checker: org.checker }, org.otherMember, 7_000, 3_000);
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

const list = (token: string, body: Record<string, unknown>) =>
  server.call('/chance-member-cash-record/list', { token, body: { pageIndex: 1, pageSize: 50, ...body } });

describe('member cash record', () => {
  it('lists a member’s postings newest first with type, amount and balance after, matching the ledger', async () => {
    const answer = await list(admin, { username: 'm1', bucket: 'cash' });
    expect(answer.body.code).toBe(200);
    const rows = answer.body.data.list as {
      username: string;
      type: string;
      amount: number;
      balanceAfter: number;
      operator: string | null;
    }[];
    expect(rows.map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([
      ['manual_credit', 2_500, 12_500],
      ['manual_credit', 10_000, 10_000],
    ]);
    expect(rows.every((r) => r.username === 'm1')).toBe(true);
    expect(rows[0].balanceAfter).toBe((await memberBalances(server.db, [org.members[0]])).get(org.members[0])?.cash);
    expect(answer.body.data.total).toBe(2);
    const byType = await list(admin, { type: 'deposit' });
    expect(byType.body.data.list).toEqual([]);
    const byTime = await list(admin, { startTime: 1_500, endTime: 2_500 });
    expect(byTime.body.data.list.map((r: { amount: number }) => r.amount)).toEqual([2_500]);
  });

  it('a franchisee sees only its own members’ postings; an agent has no access', async () => {
    const all = (await list(admin, {})).body.data.list as { memberId: number }[];
    expect(all.some((r) => r.memberId === org.otherMember)).toBe(true);
    const own = (await list(franchisee, {})).body.data.list as { memberId: number }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.some((r) => r.memberId === org.otherMember)).toBe(false);
    // Found through the journals (a type, a date range) the scope still holds.
    const credits = (await list(franchisee, { type: 'manual_credit', startTime: 0 })).body.data.list as { memberId: number }[];
    expect(credits.map((r) => r.memberId)).toEqual([org.members[0], org.members[0]]);
    expect((await list(agent, {})).body.code).toBe('A0301');
  });

  it('a type alone walks that type’s journals newest first (migration 052’s index), counted and scoped like the rest', async () => {
    const all = await list(admin, { type: 'manual_credit', pageSize: 2 });
    expect(all.body.data.list.map((r: { amount: number; type: string }) => [r.type, r.amount])).toEqual([
      ['manual_credit', 7_000],
      ['manual_credit', 2_500],
    ]);
    expect(all.body.data.total).toBe(3);
    const next = await list(admin, { type: 'manual_credit', pageSize: 2, pageIndex: 2 });
    expect(next.body.data.list.map((r: { amount: number }) => r.amount)).toEqual([10_000]);
    const own = await list(franchisee, { type: 'manual_credit' });
    expect(own.body.data.list.map((r: { amount: number }) => r.amount)).toEqual([2_500, 10_000]);
    expect(own.body.data.total).toBe(2);
    // With a recent range too (the range reaches the present): still the type's journals.
    const recent = await list(admin, { type: 'manual_credit', startTime: 2_000, endTime: Date.now() });
    expect(recent.body.data.list.map((r: { amount: number }) => r.amount)).toEqual([7_000, 2_500]);
  });

  it('with no member, type or past range, each page and the total equal a plain recomputation from the ledger, per scope', async () => {
    const db = server.db;
    // More types than manual credits (rebates on cash), and a house-only period close the list never shows.
    for (const [i, m] of [org.members[0], org.members[1], org.otherMember, org.members[0]].entries()) {
      await postJournal(
        db,
        rebateJournal({ memberId: m, date: `2026-03-0${i + 1}`, gameId: 1, amount: 100 + i, tenant: String(org.franchiseeId) }),
        { now: 4_000 + i },
      );
    }
    const close = periodCloseJournal({ periodId: 999_999, poolBalance: -50, tenant: String(org.franchiseeId) });
    if (close) await postJournal(db, close, { now: 5_000 });
    const plain = await db
      .selectFrom('ledger_posting as p')
      .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
      .select(['p.id', 'a.owner_id as owner', 'a.bucket', 'p.created_at as createdAt'])
      .where('a.owner_type', '=', 'member')
      .orderBy('p.id', 'desc')
      .execute();
    const cases: [Record<string, unknown>, (r: (typeof plain)[number]) => boolean][] = [
      [{}, () => true],
      [{ bucket: 'cash' }, (r) => r.bucket === 'cash'],
      [{ startTime: 2_000, endTime: Date.now() }, (r) => Number(r.createdAt) >= 2_000],
    ];
    for (const [token, inScope] of [
      [admin, () => true],
      [franchisee, (owner: string) => owner !== String(org.otherMember)],
    ] as const) {
      for (const [body, keep] of cases) {
        const expected = plain.filter((r) => inScope(r.owner) && keep(r)).map((r) => Number(r.id));
        expect(expected.length).toBeGreaterThan(3);
        const seen: number[] = [];
        for (let pageIndex = 1; pageIndex <= Math.ceil(expected.length / 3) + 1; pageIndex++) {
          const answer = await list(token, { ...body, pageIndex, pageSize: 3 });
          expect(answer.body.code).toBe(200);
          expect(answer.body.data).toMatchObject({ total: expected.length, totalCapped: false });
          seen.push(...(answer.body.data.list as { id: number }[]).map((r) => r.id));
        }
        expect(seen).toEqual(expected);
      }
    }
  });

  it('a count window counts only that far past the page: a lower bound flagged as such, the next window always reachable, exact near the end', async () => {
    const db = server.db;
    const postings = db.selectFrom('ledger_posting as p').select('p.id');
    const n = Number(
      (
        await db
          .selectFrom('ledger_posting')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(n).toBeGreaterThan(6);
    const sort = defineSort({ columns: { id: 'p.id' }, defaultField: 'id', defaultOrder: 'desc' });
    const at = (pageIndex: number) =>
      pagedList(db, { query: postings, select: (q) => q, sort, page: { pageIndex, pageSize: 2 }, capped: true, countWindow: 3 });
    // Page 1 counts 3 rows past offset 0 (window ≥ page size): "more than 3".
    expect(await at(1)).toMatchObject({ total: 3, totalCapped: true });
    // Page 2 (offset 2) counts to 5: the pager reaches further as the clerk walks.
    expect(await at(2)).toMatchObject({ total: 5, totalCapped: true });
    // Near the end the count is exact.
    const last = Math.ceil(n / 2);
    expect(await at(last)).toMatchObject({ total: n, totalCapped: false });
  });

  it('bad filters are refused with the field named', async () => {
    for (const [field, value] of [
      ['type', 'nonsense'],
      ['bucket', 'gold'],
      ['startTime', -1],
    ] as const) {
      const answer = await list(admin, { [field]: value });
      expect(answer.body.code).toBe('A0400');
      expect(answer.body.msg).toMatch(new RegExp(field));
    }
  });

  it('takes every journal type a member can see as a filter (vip_reward, yuebao_in were refused), and no type that never posts to a member', async () => {
    for (const type of MEMBER_JOURNAL_TYPES) expect([type, (await list(admin, { type })).body.code]).toEqual([type, 200]);
    expect((await list(admin, { type: 'period_close' })).body.code).toBe('A0400');
  });
});

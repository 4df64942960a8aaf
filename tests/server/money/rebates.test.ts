import { rebateJournal, rebateKey } from '../../../server/domain/ledgerJournals';
import { selectMenu } from '../../../server/menu/catalogue';
import { MENU_CATALOGUE, ROLE_MENUS } from '../../../demo/seed/roleMenus';
import { postJournal } from '../../../server/ledger/ledger';
import { SETUP_TIMEOUT, type TestServer } from '../helpers/server';
import { addMenuStaff, moneyServer, type MoneyOrg } from './fixture';

/*
 * money_management > fan_yong over HTTP: rebate_record (the records with member, game, Bombay
 * business day, turnover, rate, amount, status and the paid time from the ledger journal),
 * member_promotion_details (per member totals) and promotion_statistics (per day totals); filters
 * by member, game, day range and status; franchisee and agent scoping by the server; bad filters
 * refused; roles without the menu refused.
 */

const T0 = Date.UTC(2026, 1, 11, 0, 0, 0);
let server: TestServer;
let org: MoneyOrg;
let admin: string;
let franchisee: string;
let agent: string;
let seededAgent: string;
let noMenu: string;
let wingo: number;
let other: number;

interface RecordRow {
  id: number;
  memberId: number;
  username: string;
  gameId: number;
  gameName: string;
  businessDate: string;
  validTurnover: number;
  rateBps: number;
  amount: number;
  status: number;
  paidAt: number | null;
}

const addStaff = (username: string, menu: unknown, type: 0 | 2, agentId: number | null, stationId: number | null) =>
  addMenuStaff(server.db, org, username, menu, type, agentId, stationId);

beforeAll(async () => {
  const started = await moneyServer(2);
  server = started.server;
  org = started.org;
  const db = server.db;
  const station = await db.selectFrom('station').select('id').where('franchisee_id', '=', org.franchiseeId).executeTakeFirstOrThrow();
  const ag = await db
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
  await db
    .updateTable('agent')
    .set({ path: `/${ag.id}/` })
    .where('id', '=', ag.id)
    .execute();
  // m2 is in ag1's downline, m1 is not.
  await db.updateTable('member').set({ agent_id: ag.id }).where('id', '=', org.members[1]).execute();
  const fanYong = selectMenu(MENU_CATALOGUE, [['money_management', 'fan_yong']]);
  await addStaff('ag1', [...ROLE_MENUS.agent, ...fanYong], 2, ag.id, station.id);
  await addStaff('ag2', ROLE_MENUS.agent, 2, ag.id, station.id);
  await addStaff('cashonly', selectMenu(MENU_CATALOGUE, [['money_management', 'member_cash_record']]), 0, null, null);
  admin = await started.login('maker');
  franchisee = await started.login('fr1');
  agent = await started.login('ag1');
  seededAgent = await started.login('ag2');
  noMenu = await started.login('cashonly');

  wingo = (await db.selectFrom('game').select('id').where('code', '=', 'WINGO_1M').executeTakeFirstOrThrow()).id;
  other = (await db.selectFrom('game').select('id').where('id', '<>', wingo).orderBy('id').executeTakeFirstOrThrow()).id;
  const [m1, m2] = org.members;
  // [member, game, day, turnover, bps, amount, status]
  const rows: [number, number, string, number, number, number, 0 | 1 | 2][] = [
    [m1, wingo, '2026-02-09', 100_000, 50, 500, 1],
    [m1, other, '2026-02-09', 40_000, 50, 200, 2],
    [m1, wingo, '2026-02-10', 60_000, 50, 300, 0],
    [m2, wingo, '2026-02-10', 250_000, 20, 500, 1],
    [org.otherMember, wingo, '2026-02-10', 80_000, 25, 200, 1],
  ];
  await db.transaction().execute(async (trx) => {
    for (const [memberId, gameId, date, turnover, bps, amount, status] of rows) {
      const franchiseeId = memberId === org.otherMember ? org.otherFranchiseeId : org.franchiseeId;
      const rec = await trx
        .insertInto('rebate_record')
        .values({
          member_id: memberId,
          franchisee_id: franchiseeId,
          game_id: gameId,
          business_date: date,
          valid_turnover: turnover,
          rate_bps: bps,
          amount,
          status,
          journal_key: status === 1 ? rebateKey(memberId, date, gameId) : null,
          created_at: T0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (status === 1) {
        await postJournal(trx, rebateJournal({ memberId, date, gameId, amount, tenant: String(franchiseeId) }), {
          now: T0 + 3_600_000 + rec.id,
          refType: 'rebate_record',
          refId: rec.id,
        });
      }
    }
  });
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

// The totals screens take a day range; these cover the test's records.
const RANGE = { startDate: '2026-02-01', endDate: '2026-02-28' };
const call = (path: string, token: string, body: Record<string, unknown>) =>
  server.call(path, { token, body: { pageIndex: 1, pageSize: 50, ...(path.includes('/chance-rebate-record/') ? {} : RANGE), ...body } });
async function data(path: string, token: string, body: Record<string, unknown>) {
  const answer = await call(path, token, body);
  expect(answer.body.code).toBe(200);
  return answer.body.data;
}
const records = async (token: string, body: Record<string, unknown> = {}) =>
  (await data('/chance-rebate-record/list', token, body)).list as RecordRow[];
const LISTS = ['/chance-rebate-record/list', '/chance-rebate-member/list', '/chance-rebate-statistics/list'];
const GAMES = ['/chance-rebate-record/games', '/chance-rebate-member/games', '/chance-rebate-statistics/games'];

describe('rebate_record', () => {
  it('lists the records newest day first with member, game, turnover, rate, amount, status and the ledger’s paid time', async () => {
    const answer = await data('/chance-rebate-record/list', admin, {});
    const list = answer.list as RecordRow[];
    expect(list.map((r) => [r.username, r.businessDate, r.amount, r.status])).toEqual([
      ['other', '2026-02-10', 200, 1],
      ['m2', '2026-02-10', 500, 1],
      ['m1', '2026-02-10', 300, 0],
      ['m1', '2026-02-09', 200, 2],
      ['m1', '2026-02-09', 500, 1],
    ]);
    expect(answer).toMatchObject({ total: 5, totalCapped: false });
    const paid = list[4];
    expect(paid).toMatchObject({
      memberId: org.members[0],
      gameId: wingo,
      gameName: expect.any(String),
      validTurnover: 100_000,
      rateBps: 50,
      paidAt: T0 + 3_600_000 + paid.id,
    });
    // Held and cancelled records have no journal, so no paid time.
    expect(list[2].paidAt).toBeNull();
    expect(list[3].paidAt).toBeNull();
  });

  it('filters by member, game, Bombay day range and status, and sorts by amount', async () => {
    expect((await records(admin, { username: 'm1' })).length).toBe(3);
    expect((await records(admin, { memberId: org.members[1] })).map((r) => r.username)).toEqual(['m2']);
    expect((await records(admin, { gameId: other })).map((r) => r.amount)).toEqual([200]);
    expect((await records(admin, { startDate: '2026-02-10' })).length).toBe(3);
    expect((await records(admin, { endDate: '2026-02-09' })).length).toBe(2);
    expect((await records(admin, { startDate: '2026-02-09', endDate: '2026-02-09', status: 1 })).map((r) => r.amount)).toEqual([500]);
    expect((await records(admin, { status: 0 })).map((r) => r.username)).toEqual(['m1']);
    expect((await records(admin, { status: 2 })).map((r) => r.gameId)).toEqual([other]);
    expect(await records(admin, { username: 'nobody' })).toEqual([]);
    expect((await records(admin, { sortField: 'amount', sortOrder: 'ASC' })).map((r) => r.amount)).toEqual([200, 200, 300, 500, 500]);
  });
});

describe('member_promotion_details and promotion_statistics', () => {
  it('totals per member: records, turnover, paid, held and cancelled amounts, first and last day', async () => {
    const answer = await data('/chance-rebate-member/list', admin, {});
    expect(answer.total).toBe(3);
    const byName = Object.fromEntries((answer.list as { username: string }[]).map((r) => [r.username, r]));
    expect(byName.m1).toEqual({
      id: org.members[0],
      memberId: org.members[0],
      username: 'm1',
      records: 3,
      validTurnover: 200_000,
      paidAmount: 500,
      heldAmount: 300,
      cancelledAmount: 200,
      firstDate: '2026-02-09',
      lastDate: '2026-02-10',
    });
    // Largest paid amount first, ties by member id.
    expect((answer.list as { username: string }[]).map((r) => r.username)).toEqual(['m1', 'm2', 'other']);
    const filtered = await data('/chance-rebate-member/list', admin, { startDate: '2026-02-10', gameId: wingo });
    expect(filtered.list.map((r: { username: string }) => r.username).sort()).toEqual(['m1', 'm2', 'other']);
    expect(filtered.list.find((r: { username: string }) => r.username === 'm1')).toMatchObject({
      records: 1,
      paidAmount: 0,
      heldAmount: 300,
    });
    expect((await data('/chance-rebate-member/list', admin, { sortField: 'validTurnover', sortOrder: 'DESC' })).list[0].username).toBe(
      'm2',
    );
  });

  it('totals per business day: members, records, turnover and amounts by state, with the range’s sums', async () => {
    const answer = await data('/chance-rebate-statistics/list', admin, {});
    expect(answer.list).toEqual([
      {
        id: '2026-02-10',
        businessDate: '2026-02-10',
        members: 3,
        records: 3,
        validTurnover: 390_000,
        paidAmount: 700,
        heldAmount: 300,
        cancelledAmount: 0,
      },
      {
        id: '2026-02-09',
        businessDate: '2026-02-09',
        members: 1,
        records: 2,
        validTurnover: 140_000,
        paidAmount: 500,
        heldAmount: 0,
        cancelledAmount: 200,
      },
    ]);
    expect(answer.total).toBe(2);
    expect(answer.sums).toEqual({ validTurnover: 530_000, paidAmount: 1200, heldAmount: 300, cancelledAmount: 200, records: 5 });
    expect((await data('/chance-rebate-statistics/list', admin, { status: 1, endDate: '2026-02-09' })).list).toEqual([
      {
        id: '2026-02-09',
        businessDate: '2026-02-09',
        members: 1,
        records: 1,
        validTurnover: 100_000,
        paidAmount: 500,
        heldAmount: 0,
        cancelledAmount: 0,
      },
    ]);
  });
});

describe('scope and roles', () => {
  it('a franchisee sees only its members, an agent with the menu only its downline', async () => {
    expect((await records(franchisee)).map((r) => r.username).sort()).toEqual(['m1', 'm1', 'm1', 'm2']);
    expect((await records(agent)).map((r) => r.username)).toEqual(['m2']);
    expect(await records(agent, { username: 'm1' })).toEqual([]);
    expect((await data('/chance-rebate-member/list', franchisee, {})).list.map((r: { username: string }) => r.username)).toEqual([
      'm1',
      'm2',
    ]);
    expect((await data('/chance-rebate-member/list', agent, {})).list.map((r: { username: string }) => r.username)).toEqual(['m2']);
    const days = await data('/chance-rebate-statistics/list', franchisee, {});
    expect(
      days.list.map((d: { businessDate: string; members: number; paidAmount: number }) => [d.businessDate, d.members, d.paidAmount]),
    ).toEqual([
      ['2026-02-10', 2, 500],
      ['2026-02-09', 1, 500],
    ]);
    expect((await data('/chance-rebate-statistics/list', agent, {})).sums.paidAmount).toBe(500);
  });

  it('the seeded agent menu and a role without the fan_yong menu are refused on every endpoint', async () => {
    for (const token of [noMenu, seededAgent]) {
      for (const path of [...LISTS, ...GAMES]) expect((await call(path, token, {})).body.code).toBe('A0301');
    }
    for (const token of [admin, franchisee]) {
      for (const path of GAMES) {
        const games = await server.call(path, { token, body: {} });
        expect(games.body.data.list).toEqual(expect.arrayContaining([expect.objectContaining({ id: wingo })]));
      }
    }
  });

  it('bad filters are refused with the field named', async () => {
    for (const path of LISTS) {
      for (const [body, field] of [
        [{ status: 3 }, 'status'],
        [{ status: 'paid' }, 'status'],
        [{ gameId: 'x' }, 'gameId'],
        [{ startDate: '2026-02-30' }, 'startDate'],
        [{ endDate: '10/02/2026' }, 'endDate'],
        [{ startDate: '2026-02-10', endDate: '2026-02-09' }, 'endDate'],
        [{ sortField: 'password' }, 'sortField'],
      ] as const) {
        const answer = await call(path, admin, body);
        expect(answer.body.code).toBe('A0400');
        expect(answer.body.msg).toMatch(new RegExp(field));
      }
    }
  });

  it('the totals screens require a day range of at most 366 days; the record list does not', async () => {
    for (const path of LISTS.slice(1)) {
      for (const [body, field] of [
        [{ startDate: '' }, 'startDate'],
        [{ endDate: null }, 'endDate'],
        [{ startDate: '2025-01-01', endDate: '2026-01-02' }, 'endDate'],
      ] as const) {
        const answer = await call(path, admin, body);
        expect(answer.body.code).toBe('A0400');
        expect(answer.body.msg).toMatch(new RegExp(field));
      }
      expect((await call(path, admin, { startDate: '2025-01-02', endDate: '2026-01-02' })).body.code).toBe(200);
    }
    expect((await call('/chance-rebate-record/list', admin, { startDate: '', endDate: '' })).body.code).toBe(200);
  });
});

describe('cancelling a held record', () => {
  const cancel = (token: string, body: Record<string, unknown>) => server.call('/chance-rebate-record/cancel', { token, body });
  const logCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('operation_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('action', '=', 'rebate.cancel')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('cancels with the reason, the canceller and the time, audited before and after; a paid or cancelled record stays as it is', async () => {
    const db = server.db;
    const held = await db
      .insertInto('rebate_record')
      .values({
        member_id: org.members[0],
        franchisee_id: org.franchiseeId,
        game_id: other,
        business_date: '2026-01-15',
        valid_turnover: 30_000,
        rate_bps: 50,
        amount: 150,
        status: 0,
        created_at: T0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await cancel(franchisee, { id: held.id, reason: '  hedged bets  ' });
    expect(answer.body).toMatchObject({ code: 200, data: { id: held.id, status: 2 } });
    const [row] = await records(admin, { startDate: '2026-01-15', endDate: '2026-01-15' });
    expect(row).toMatchObject({
      id: held.id,
      status: 2,
      cancelReason: 'hedged bets',
      cancelledBy: 'fr1',
      paidAt: null,
      cancelledAt: expect.any(Number),
    });
    const log = await db
      .selectFrom('operation_log')
      .select(['target_id', 'before_json', 'after_json'])
      .where('action', '=', 'rebate.cancel')
      .executeTakeFirstOrThrow();
    expect(String(log.target_id)).toBe(String(held.id));
    expect(JSON.parse(log.before_json as string)).toEqual({ status: 0 });
    expect(JSON.parse(log.after_json as string)).toEqual({ status: 2, reason: 'hedged bets' });

    const paid = (await records(admin, { status: 1, username: 'm1' }))[0];
    for (const id of [held.id, paid.id]) {
      const again = await cancel(admin, { id, reason: 'again' });
      expect(again.body).toMatchObject({
        code: 'A0400',
        msg: 'Only a held rebate can be cancelled: this one was paid or cancelled already',
      });
    }
    expect((await records(admin, { status: 1, username: 'm1' }))[0]).toMatchObject({ id: paid.id, status: 1, cancelReason: '' });
    expect(await logCount()).toBe(1);
  });

  it('refuses a missing reason, an unknown or out-of-scope record, agents and roles without the menu, changing nothing', async () => {
    const db = server.db;
    const otherHeld = await db
      .insertInto('rebate_record')
      .values({
        member_id: org.otherMember,
        franchisee_id: org.otherFranchiseeId,
        game_id: wingo,
        business_date: '2026-01-16',
        valid_turnover: 30_000,
        rate_bps: 50,
        amount: 150,
        status: 0,
        created_at: T0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mine = (await records(admin, { status: 0, username: 'm1' }))[0];
    const m2Held = await db
      .insertInto('rebate_record')
      .values({
        member_id: org.members[1],
        franchisee_id: org.franchiseeId,
        game_id: wingo,
        business_date: '2026-01-16',
        valid_turnover: 30_000,
        rate_bps: 50,
        amount: 150,
        status: 0,
        created_at: T0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await logCount();
    for (const [token, body, code] of [
      [admin, { id: mine.id }, 'A0400'],
      [admin, { id: mine.id, reason: '   ' }, 'A0400'],
      [admin, { id: 'x', reason: 'r' }, 'A0400'],
      [admin, { id: 999_999, reason: 'r' }, 'A0404'],
      [franchisee, { id: otherHeld.id, reason: 'r' }, 'A0404'],
      // An agent given the menu still may not cancel, not even in its downline.
      [agent, { id: m2Held.id, reason: 'r' }, 'A0301'],
      [seededAgent, { id: m2Held.id, reason: 'r' }, 'A0301'],
      [noMenu, { id: mine.id, reason: 'r' }, 'A0301'],
    ] as const) {
      expect((await cancel(token, body)).body.code).toBe(code);
    }
    const statuses = await db.selectFrom('rebate_record').select('status').where('id', 'in', [otherHeld.id, mine.id, m2Held.id]).execute();
    expect(statuses.map((r) => r.status)).toEqual([0, 0, 0]);
    expect(await logCount()).toBe(before);
  });
});

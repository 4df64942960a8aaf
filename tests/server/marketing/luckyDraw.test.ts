import { startServer, type TestServer } from '../helpers/server';
import { luckyPrizeIndex } from '../../../server/domain/draw/weighted';
import { commitment } from '../../../server/domain/draw/commitReveal';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { Simulator } from '../../../demo/simulator/simulator';
import { prng } from '../lottery/fixture';

/*
 * Lucky-draw campaigns over HTTP on the seeded demo: a business campaign created, opened (commitment
 * published), drawn by members (the admin "simulate" route stands in for the member app), paid once
 * through the ledger / points ledger / a ticket, closed (seed revealed) and every draw recomputed by
 * the public verification; entry rules; bad input writing nothing; the authorization matrix with
 * franchisee scoping; and stock that never goes below zero under 50 concurrent draws.
 */

let server: TestServer;
let admin: string;
let franchisee: string;
let agent: string;
let franchiseeId: number;

beforeAll(async () => {
  server = await startServer();
  [admin, franchisee, agent] = await Promise.all([server.login('admin'), server.login('franchisee'), server.login('agent')]);
  franchiseeId = Number(
    (await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow())
      .franchisee_id,
  );
});
afterAll(() => server.close());

const post = (path: string, token: string, body: unknown) => server.call(path, { body, token });
const count = async (table: 'lucky_campaign' | 'lucky_prize' | 'lucky_draw' | 'ledger_journal' | 'member_ticket' | 'points_ledger') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = () =>
  Promise.all((['lucky_campaign', 'lucky_prize', 'lucky_draw', 'ledger_journal', 'member_ticket', 'points_ledger'] as const).map(count));

/** Active, real members of a franchisee (not test, not internal). */
const membersOf = async (fid: number, n: number) =>
  (
    await server.db
      .selectFrom('member')
      .select(['id', 'vip_level', 'total_recharge', 'points'])
      .where('franchisee_id', '=', fid)
      .where('status', '=', 0)
      .where('is_test', '=', 0)
      .where('is_internal', '=', 0)
      .orderBy('id')
      .limit(n)
      .execute()
  ).map((m) => ({ id: Number(m.id), vipLevel: Number(m.vip_level), recharge: Number(m.total_recharge), points: Number(m.points) }));

const campaign = (over: Record<string, unknown> = {}) => ({
  name: 'Diwali wheel',
  description: 'Spin for Diwali',
  startsAt: Date.now() - 60_000,
  endsAt: Date.now() + 86_400_000,
  minVipLevel: 0,
  minDeposit: 0,
  dailyLimit: 100,
  prizes: [
    { name: '₹5 cash', kind: 'money', amount: 500, weight: 30, stock: 1_000 },
    { name: '100 points', kind: 'points', amount: 100, weight: 30 },
    { name: 'Thanks', kind: 'none', weight: 40 },
  ],
  ...over,
});

async function openBusiness(body: Record<string, unknown>) {
  const saved = await post('/chance-business-lottery/save', franchisee, body);
  expect(saved.body.code).toBe(200);
  const id = saved.body.data.id as number;
  const opened = await post('/chance-business-lottery/open', franchisee, { id });
  expect(opened.body.code).toBe(200);
  return { id, seedHash: opened.body.data.seedHash as string };
}

describe('lucky draws', () => {
  it('runs a campaign: commitment, draws paid once through the ledger, reveal, public verification', async () => {
    const ticket = await server.db
      .selectFrom('ticket')
      .select('id')
      .where('franchisee_id', '=', franchiseeId)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', Date.now() + 2 * 86_400_000)]))
      .executeTakeFirstOrThrow();
    const body = campaign({
      prizes: [...(campaign().prizes as object[]), { name: 'Ticket', kind: 'ticket', ticketId: ticket.id, weight: 20, stock: 5 }],
    });
    const { id, seedHash } = await openBusiness(body);
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);
    // Open: the prizes are frozen.
    expect((await post('/chance-business-lottery/save', franchisee, { ...body, id })).body.code).toBe('A0400');

    const members = await membersOf(franchiseeId, 8);
    const journalsBefore = await count('ledger_journal');
    const draws = [];
    for (const m of members)
      for (let k = 0; k < 3; k++) {
        const answer = await post('/chance-business-lottery/simulate', admin, { campaignId: id, memberId: m.id });
        expect(answer.body.code).toBe(200);
        draws.push({ memberId: m.id, ...answer.body.data });
      }
    expect(draws.map((d) => d.drawNo)).toEqual(draws.map((_, i) => i + 1));
    const moneyWins = draws.filter((d) => d.kind === 'money' && d.outcome === 'won');
    expect(await count('ledger_journal')).toBe(journalsBefore + moneyWins.length);
    for (const d of moneyWins) {
      const journal = await server.db
        .selectFrom('ledger_journal')
        .select(['type', 'business_key'])
        .where('ref_type', '=', 'lucky_draw')
        .where('ref_id', '=', String(d.drawId))
        .execute();
      expect(journal).toEqual([{ type: 'lucky_draw', business_key: `lucky_draw:${d.drawId}` }]);
    }
    const pointWins = draws.filter((d) => d.kind === 'points');
    for (const m of members) {
      const now = await server.db.selectFrom('member').select('points').where('id', '=', m.id).executeTakeFirstOrThrow();
      expect(Number(now.points)).toBe(m.points + 100 * pointWins.filter((d) => d.memberId === m.id).length);
    }
    expect(
      await server.db
        .selectFrom('member_ticket')
        .select('id')
        .where('lucky_draw_id', 'is not', null)
        .where('ticket_id', '=', ticket.id)
        .execute(),
    ).toHaveLength(draws.filter((d) => d.kind === 'ticket' && d.outcome === 'won').length);

    // Before the reveal the public page shows the commitment and weights, never the seed.
    const during = await server.call(`/chance-lucky-draw/verify?campaignId=${id}`, { method: 'GET' });
    expect(during.body.data).toMatchObject({ seedHash, seed: null, totalWeight: 120, status: 'open' });
    expect(during.body.data.draws.every((d: { verified: unknown }) => d.verified === null)).toBe(true);

    const closed = await post('/chance-business-lottery/close', franchisee, { id });
    expect(closed.body.code).toBe(200);
    const seed = closed.body.data.seed as string;
    expect(commitment(seed)).toBe(seedHash);
    const after = await server.call(`/chance-lucky-draw/verify?campaignId=${id}&limit=200`, { method: 'GET' });
    expect(after.body.data).toMatchObject({ seed, commitmentOk: true });
    expect(after.body.data.draws).toHaveLength(draws.length);
    for (const d of draws) {
      // Anyone recomputes each prize from the revealed seed, the published weights, the draw number and the member.
      expect(luckyPrizeIndex(seed, [30, 30, 40, 20], { campaignId: id, drawNo: d.drawNo, memberId: d.memberId })).toBe(d.prizeIndex);
    }
    expect(after.body.data.draws.every((d: { verified: boolean }) => d.verified)).toBe(true);
    expect((await post('/chance-business-lottery/simulate', admin, { campaignId: id, memberId: members[0].id })).body.code).toBe('A0400');
    const campaigns = await server.call('/chance-lucky-draw/verifyCampaigns', { method: 'GET' });
    expect(campaigns.body.data.some((c: { campaignId: number }) => c.campaignId === id)).toBe(true);

    // The award log lists the prizes: the lucky-draw tab, and won tickets in the ticket tab.
    const log = await post('/chance-lucky-draw/log', franchisee, { campaignId: id, pageIndex: 1, pageSize: 100 });
    expect(log.body.data.total).toBe(draws.length);
    expect(
      log.body.data.list.filter(
        (r: { kind: string; outcome: string; journalId: number | null }) => r.kind === 'money' && r.outcome === 'won' && r.journalId,
      ),
    ).toHaveLength(moneyWins.length);
    const tickets = await post('/chance-ticket/issue/log', franchisee, {
      ticketId: ticket.id,
      source: 'lucky_draw',
      pageIndex: 1,
      pageSize: 100,
    });
    const wonTickets = draws.filter((d) => d.kind === 'ticket' && d.outcome === 'won').length;
    expect(tickets.body.data.total).toBe(wonTickets);
    expect(
      tickets.body.data.list.every(
        (r: { campaignName: string; issuedBy: string | null }) => r.campaignName === 'Diwali wheel' && r.issuedBy === null,
      ),
    ).toBe(true);
    const staffIssued = await post('/chance-ticket/issue/log', franchisee, {
      ticketId: ticket.id,
      source: 'staff',
      pageIndex: 1,
      pageSize: 100,
    });
    expect(staffIssued.body.data.list.every((r: { luckyDrawId: number | null }) => r.luckyDrawId === null)).toBe(true);
  });

  it("applies the entry rules: VIP level, total deposits, draws per day, the campaign's own members", async () => {
    const members = await membersOf(franchiseeId, 200);
    const low = members.find((m) => m.vipLevel < 3) as { id: number };
    const poor = members.find((m) => m.recharge < 100_000_00) as { id: number };
    const { id: vipId } = await openBusiness(campaign({ name: 'VIP wheel', minVipLevel: 3 }));
    const refusedVip = await post('/chance-business-lottery/simulate', admin, { campaignId: vipId, memberId: low.id });
    expect(refusedVip.body.msg).toMatch(/VIP level 3/);
    const { id: depId } = await openBusiness(campaign({ name: 'Depositors', minDeposit: 100_000_00 }));
    expect((await post('/chance-business-lottery/simulate', admin, { campaignId: depId, memberId: poor.id })).body.msg).toMatch(
      /deposits of at least ₹100000.00/,
    );
    // Past its end time a campaign takes no draw, and its seed is public even before staff close it.
    const { id: endedId, seedHash: endedHash } = await openBusiness(campaign({ name: 'Ended' }));
    expect((await server.call(`/chance-lucky-draw/verify?campaignId=${endedId}`, { method: 'GET' })).body.data.seed).toBeNull();
    await server.db
      .updateTable('lucky_campaign')
      .set({ starts_at: Date.now() - 7_200_000, ends_at: Date.now() - 1 })
      .where('id', '=', endedId)
      .execute();
    expect((await post('/chance-business-lottery/simulate', admin, { campaignId: endedId, memberId: members[0].id })).body.msg).toMatch(
      /not open for draws/,
    );
    const ended = await server.call(`/chance-lucky-draw/verify?campaignId=${endedId}`, { method: 'GET' });
    expect(commitment(ended.body.data.seed)).toBe(endedHash);
    const { id: dailyId } = await openBusiness(campaign({ name: 'Twice a day', dailyLimit: 2 }));
    for (let k = 0; k < 2; k++)
      expect((await post('/chance-business-lottery/simulate', admin, { campaignId: dailyId, memberId: members[0].id })).body.code).toBe(
        200,
      );
    const third = await post('/chance-business-lottery/simulate', admin, { campaignId: dailyId, memberId: members[0].id });
    expect(third.body.msg).toMatch(/today's 2 draws/);
    const other = await server.db
      .selectFrom('member')
      .select('id')
      .where('franchisee_id', '<>', franchiseeId)
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await post('/chance-business-lottery/simulate', admin, { campaignId: dailyId, memberId: other.id })).body.code).toBe('A0400');
    // A refused draw takes no draw number and writes nothing.
    expect(
      Number(
        (await server.db.selectFrom('lucky_campaign').select('draws_made').where('id', '=', dailyId).executeTakeFirstOrThrow()).draws_made,
      ),
    ).toBe(2);
  });

  it('refuses bad input without writing anything', async () => {
    const before = await counts();
    const good = campaign();
    for (const bad of [
      { ...good, name: '' },
      { ...good, name: 'x'.repeat(41) },
      { ...good, endsAt: good.startsAt },
      { ...good, dailyLimit: 0 },
      { ...good, prizes: [] },
      { ...good, prizes: [{ name: 'Cash', kind: 'money', amount: 0, weight: 1 }] },
      { ...good, prizes: [{ name: 'Cash', kind: 'money', amount: 100, weight: 0 }] },
      { ...good, prizes: [{ name: 'Cash', kind: 'money', amount: 100, weight: 1.5 }] },
      { ...good, prizes: [{ name: 'Cash', kind: 'money', amount: 100, weight: 1, stock: -1 }] },
      { ...good, prizes: [{ name: 'Ticket', kind: 'ticket', weight: 1 }] },
      { ...good, prizes: [{ name: 'Car', kind: 'car', weight: 1 }] },
      { ...good, minDeposit: -100 },
    ]) {
      const answer = await post('/chance-business-lottery/save', franchisee, bad);
      expect(answer.status).toBe(400);
    }
    const zh = await server.call('/chance-business-lottery/save', { token: franchisee, language: 1, body: { ...good, name: '' } });
    expect(zh.body.msg).toMatch(/1 到 40/);
    const theirTicket = await server.db
      .selectFrom('ticket')
      .select('id')
      .where('franchisee_id', '<>', franchiseeId)
      .executeTakeFirstOrThrow();
    expect(
      (
        await post('/chance-business-lottery/save', franchisee, {
          ...good,
          prizes: [{ name: 'T', kind: 'ticket', ticketId: theirTicket.id, weight: 1 }],
        })
      ).body.code,
    ).toBe('A0400');
    const theirStation = await server.db
      .selectFrom('station')
      .select('id')
      .where('franchisee_id', '<>', franchiseeId)
      .executeTakeFirstOrThrow();
    expect((await post('/chance-business-lottery/save', franchisee, { ...good, stationId: theirStation.id })).body.code).toBe('A0400');
    expect((await post('/chance-business-lottery/simulate', admin, { campaignId: 'x', memberId: 1 })).body.code).toBe('A0400');
    expect(await counts()).toEqual(before);
  });

  it('enforces the authorization matrix and keeps franchisees to their own campaigns', async () => {
    const other = await server.db.selectFrom('franchisee').select('id').where('id', '<>', franchiseeId).executeTakeFirstOrThrow();
    const theirs = await post('/chance-business-lottery/save', admin, { ...campaign({ name: 'Their wheel' }), franchiseeId: other.id });
    expect(theirs.body.code).toBe(200);
    const theirId = theirs.body.data.id as number;
    const platform = await post('/chance-member-lottery/save', admin, campaign({ name: 'Platform wheel' }));
    expect(platform.body.code).toBe(200);
    const before = await counts();

    // Franchisee: never another franchisee's campaign, never the platform-wide screen.
    for (const path of ['open', 'close'])
      expect((await post(`/chance-business-lottery/${path}`, franchisee, { id: theirId })).body.code).toBe('A0404');
    expect((await post('/chance-business-lottery/save', franchisee, { ...campaign(), id: theirId })).body.code).toBe('A0404');
    expect((await post('/chance-business-lottery/save', franchisee, { ...campaign(), franchiseeId: other.id })).body.code).toBe('A0301');
    const list = await post('/chance-business-lottery/list', franchisee, { pageIndex: 1, pageSize: 100 });
    expect(list.body.data.list.length).toBeGreaterThan(0);
    expect(list.body.data.list.every((c: { franchiseeId: number }) => c.franchiseeId === franchiseeId)).toBe(true);
    for (const path of ['list', 'save', 'open', 'close', 'options', 'simulate']) {
      expect((await post(`/chance-member-lottery/${path}`, franchisee, { id: platform.body.data.id })).body.code).toBe('A0301');
    }
    expect((await post('/chance-business-lottery/simulate', franchisee, { campaignId: theirId, memberId: 1 })).body.code).toBe('A0301');
    // Agent: nothing at all.
    for (const path of [
      '/chance-business-lottery/list',
      '/chance-business-lottery/save',
      '/chance-member-lottery/list',
      '/chance-lucky-draw/log',
    ]) {
      expect((await post(path, agent, {})).body.code).toBe('A0301');
    }
    // Signed out: refused (the verification is the only public part).
    expect((await server.call('/chance-business-lottery/list', { body: {} })).body.code).toBe('A0230');
    // Admin: both screens, each showing only its own kind.
    const adminBusiness = await post('/chance-business-lottery/list', admin, { pageIndex: 1, pageSize: 100 });
    expect(adminBusiness.body.data.list.some((c: { id: number }) => c.id === theirId)).toBe(true);
    expect(adminBusiness.body.data.list.every((c: { franchiseeId: number | null }) => c.franchiseeId !== null)).toBe(true);
    const adminPlatform = await post('/chance-member-lottery/list', admin, { pageIndex: 1, pageSize: 100 });
    expect(adminPlatform.body.data.list.map((c: { id: number }) => c.id)).toContain(platform.body.data.id);
    expect((await post('/chance-member-lottery/open', admin, { id: theirId })).body.code).toBe('A0404');
    // A draft is not public.
    expect((await server.call(`/chance-lucky-draw/verify?campaignId=${theirId}`, { method: 'GET' })).body.code).toBe('A0404');
    expect(await counts()).toEqual(before);
  });

  it('never lets stock go below zero under 50 concurrent draws', async () => {
    const { id } = await openBusiness(
      campaign({ name: 'Rush', prizes: [{ name: '₹1', kind: 'money', amount: 100, weight: 1, stock: 10 }] }),
    );
    const members = await membersOf(franchiseeId, 50);
    expect(members).toHaveLength(50);
    const journals = await count('ledger_journal');
    const answers = await Promise.all(
      members.map((m) => post('/chance-business-lottery/simulate', admin, { campaignId: id, memberId: m.id })),
    );
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    const outcomes = answers.map((a) => a.body.data.outcome as string);
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'out_of_stock')).toHaveLength(40);
    expect(new Set(answers.map((a) => a.body.data.drawNo)).size).toBe(50);
    const prize = await server.db.selectFrom('lucky_prize').select('stock_left').where('campaign_id', '=', id).executeTakeFirstOrThrow();
    expect(prize.stock_left).toBe(0);
    expect(await count('ledger_journal')).toBe(journals + 10);
    expect((await checkLedger(server.db)).problems).toEqual([]);
  });

  it("lets the simulator stand in for members of the campaign's franchisee", async () => {
    const { id } = await openBusiness(campaign({ name: 'Simulated', dailyLimit: 1_000 }));
    const sim = new Simulator(server.db, prng(11));
    // Other tests' campaigns are closed or limited; run until this one has draws.
    for (let i = 0; i < 80; i++) await sim.luckyDraw(Date.now());
    const rows = await server.db
      .selectFrom('lucky_draw')
      .innerJoin('member', 'member.id', 'lucky_draw.member_id')
      .select(['member.franchisee_id'])
      .where('lucky_draw.campaign_id', '=', id)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => Number(r.franchisee_id) === franchiseeId)).toBe(true);
    expect(sim.stats.luckyDraws).toBeGreaterThanOrEqual(rows.length);
  });
});

import { checkLedger } from '../../../../plugins/money/server/checkLedger';
import { SETUP_TIMEOUT } from '../../helpers/server';
import { logsFor, membersFixture, type MembersFixture } from './fixture';

/* Trial players and internal play-along accounts: lists by kind, lock, delete, create, top up and reduce through the ledger. */

let f: MembersFixture;
beforeAll(async () => {
  f = await membersFixture();
}, SETUP_TIMEOUT);
afterAll(() => f.close());

const call = (path: string, token: string, body: unknown, language?: 0 | 1) => f.server.call(path, { token, body, language });
const get = (path: string, token: string, key?: string) =>
  f.server.call(path, { method: 'GET', token, headers: key === undefined ? {} : { 'Idempotency-Key': key } });
const cashOf = async (id: number) =>
  (
    await f.server.db
      .selectFrom('ledger_account')
      .select('balance')
      .where('owner_type', '=', 'member')
      .where('owner_id', '=', String(id))
      .where('bucket', '=', 'cash')
      .executeTakeFirst()
  )?.balance ?? 0;

describe('play-along (internal) accounts', () => {
  let id: number;
  let stationId: number;

  it('creates one in a station of the caller, refusing taken names and bad lengths', async () => {
    stationId = (await f.server.db.selectFrom('station').select('id').where('franchisee_id', '=', f.franchiseeId).executeTakeFirstOrThrow())
      .id;
    const short = await call('/chance-member/save/daiWanMember/account', f.tokens.franchisee, { username: 'ab', stationId }, 1);
    expect(short.body.msg).toContain('长度为 3 到 16 个字符');
    const created = await call('/chance-member/save/daiWanMember/account', f.tokens.franchisee, {
      username: 'house_bob',
      nickname: 'Bob',
      stationId,
    });
    expect(created.body.code).toBe(200);
    id = created.body.data.id;
    const again = await call('/chance-member/save/daiWanMember/account', f.tokens.admin, { username: 'house_bob', stationId }, 0);
    expect(again.body.msg).toBe('The username house_bob is already taken');
    const foreignStation = await f.server.db
      .selectFrom('station')
      .select('id')
      .where('franchisee_id', '<>', f.franchiseeId)
      .executeTakeFirstOrThrow();
    expect(
      (await call('/chance-member/save/daiWanMember/account', f.tokens.franchisee, { username: 'house_eve', stationId: foreignStation.id }))
        .body.code,
    ).toBe('A0404');
    expect((await call('/chance-member/save/daiWanMember/account', f.tokens.agent, { username: 'house_eve', stationId })).body.code).toBe(
      'A0301',
    );
  });

  it('lists only internal accounts, never among formal members', async () => {
    const list = await call('/chance-member/daiWanlist', f.tokens.admin, { username: 'house_bob' });
    expect(list.body.data.list.map((m: { id: number }) => m.id)).toEqual([id]);
    const formal = await call('/chance-member/list', f.tokens.admin, { username: 'house_bob' });
    expect(formal.body.data.total).toBe(0);
  });

  it('tops up and reduces through the ledger, once per Idempotency-Key, never below zero', async () => {
    const before = await cashOf(id);
    expect((await get(`/chance-member/daiwan/deposit?id=${id}&amount=50000`, f.tokens.admin)).body.code).toBe('A0400');
    const first = await get(`/chance-member/daiwan/deposit?id=${id}&amount=50000&remark=float`, f.tokens.admin, 'k-dep-1');
    const replay = await get(`/chance-member/daiwan/deposit?id=${id}&amount=50000&remark=float`, f.tokens.admin, 'k-dep-1');
    expect(first.body.data).toEqual(replay.body.data);
    expect(await cashOf(id)).toBe(before + 50000);
    const tooMuch = await get(`/chance-member/daiwan/reduce?id=${id}&amount=50001`, f.tokens.admin, 'k-red-1');
    expect(tooMuch.body.code).toBe('A0400');
    expect(await cashOf(id)).toBe(before + 50000);
    const reduced = await get(`/chance-member/daiwan/reduce?id=${id}&amount=20000`, f.tokens.admin, 'k-red-2');
    expect(reduced.body.data.balanceAfter).toBe(before + 30000);
    expect(await logsFor(f.server, 'internal_member.deposit', id)).toHaveLength(1);
    expect((await checkLedger(f.server.db)).problems).toEqual([]);
  });

  it('refuses an amount over the manual ceiling of the money settings, naming the field, and moves nothing', async () => {
    const before = await cashOf(id);
    const huge = await get(`/chance-member/daiwan/deposit?id=${id}&amount=9999999999900`, f.tokens.admin, 'k-dep-huge');
    expect(huge.body.code).toBe('A0400');
    expect(JSON.stringify(huge.body)).toContain('amount');
    expect(await cashOf(id)).toBe(before);
  });

  it('refuses a formal member on the play-along endpoints, and agents altogether', async () => {
    expect((await get(`/chance-member/daiwan/deposit?id=${f.agentMember}&amount=100`, f.tokens.admin, 'k-dep-formal')).body.code).toBe(
      'A0404',
    );
    expect((await get(`/chance-member/daiwan/deposit?id=${id}&amount=100`, f.tokens.agent, 'k-dep-agent')).body.code).toBe('A0301');
    expect((await call('/chance-member/daiWanlist', f.tokens.agent, {})).body.code).toBe('A0301');
  });

  it('edits nickname and lock state', async () => {
    const answer = await call('/chance-member/update/daiWanMember/account', f.tokens.admin, { id, nickname: 'Bobby', status: 1 });
    expect(answer.body.data).toMatchObject({ nickname: 'Bobby', status: 1 });
  });
});

describe('trial players', () => {
  let trial: number;
  beforeAll(async () => {
    const m = await f.server.db.selectFrom('member').selectAll().where('id', '=', f.agentMember).executeTakeFirstOrThrow();
    trial = (
      await f.server.db
        .insertInto('member')
        .values({
          username: 'trial_one',
          nickname: '',
          phone: '',
          station_id: m.station_id,
          franchisee_id: m.franchisee_id,
          agent_id: m.agent_id,
          is_internal: 0,
          is_test: 1,
          status: 0,
          created_at: Date.now(),
          last_login_at: null,
          online_at: null,
          first_charge_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('lists trial players in the agent downline, locks and deletes them', async () => {
    const list = await call('/chance-member/test/member/list', f.tokens.agent, {});
    expect(list.body.data.list.map((m: { id: number }) => m.id)).toContain(trial);
    expect((await call('/chance-member/test/member/list', f.tokens.agent2, { username: 'trial_one' })).body.data.total).toBe(0);
    expect((await call('/chance-test-player/lock', f.tokens.admin, { ids: [f.agentMember], status: 1 })).body.code).toBe('A0404');
    expect((await call('/chance-test-player/lock', f.tokens.admin, { ids: [trial], status: 1 })).body.data.updated).toBe(1);
    expect((await call('/chance-test-player/delete', f.tokens.admin, { ids: [trial] })).body.data.deleted).toBe(1);
    expect((await call('/chance-member/test/member/list', f.tokens.admin, { username: 'trial_one' })).body.data.total).toBe(0);
  });
});

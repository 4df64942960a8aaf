import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { verifyPassword } from '../../../../server/auth/password';
import { SETUP_TIMEOUT } from '../../helpers/server';
import { logsFor, membersFixture, type MembersFixture } from './fixture';

/* Row actions of the formal member list: success with an operation log, bad input writes nothing, the role and scope matrix. */

let f: MembersFixture;
beforeAll(async () => {
  f = await membersFixture();
}, SETUP_TIMEOUT);
afterAll(() => f.close());

const call = (path: string, token: string, body: unknown, language?: 0 | 1) => f.server.call(path, { token, body, language });
const member = (id: number) => f.server.db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('lock and unlock', () => {
  it('locks and unlocks with the reason, logging before and after', async () => {
    const locked = await call('/chance-member/lock', f.tokens.admin, { ids: [f.agentMember], status: 1, reason: 'chargeback' });
    expect(locked.body).toMatchObject({ code: 200, data: { updated: 1 } });
    expect(await member(f.agentMember)).toMatchObject({ status: 1, lock_reason: 'chargeback' });
    const [log] = await logsFor(f.server, 'member.lock', f.agentMember);
    expect(JSON.parse(log.before_json ?? '')).toEqual({ status: 0 });
    expect(JSON.parse(log.after_json ?? '')).toEqual({ status: 1, lockReason: 'chargeback' });
    await call('/chance-member/lock', f.tokens.admin, { ids: [f.agentMember], status: 0 });
    expect(await member(f.agentMember)).toMatchObject({ status: 0, lock_reason: '' });
  });

  it('asks to select an account when none is ticked, in both languages', async () => {
    const zh = await call('/chance-member/lock', f.tokens.admin, { ids: [], status: 1 }, 1);
    expect(zh.body.code).toBe('A0400');
    expect(zh.body.msg).toContain('请选择要操作的账号');
    const en = await call('/chance-member/lock', f.tokens.admin, { ids: [], status: 1 }, 0);
    expect(en.body.msg).toContain('Select an account to operate');
  });

  it('refuses the whole batch when one member is out of scope, writing nothing', async () => {
    const before = await logsFor(f.server, 'member.lock', f.agentMember);
    const answer = await call('/chance-member/lock', f.tokens.franchisee, { ids: [f.agentMember, f.foreignMember], status: 1 });
    expect(answer.body.code).toBe('A0404');
    expect((await member(f.foreignMember)).status).toBe(0);
    expect(await logsFor(f.server, 'member.lock', f.agentMember)).toHaveLength(before.length);
  });

  it.each([
    ['agent', 'A0301'],
    ['agent2', 'A0301'],
    ['expired', 'A0230'],
  ] as const)('answers %s with %s', async (who, code) => {
    const answer = await call('/chance-member/lock', f.tokens[who], { ids: [f.agentMember], status: 1 });
    expect(answer.body.code).toBe(code);
    expect((await member(f.agentMember)).status).toBe(0);
  });

  it('answers anonymous callers A0230', async () => {
    expect((await f.server.call('/chance-member/lock', { body: { ids: [f.agentMember], status: 1 } })).body.code).toBe('A0230');
  });
});

describe('passwords, kick, parent agent, audit quota', () => {
  it('resets the login and transaction passwords to temporary values stored only as hashes', async () => {
    const login = await call('/chance-member/resetPassword', f.tokens.franchisee, { id: f.agentMember });
    expect(login.body.data.password).toMatch(/^[a-z]{2}\d{6}$/);
    const trade = await call('/chance-member/resetTransactionPassword', f.tokens.franchisee, { id: f.agentMember });
    expect(trade.body.data.password).toMatch(/^\d{6}$/);
    const row = await member(f.agentMember);
    const digest = (s: string) => createHash('sha256').update(s).digest('hex');
    expect(await verifyPassword(digest(login.body.data.password), row.password_hash)).toBe(true);
    expect(await verifyPassword(digest(trade.body.data.password), row.trade_password_hash)).toBe(true);
    const [log] = await logsFor(f.server, 'member.reset_password', f.agentMember);
    expect(log.after_json).not.toContain(login.body.data.password);
  });

  it('kicks a member offline (GET) and the list shows them offline', async () => {
    await f.server.db.updateTable('member').set({ online_at: Date.now() }).where('id', '=', f.agentMember).execute();
    const kicked = await f.server.call(`/chance-member/kick/line/member?id=${f.agentMember}`, { method: 'GET', token: f.tokens.admin });
    expect(kicked.body.code).toBe(200);
    const row = await member(f.agentMember);
    expect(row.online_at).toBeNull();
    expect(row.kicked_at).not.toBeNull();
    const cross = await f.server.call(`/chance-member/kick/line/member?id=${f.foreignMember}`, {
      method: 'GET',
      token: f.tokens.franchisee,
    });
    expect(cross.body.code).toBe('A0404');
  });

  it('moves a member to another agent of its station only', async () => {
    const m = await member(f.agentMember);
    const sameStation = await f.server.db
      .selectFrom('agent')
      .select('id')
      .where('station_id', '=', m.station_id)
      .where('id', '<>', m.agent_id as number)
      .executeTakeFirstOrThrow();
    const otherStation = await f.server.db
      .selectFrom('agent')
      .select('id')
      .where('station_id', '<>', m.station_id)
      .executeTakeFirstOrThrow();
    const refused = await call('/chance-member/update/member/agent', f.tokens.admin, { id: m.id, agentId: otherStation.id }, 0);
    expect(refused.body).toMatchObject({ code: 'A0400', msg: "The parent agent must be an agent of the member's station" });
    expect((await member(m.id)).agent_id).toBe(m.agent_id);
    const moved = await call('/chance-member/update/member/agent', f.tokens.admin, { id: m.id, agentId: sameStation.id });
    expect(moved.body.code).toBe(200);
    expect((await member(m.id)).agent_id).toBe(sameStation.id);
    await call('/chance-member/update/member/agent', f.tokens.admin, { id: m.id, agentId: m.agent_id });
  });

  it('sets the audit allowance on an open turnover requirement', async () => {
    const none = await call('/chance-member/update/member/audit/quota', f.tokens.admin, { id: f.agentMember, relax: 5000 });
    const open = await f.server.db
      .selectFrom('turnover_requirement')
      .select('id')
      .where('member_id', '=', f.agentMember)
      .where('status', '=', 'open')
      .execute();
    if (open.length === 0) {
      expect(none.body.code).toBe('A0404');
      await f.server.db
        .insertInto('turnover_requirement')
        .values({
          member_id: f.agentMember,
          source_type: 'manual_credit',
          source_id: 1,
          deposit_amount: 10_000,
          normal_multiple_x100: 100,
          comprehensive_multiple_x100: 0,
          normal_required: 10_000,
          comprehensive_required: 0,
          turnover_base: 0,
          created_at: Date.now(),
        })
        .execute();
    }
    const answer = await call('/chance-member/update/member/audit/quota', f.tokens.admin, { id: f.agentMember, relax: 7000 });
    expect(answer.body).toMatchObject({ code: 200, data: { relax: 7000 } });
    const row = await f.server.db
      .selectFrom('turnover_requirement')
      .select('relax')
      .where('id', '=', answer.body.data.requirementId)
      .executeTakeFirstOrThrow();
    expect(row.relax).toBe(7000);
    const bad = await call('/chance-member/update/member/audit/quota', f.tokens.admin, { id: f.agentMember, relax: -1 });
    expect(bad.body.code).toBe('A0400');
    expect(bad.body.msg).toContain('relax');
  });
});

describe('tags, remarks, profile', () => {
  it('sets a customer tag on several members and lists it', async () => {
    const ids = [f.agentMember, f.agent2Member];
    const answer = await call('/chance-member-label/update/member/memberLabel', f.tokens.admin, { ids, customerTag: 'whale' });
    expect(answer.body.data.updated).toBe(2);
    const tags = await f.server.call('/chance-member-label/query/memberLabelList', { method: 'GET', token: f.tokens.admin });
    expect(tags.body.data.map((t: { name: string }) => t.name)).toContain('whale');
    const tooLong = await call('/chance-member-label/update/member/memberLabel', f.tokens.admin, { ids, customerTag: 'x'.repeat(21) }, 1);
    expect(tooLong.body.msg).toContain('长度为 1 到 20 个字符');
    expect((await member(f.agentMember)).customer_tag).toBe('whale');
  });

  it('keeps a remarks history with the staff member', async () => {
    const saved = await call('/chance-member-memory-record/update/memberMemory', f.tokens.franchisee, {
      id: f.agentMember,
      remarkBack: 'Called on Monday',
      memo: 'VIP call',
    });
    expect(saved.body.code).toBe(200);
    const record = await f.server.call(`/chance-member-memory-record/getById?id=${f.agentMember}`, {
      method: 'GET',
      token: f.tokens.agent,
    });
    expect(record.body.data.remarkBack).toBe('Called on Monday');
    expect(record.body.data.history.slice(0, 2).map((h: { kind: string; staff: string }) => [h.kind, h.staff])).toEqual(
      expect.arrayContaining([
        ['back', 'franchisee'],
        ['memo', 'franchisee'],
      ]),
    );
    const agent2 = await f.server.call(`/chance-member-memory-record/getById?id=${f.agentMember}`, {
      method: 'GET',
      token: f.tokens.agent2,
    });
    expect(agent2.body.code).toBe('A0404');
  });

  it('edits the profile, validating phone and e-mail', async () => {
    const bad = await call('/chance-member/save/member/account', f.tokens.admin, { id: f.agentMember, phone: '12345', email: 'nope' }, 1);
    expect(bad.body.code).toBe('A0400');
    expect(bad.body.msg).toContain('请输入有效的手机号');
    expect(bad.body.msg).toContain('请输入有效的邮箱');
    const ok = await call('/chance-member/save/member/account', f.tokens.admin, {
      id: f.agentMember,
      phone: '+919876543210',
      customerClass: 'B',
    });
    expect(ok.body.data).toEqual({ id: f.agentMember, phone: '+919876543210', customerClass: 'B' });
    expect(await member(f.agentMember)).toMatchObject({ phone: '+919876543210', customer_class: 'B' });
  });
});

describe('delete', () => {
  it('refuses members holding money or with history, with a clear message', async () => {
    const rich = await f.server.db
      .selectFrom('ledger_account')
      .select('owner_id')
      .where('owner_type', '=', 'member')
      .where('bucket', '=', 'cash')
      .where('balance', '>', 0)
      .executeTakeFirstOrThrow();
    const m = await member(Number(rich.owner_id));
    const answer = await call('/chance-member/deleteMember', f.tokens.admin, { ids: [m.id] }, 0);
    expect(answer.body.msg).toBe(`Member ${m.username} still holds money (balance, frozen or Yue Bao) and cannot be deleted`);
    expect(await member(m.id)).toBeDefined();
  });

  it('asks to tick data first, and deletes a member without history', async () => {
    const none = await call('/chance-member/deleteMember', f.tokens.admin, { ids: [] }, 1);
    expect(none.body.msg).toContain('请勾选数据后再删除');
    const m = await member(f.agentMember);
    const fresh = await f.server.db
      .insertInto('member')
      .values({
        username: 'deleteme',
        nickname: '',
        phone: '',
        station_id: m.station_id,
        franchisee_id: m.franchisee_id,
        agent_id: m.agent_id,
        is_internal: 0,
        status: 0,
        created_at: Date.now(),
        last_login_at: null,
        online_at: null,
        first_charge_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await f.server.db
      .insertInto('member_remark')
      .values({ member_id: fresh.id, staff_id: null, kind: 'memo', content: 'x', created_at: Date.now() })
      .execute();
    expect((await call('/chance-member/deleteMember', f.tokens.agent, { ids: [fresh.id] })).body.code).toBe('A0301');
    const answer = await call('/chance-member/deleteMember', f.tokens.admin, { ids: [fresh.id] });
    expect(answer.body).toMatchObject({ code: 200, data: { deleted: 1 } });
    expect(await f.server.db.selectFrom('member').select('id').where('id', '=', fresh.id).executeTakeFirst()).toBeUndefined();
    const [log] = await logsFor(f.server, 'member.delete', fresh.id);
    expect(JSON.parse(log.before_json ?? '')).toMatchObject({ username: 'deleteme' });
  });

  const freshMember = async (username: string) => {
    const m = await member(f.agentMember);
    return await f.server.db
      .insertInto('member')
      .values({
        username,
        nickname: '',
        phone: '',
        station_id: m.station_id,
        franchisee_id: m.franchisee_id,
        agent_id: m.agent_id,
        is_internal: 0,
        status: 0,
        created_at: Date.now(),
        last_login_at: null,
        online_at: null,
        first_charge_at: null,
      })
      .returning(['id', 'franchisee_id'])
      .executeTakeFirstOrThrow();
  };

  it('deletes a member together with their messages, mailbox and action log (no foreign-key failure)', async () => {
    const fresh = await freshMember('delmail');
    const now = Date.now();
    await f.server.db
      .insertInto('member_message')
      .values({
        franchisee_id: fresh.franchisee_id,
        member_id: fresh.id,
        category: 'other',
        title: 't',
        content: 'c',
        reply: null,
        status: 'pending',
        replied_by: null,
        replied_at: null,
        closed_by: null,
        closed_at: null,
        created_at: now,
      })
      .execute();
    await f.server.db
      .insertInto('member_mail')
      .values({
        franchisee_id: fresh.franchisee_id,
        member_id: fresh.id,
        source: 'staff',
        event: '',
        dedupe_key: null,
        lang: 'en',
        title: 't',
        content: '<p>c</p>',
        read_at: null,
        created_by: null,
        created_at: now,
      })
      .execute();
    await f.server.db
      .insertInto('member_operation_log')
      .values({
        member_id: fresh.id,
        franchisee_id: fresh.franchisee_id,
        action: 'profile_update',
        detail: '',
        ip: '',
        source: '',
        created_at: now,
      })
      .execute();
    const answer = await call('/chance-member/deleteMember', f.tokens.admin, { ids: [fresh.id] });
    expect(answer.body).toMatchObject({ code: 200, data: { deleted: 1 } });
    for (const table of ['member_message', 'member_mail', 'member_operation_log'] as const) {
      expect(await f.server.db.selectFrom(table).select('id').where('member_id', '=', fresh.id).execute()).toEqual([]);
    }
  });

  it('answers a row in a table it does not know about with the envelope error, deleting nothing', async () => {
    const fresh = await freshMember('delref');
    await sql`create table tmp_member_ref (member_id bigint not null references member(id))`.execute(f.server.db);
    try {
      await sql`insert into tmp_member_ref (member_id) values (${fresh.id})`.execute(f.server.db);
      await f.server.db
        .insertInto('member_remark')
        .values({ member_id: fresh.id, staff_id: null, kind: 'memo', content: 'kept', created_at: Date.now() })
        .execute();
      const answer = await call('/chance-member/deleteMember', f.tokens.admin, { ids: [fresh.id] }, 0);
      expect(answer.body).toMatchObject({
        code: 'A0400',
        msg: 'Member delref has bets or money records and cannot be deleted; lock the account instead',
      });
      expect(await member(fresh.id)).toBeDefined();
      expect(await f.server.db.selectFrom('member_remark').select('id').where('member_id', '=', fresh.id).execute()).toHaveLength(1);
      expect(await logsFor(f.server, 'member.delete', fresh.id)).toHaveLength(0);
    } finally {
      await sql`drop table tmp_member_ref`.execute(f.server.db);
    }
  });
});

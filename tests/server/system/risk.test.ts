import { submitWithdrawal } from '../../../plugins/money/server/withdrawals';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { codesFor, count, loginAll, type Tokens } from '../account/staff/fixture';

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  server = await startServer();
  tokens = await loginAll(server);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const call = (path: string, body?: unknown, token = tokens.admin, language: 0 | 1 = 0) => server.call(path, { token, body, language });
const get = (path: string, token = tokens.admin) => server.call(path, { method: 'GET', token });
const riskRows = async () =>
  Number(
    (
      await server.db
        .selectFrom('risk_list')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const LIST = '/chance-risk-management/query/risk/list';

/** A member with cash for a ₹100 withdrawal. */
async function memberWithCash() {
  return server.db
    .selectFrom('member')
    .innerJoin('member_balance as b', 'b.member_id', 'member.id')
    .select(['id', 'username'])
    .where('b.cash_balance', '>=', 100_000)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('risk list', () => {
  it('lists the seeded entries with filters by kind, value and active', async () => {
    const all = (await call(LIST, { pageSize: 100 })).body.data;
    expect(all.total).toBeGreaterThan(0);
    const upi = (await call(LIST, { kind: 'upi', pageSize: 100 })).body.data;
    expect(upi.list.length).toBeGreaterThan(0);
    expect(upi.list.every((r: { kind: string }) => r.kind === 'upi')).toBe(true);
    const byValue = (await call(LIST, { value: 'FRAUD' })).body.data;
    expect(byValue.list.every((r: { value: string }) => r.value.includes('fraud'))).toBe(true);
    const active = (await call(LIST, { active: 1, pageSize: 100 })).body.data;
    const inactive = (await call(LIST, { active: 0, pageSize: 100 })).body.data;
    expect(active.total + inactive.total).toBe(all.total);
    expect(active.list.every((r: { active: number; enabled: number }) => r.active === 1 && r.enabled === 1)).toBe(true);
  });

  it('adds an entry (audited, source is the staff), disables it and removes it', async () => {
    const logs = await count(server, 'operation_log');
    const added = await call('/chance-risk-management/add', {
      kind: 'upi',
      value: ' Crook77@YBL ',
      action: 'block_withdraw',
      reason: 'Chargeback',
      expiresAt: Date.now() + 86_400_000,
    });
    expect(added.body.code).toBe(200);
    const id = added.body.data.id as number;
    const row = (await call(LIST, { value: 'crook77' })).body.data.list[0];
    expect(row).toMatchObject({
      id,
      kind: 'upi',
      value: 'crook77@ybl',
      action: 'block_withdraw',
      reason: 'Chargeback',
      enabled: 1,
      active: 1,
      createdBy: 'admin',
    });

    expect(
      (await call('/chance-risk-management/add', { kind: 'upi', value: 'crook77@ybl', action: 'block_withdraw', reason: 'again' })).body
        .msg,
    ).toContain('crook77@ybl');

    expect((await call('/chance-risk-management/update/riskMemberStatus', { id, enabled: false })).body.code).toBe(200);
    expect((await call(LIST, { value: 'crook77', active: 0 })).body.data.list[0]).toMatchObject({ id, enabled: 0, active: 0 });

    expect((await call('/chance-risk-management/delete', { id })).body.code).toBe(200);
    expect((await call(LIST, { value: 'crook77' })).body.data.total).toBe(0);
    expect(await count(server, 'operation_log')).toBe(logs + 3);
    const entry = await server.db
      .selectFrom('operation_log')
      .select(['action', 'before_json', 'after_json'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('risk_list.delete');
    expect(JSON.parse(entry.before_json as string)).toMatchObject({ value: 'crook77@ybl', enabled: false });
  });

  it.each([
    [{ kind: 'ip', value: '300.1.1.1', action: 'review', reason: 'x1' }, 'value'],
    [{ kind: 'bank_account', value: '12ab', action: 'review', reason: 'bad' }, 'value'],
    [{ kind: 'upi', value: 'no-at-sign', action: 'review', reason: 'bad' }, 'value'],
    [{ kind: 'member', value: 'nobody_here_123', action: 'review', reason: 'bad' }, 'nobody_here_123'],
    [{ kind: 'planet', value: 'x', action: 'review', reason: 'bad' }, 'kind'],
    [{ kind: 'ip', value: '10.0.0.1', action: 'block_login', reason: 'bad' }, 'action'],
    [{ kind: 'ip', value: '10.0.0.1', action: 'review', reason: '' }, 'reason'],
    [{ kind: 'ip', value: '10.0.0.1', action: 'review', reason: 'late', expiresAt: 1000 }, 'expiry'],
  ])('refuses %j (message names %s) and adds nothing', async (body, named) => {
    const [rows, logs] = [await riskRows(), await count(server, 'operation_log')];
    const answer = await call('/chance-risk-management/add', body);
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg.toLowerCase()).toContain(named);
    expect([await riskRows(), await count(server, 'operation_log')]).toEqual([rows, logs]);
  });

  it('refuses unknown entries and bad status input', async () => {
    expect((await call('/chance-risk-management/delete', { id: 999_999 })).body.code).toBe('A0404');
    expect((await call('/chance-risk-management/update/riskMemberStatus', { id: 1, enabled: 'perhaps' })).body.code).toBe('A0400');
  });
});

describe('risk rules', () => {
  afterEach(async () => {
    await server.db.deleteFrom('risk_setting').execute();
  });

  it('reads the defaults and saves rules with before/after in the operation log', async () => {
    expect((await get('/chance-risk-management-set/list')).body.data).toEqual({
      withdrawHold: true,
      holdKinds: ['member', 'bank_account', 'upi'],
    });
    const saved = await call('/chance-risk-management-set/update', { withdrawHold: true, holdKinds: ['upi', 'ip'] });
    expect(saved.body.code).toBe(200);
    expect((await get('/chance-risk-management-set/list')).body.data).toEqual({ withdrawHold: true, holdKinds: ['ip', 'upi'] });
    const entry = await server.db
      .selectFrom('operation_log')
      .select(['action', 'before_json', 'after_json'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('risk_setting.save');
    expect(JSON.parse(entry.before_json as string)).toEqual({ withdrawHold: true, holdKinds: ['member', 'bank_account', 'upi'] });
    expect(JSON.parse(entry.after_json as string)).toEqual({ withdrawHold: true, holdKinds: ['ip', 'upi'] });
  });

  it.each([
    [{ withdrawHold: true, holdKinds: [] }, 'at least one'],
    [{ withdrawHold: true, holdKinds: ['upi', 'upi'] }, 'at most once'],
    [{ withdrawHold: true, holdKinds: ['device'] }, 'holdKinds'],
    [{ withdrawHold: 'yes', holdKinds: ['upi'] }, 'withdrawHold'],
  ])('refuses %j and keeps the rules', async (body, named) => {
    const logs = await count(server, 'operation_log');
    const answer = await call('/chance-risk-management-set/update', body);
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toContain(named);
    expect(await count(server, 'operation_log')).toBe(logs);
    expect((await server.db.selectFrom('risk_setting').selectAll().execute()).length).toBe(0);
  });

  it("holds a listed member's withdrawal, sends a review-listed payee to a second reviewer, and lets all pass when the rule is off", async () => {
    const member = await memberWithCash();
    const added = await call('/chance-risk-management/add', {
      kind: 'member',
      value: member.username,
      action: 'block_withdraw',
      reason: 'Bonus abuse',
    });
    expect(added.body.code).toBe(200);
    const orders = async () =>
      Number(
        (
          await server.db
            .selectFrom('withdrawal_order')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('member_id', '=', member.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await orders();
    await expect(submitWithdrawal(server.db, { memberId: member.id, amount: 10_000, ip: '10.1.1.1' })).rejects.toMatchObject({
      key: 'system.risk_withdraw_held',
    });
    expect(await orders()).toBe(before);

    // Review entry on the payee's UPI id: the order goes through but needs a second reviewer.
    await call('/chance-risk-management/update/riskMemberStatus', { id: added.body.data.id, enabled: false });
    expect(
      (await call('/chance-risk-management/add', { kind: 'upi', value: 'watch01@okaxis', action: 'review', reason: 'Shared payee' })).body
        .code,
    ).toBe(200);
    const reviewed = await submitWithdrawal(server.db, {
      memberId: member.id,
      amount: 10_000,
      destination: { type: 'UPI', vpa: 'Watch01@okaxis' },
    });
    expect(reviewed.needsSecondReview).toBe(true);
    const plain = await submitWithdrawal(server.db, {
      memberId: member.id,
      amount: 10_000,
      destination: { type: 'UPI', vpa: 'clean@okaxis' },
    });
    expect(plain.needsSecondReview).toBe(false);

    // Rule off: the listed member withdraws again.
    await call('/chance-risk-management/update/riskMemberStatus', { id: added.body.data.id, enabled: true });
    expect((await call('/chance-risk-management-set/update', { withdrawHold: false, holdKinds: ['member'] })).body.code).toBe(200);
    expect((await submitWithdrawal(server.db, { memberId: member.id, amount: 10_000 })).orderNo).toBeTruthy();
  });

  it('answers in Chinese when asked', async () => {
    const answer = await call('/chance-risk-management-set/update', { withdrawHold: true, holdKinds: [] }, tokens.admin, 1);
    expect(answer.body.msg).toContain('开启提现拦截时至少选择一种匹配类型');
  });
});

describe('authorization', () => {
  it.each([
    [LIST, {}],
    ['/chance-risk-management/add', { kind: 'ip', value: '10.9.9.9', action: 'review', reason: 'role test' }],
    ['/chance-risk-management/update/riskMemberStatus', { id: 1, enabled: true }],
    ['/chance-risk-management/delete', { id: 999_999 }],
    ['/chance-risk-management-set/update', { withdrawHold: true, holdKinds: ['member'] }],
  ])('%s is for administrators only', async (path, body) => {
    const codes = await codesFor(server, tokens, path, body);
    expect(codes).toMatchObject({ franchisee: 'A0301', agent: 'A0301', agent2: 'A0301', expired: 'A0230', anonymous: 'A0230' });
    expect(codes.admin).not.toBe('A0301');
  });

  it('the rules read is for administrators only', async () => {
    for (const who of ['franchisee', 'agent', 'agent2'] as const)
      expect((await get('/chance-risk-management-set/list', tokens[who])).body.code).toBe('A0301');
    expect((await server.call('/chance-risk-management-set/list', { method: 'GET' })).body.code).toBe('A0230');
  });
});

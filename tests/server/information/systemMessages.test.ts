import { randomUUID } from 'node:crypto';
import { approveDeposit, rejectDeposit, submitDeposit } from '../../../plugins/money/server/deposits';
import { startServer, type TestServer } from '../helpers/server';

/*
 * message_center › mails and systemMessage, and Log_management › vip_foreground_operation: a
 * deposit approval writes one system message in the member's mailbox inside its transaction (once,
 * however often the approval is repeated), a switched-off event sends nothing, the member-side
 * action log gets the submission, templates refuse bad input and write nothing, the role matrix,
 * and the action log has no update/delete route.
 */

let server: TestServer;
let admin: string;
let franchisee: string;
let agent: string;

beforeAll(async () => {
  server = await startServer();
  [admin, franchisee, agent] = await Promise.all([server.login('admin'), server.login('franchisee'), server.login('agent')]);
});
afterAll(() => server.close());

const post = (path: string, token: string, body: unknown) => server.call(path, { body, token });
const staffId = async () =>
  Number((await server.db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id);
const member = () =>
  server.db.selectFrom('member').select(['id', 'username']).where('status', '=', 0).orderBy('id').executeTakeFirstOrThrow();
const mailsOf = (memberId: number) =>
  server.db.selectFrom('member_mail').selectAll().where('member_id', '=', memberId).where('source', '=', 'system').execute();

describe('system messages', () => {
  it('a deposit approval sends one deposit_credited message in the same transaction, and the submission is in the member action log', async () => {
    const m = await member();
    const before = (await mailsOf(Number(m.id))).length;
    const order = await submitDeposit(server.db, { memberId: Number(m.id), amount: 123_456, kind: 'company', ip: '10.1.2.3' });
    const log = await server.db
      .selectFrom('member_operation_log')
      .selectAll()
      .where('member_id', '=', Number(m.id))
      .where('action', '=', 'deposit_submit')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.detail).toContain(order.orderNo);
    expect(log.ip).toBe('10.1.2.3');
    await approveDeposit(server.db, { orderId: order.id, staffId: await staffId() });
    const after = await mailsOf(Number(m.id));
    expect(after.length).toBe(before + 1);
    const mail = after.find((x) => x.dedupe_key === `deposit_credited:${order.id}`)!;
    expect(mail.content).toContain(order.orderNo);
    expect(mail.content).toContain('₹1,234.56');
    expect(mail.content).toContain(m.username);
    // A second approval loses the race and sends nothing more.
    await expect(approveDeposit(server.db, { orderId: order.id, staffId: await staffId() })).rejects.toBeTruthy();
    expect((await mailsOf(Number(m.id))).length).toBe(before + 1);

    const sent = await post('/chance-system-message/list', admin, {
      account: m.username,
      event: 'deposit_credited',
      pageIndex: 1,
      pageSize: 50,
    });
    expect(sent.body.code).toBe(200);
    expect(sent.body.data.list.some((r: { title: string; readAt: number | null }) => r.readAt === null && r.title.length > 0)).toBe(true);
    const oplog = await post('/member/operation/log/api/list', admin, {
      username: m.username,
      action: 'deposit_submit',
      pageIndex: 1,
      pageSize: 20,
    });
    expect(oplog.body.code).toBe(200);
    expect(oplog.body.data.list[0].detail).toContain(order.orderNo);
  });

  it('a reviewer’s reason is text in the mail, never markup: a rejection reason with a script payload is stored escaped', async () => {
    const m = await member();
    const order = await submitDeposit(server.db, { memberId: Number(m.id), amount: 7_000, kind: 'company' });
    const payload = '<img src=x onerror=alert(document.cookie)>\n"quoted" & <b>bold</b>';
    const rejected = await server.call('/chance-deposit-order/reject', {
      body: { id: order.id, reason: payload },
      token: franchisee,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(rejected.body.code).toBe(200);
    const mail = await server.db
      .selectFrom('member_mail')
      .selectAll()
      .where('dedupe_key', '=', `deposit_rejected:${order.id}`)
      .executeTakeFirstOrThrow();
    expect(mail.content).not.toMatch(/<img|<b>/);
    expect(mail.content).toContain('&lt;img src=x onerror=alert(document.cookie)&gt;<br>&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
  });

  it('a rolled-back approval leaves no message', async () => {
    const m = await member();
    const order = await submitDeposit(server.db, { memberId: Number(m.id), amount: 5_000, kind: 'online' });
    // The staff id is read before the transaction: SQLite has one connection, held by it.
    const by = await staffId();
    await expect(
      server.db.transaction().execute(async (trx) => {
        await approveDeposit(trx, { orderId: order.id, staffId: by });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(
      await server.db.selectFrom('member_mail').select('id').where('dedupe_key', '=', `deposit_credited:${order.id}`).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('templates: admin edits and switches an event off (then nothing is sent); bad input writes nothing; franchisee reads but cannot save', async () => {
    const list = await post('/chance-system-message/templates', franchisee, {});
    expect(list.body.code).toBe(200);
    const tpl = list.body.data.find((t: { event: string }) => t.event === 'deposit_rejected');
    expect(tpl.placeholders).toContain('reason');
    const snapshot = async () => JSON.stringify(await server.db.selectFrom('system_message_template').selectAll().orderBy('id').execute());
    const was = await snapshot();
    for (const body of [
      { event: 'deposit_rejected', enabled: 1, texts: { ...tpl.texts, hi: { title: '', body: 'x' } } },
      { event: 'deposit_rejected', enabled: 1, texts: { ...tpl.texts, en: { title: 'T', body: 'Hello {nope}' } } },
      { event: 'no_such_event', enabled: 1, texts: tpl.texts },
    ]) {
      const bad = await post('/chance-system-message/save', admin, body);
      expect(bad.body.code).toBe('A0400');
    }
    expect(
      (await post('/chance-system-message/save', franchisee, { event: 'deposit_rejected', enabled: 0, texts: tpl.texts })).body.code,
    ).toBe('A0301');
    expect(await snapshot()).toBe(was);

    const off = await post('/chance-system-message/save', admin, { event: 'deposit_rejected', enabled: 0, texts: tpl.texts });
    expect(off.body.code).toBe(200);
    const m = await member();
    const order = await submitDeposit(server.db, { memberId: Number(m.id), amount: 7_000, kind: 'online' });
    await rejectDeposit(server.db, { orderId: order.id, staffId: await staffId(), reason: 'no payment found' });
    expect(
      await server.db.selectFrom('member_mail').select('id').where('dedupe_key', '=', `deposit_rejected:${order.id}`).executeTakeFirst(),
    ).toBeUndefined();
    await post('/chance-system-message/save', admin, { event: 'deposit_rejected', enabled: 1, texts: tpl.texts });
  });

  it('mails: staff send a personal mail to one member; an unknown account writes nothing; roles', async () => {
    const m = await member();
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('member_mail')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const was = await count();
    expect(
      (await post('/chance-member-mail/send', admin, { account: 'no-such-member-x', lang: 'en', title: 'Hi', content: '<p>x</p>' })).body
        .code,
    ).toBe('A0400');
    expect(
      (await post('/chance-member-mail/send', admin, { account: m.username, lang: 'en', title: '', content: '<p>x</p>' })).body.code,
    ).toBe('A0400');
    expect(await count()).toBe(was);
    const ok = await post('/chance-member-mail/send', admin, {
      account: m.username,
      lang: 'en',
      title: 'Your bonus',
      content: '<p onclick="x()">Hello</p><script>1</script>',
    });
    expect(ok.body.code).toBe(200);
    const row = await server.db.selectFrom('member_mail').selectAll().where('id', '=', ok.body.data.id).executeTakeFirstOrThrow();
    expect(row.content).not.toMatch(/script|onclick/);
    const list = await post('/chance-member-mail/list', admin, {
      account: m.username,
      source: 'staff',
      read: 0,
      pageIndex: 1,
      pageSize: 20,
    });
    expect(list.body.data.list.map((r: { id: number }) => r.id)).toContain(ok.body.data.id);
    expect((await post('/chance-member-mail/list', agent, { pageIndex: 1, pageSize: 20 })).body.code).toBe('A0301');
    expect((await post('/chance-system-message/list', agent, { pageIndex: 1, pageSize: 20 })).body.code).toBe('A0301');
  });

  it('the member action log is admin only and has no update or delete route', async () => {
    expect((await post('/member/operation/log/api/list', franchisee, { pageIndex: 1, pageSize: 20 })).body.code).toBe('A0301');
    expect((await post('/member/operation/log/api/list', admin, { action: 'hack', pageIndex: 1, pageSize: 20 })).body.code).toBe('A0400');
    for (const path of ['/member/operation/log/api/update', '/member/operation/log/api/delete', '/member/operation/log/api/save']) {
      const res = await post(path, admin, { id: 1 });
      expect(res.body.code).not.toBe(200);
    }
  });
});

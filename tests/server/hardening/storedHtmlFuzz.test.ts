import { randomUUID } from 'node:crypto';
import { submitDeposit } from '../../../plugins/money/server/deposits';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { DANGER, PAYLOADS } from '../information/xssPayloads';

/*
 * The route fuzz for stored HTML: every known XSS payload, sent through every route that stores
 * text a console screen draws as HTML (mails personal and broadcast, articles, activities,
 * notices, message replies, the agreement, and the reviewer's reason that fills a system mail),
 * and read back from the table the screen reads: nothing a browser would run is ever stored.
 */

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const post = async (path: string, body: unknown, money = false) => {
  const answer = await server.call(path, { token: admin, body, headers: money ? { 'idempotency-key': randomUUID() } : {} });
  return answer.body as { code: number | string; msg: string; data: { id?: number } | null };
};
const dangerIn = (html: string) => DANGER.filter((d) => d.test(html)).map(String);
/** Plain text made HTML (system mails): no markup at all but line breaks, so `onerror=` is only ever shown. */
const markupIn = (html: string) => (/</.test(html.replace(/<br>/g, '')) ? ['markup in escaped text'] : []);
/** Routes whose stored HTML is escaped text rather than sanitised rich text. */
const ESCAPED = new Set(['deposit rejection reason (system mail)']);

type Planter = (payload: string, i: number) => Promise<string | null>;

const planters: Record<string, Planter> = {
  'personal mail': async (payload, i) => {
    const member = await server.db.selectFrom('member').select('username').orderBy('id').executeTakeFirstOrThrow();
    const sent = await post('/chance-member-mail/send', {
      account: member.username,
      lang: 'en',
      title: `fuzz ${i}`,
      content: `<p>m${i}</p>${payload}`,
    });
    if (sent.code !== 200) return null;
    return (await server.db.selectFrom('member_mail').select('content').orderBy('id', 'desc').executeTakeFirstOrThrow()).content;
  },
  'broadcast mail': async (payload, i) => {
    // The level with the fewest members (but some): a broadcast to nobody is refused.
    const levels = await server.db
      .selectFrom('member')
      .select(['vip_level'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy('vip_level')
      .execute();
    const level = levels.sort((a, b) => Number(a.n) - Number(b.n))[0].vip_level;
    const sent = await post('/chance-member-mail/broadcast', {
      vipLevels: [level],
      lang: 'en',
      title: `fuzz b${i}`,
      content: `<p>b${i}</p>${payload}`,
    });
    if (sent.code !== 200) return null;
    return (await server.db.selectFrom('member_mail').select('content').orderBy('id', 'desc').executeTakeFirstOrThrow()).content;
  },
  article: async (payload, i) => {
    const saved = await post('/chance-article/save', {
      category: 'news',
      title: `fuzz a${i}`,
      summary: '',
      content: `<p>a${i}</p>${payload}`,
      lang: 'en',
      startAt: Date.now(),
      status: 0,
    });
    return saved.code === 200
      ? (
          await server.db
            .selectFrom('content_post')
            .select('content')
            .where('id', '=', saved.data?.id as number)
            .executeTakeFirstOrThrow()
        ).content
      : null;
  },
  activity: async (payload, i) => {
    const saved = await post('/chance-activity/save', {
      category: 'other',
      activityStartAt: Date.now(),
      title: `fuzz v${i}`,
      summary: '',
      content: `<p>v${i}</p>${payload}`,
      lang: 'en',
      startAt: Date.now(),
      status: 0,
    });
    return saved.code === 200
      ? (
          await server.db
            .selectFrom('content_post')
            .select('content')
            .where('id', '=', saved.data?.id as number)
            .executeTakeFirstOrThrow()
        ).content
      : null;
  },
  notice: async (payload, i) => {
    const saved = await post('/chance-notice/save', {
      type: 'notice',
      title: `fuzz n${i}`,
      content: `<p>n${i}</p>${payload}`,
      lang: 'en',
      device: 'all',
      startAt: Date.now(),
      audience: 'all',
      status: 0,
    });
    return saved.code === 200
      ? (
          await server.db
            .selectFrom('announcement')
            .select('content')
            .where('id', '=', saved.data?.id as number)
            .executeTakeFirstOrThrow()
        ).content
      : null;
  },
  'message reply': async (payload, i) => {
    const message = await server.db
      .selectFrom('member_message')
      .select('id')
      .where('status', '!=', 'closed')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const replied = await post('/chance-message/reply', { id: message.id, reply: `<p>r${i}</p>${payload}` });
    return replied.code === 200
      ? (await server.db.selectFrom('member_message').select('reply').where('id', '=', message.id).executeTakeFirstOrThrow()).reply
      : null;
  },
  agreement: async (payload, i) => {
    const saved = await post('/chance-registration-agreement/save', { lang: 'en', content: `<p>g${i}</p>${payload}` });
    return saved.code === 200
      ? (
          await server.db
            .selectFrom('registration_agreement')
            .select('content')
            .where('id', '=', saved.data?.id as number)
            .executeTakeFirstOrThrow()
        ).content
      : null;
  },
  'deposit rejection reason (system mail)': async (payload) => {
    const member = await server.db.selectFrom('member').select('id').orderBy('id').executeTakeFirstOrThrow();
    const order = await submitDeposit(server.db, { memberId: member.id, amount: 10_000, kind: 'company' });
    const rejected = await post('/chance-deposit-order/reject', { id: order.id, reason: payload.slice(0, 255) }, true);
    if (rejected.code !== 200) return null;
    return (
      await server.db
        .selectFrom('member_mail')
        .select('content')
        .where('dedupe_key', '=', `deposit_rejected:${order.id}`)
        .executeTakeFirstOrThrow()
    ).content;
  },
};

it.each(Object.keys(planters))(
  'stores nothing a browser would run through the %s route, for every known payload',
  async (name) => {
    const problems: string[] = [];
    let stored = 0;
    for (const [i, payload] of PAYLOADS.entries()) {
      const html = await planters[name](payload, i);
      if (html === null) continue;
      stored++;
      const found = ESCAPED.has(name) ? markupIn(html) : dangerIn(html);
      if (found.length > 0) problems.push(`${payload} → ${html} (${found.join(', ')})`);
    }
    expect(problems).toEqual([]);
    // Most payloads keep some text (the route's own marker at least), so they are stored, not refused.
    expect(stored).toBeGreaterThan(PAYLOADS.length / 2);
  },
  120_000,
);

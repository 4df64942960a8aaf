import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, laneDatabase, login, sessionToken } from './helpers';

/*
 * Security issue 37: stored text the console draws as HTML (mails, including the automatic ones
 * whose rejection reason a reviewer types; article and activity previews; notice previews; the
 * answer to a member message; the registration agreement) must never run script in an operator's
 * browser, where the session token is. Three layers each stand on their own here:
 *  - the server's sanitiser on write (and the escaping of system-mail templates): payloads planted
 *    through every writing route, then drawn on the screen that shows them;
 *  - the console's <StoredHtml>: raw payloads written straight into the lane's database, as a row
 *    stored before a fix (or by a path that forgot) would be, then drawn;
 *  - the Content-Security-Policy the console is served with.
 * The first two run with the CSP bypassed, so that a layer's failure is not hidden by the next one;
 * the last checks the CSP alone. A tripwire set before any page script runs records whether a
 * payload ran (window.__xss), and a JS dialog counts as a failure.
 */

declare global {
  interface Window {
    /** Set by every payload; a setter records each value in __xssHits. */
    __xss?: string;
    __xssHits?: string[];
    __csp?: string[];
  }
}

const MAILS = '/Information_management/message_center/mails';
const ARTICLES = '/Information_management/article';
const ACTIVITIES = '/Information_management/activity';
const NOTICES = '/Information_management/notice/notice_management';
const MESSAGES = '/Information_management/message_center/message';
const AGREEMENT = '/system_management/registration_agreement';

/** Every vector sets window.__xss (one also opens a dialog); none may survive to run. */
const VECTORS = [
  `<img src="x" onerror="window.__xss='img'">`,
  `<script>window.__xss='script'</script>`,
  `<a href="javascript:void(window.__xss='href')">link</a>`,
  `<svg onload="window.__xss='svg'"><circle r="1"></circle></svg>`,
  `<details open ontoggle="window.__xss='details'">toggle</details>`,
  `<img src="y" onerror="alert('xss')">`,
].join('');

/** What a row written without the server's sanitiser may hold besides: obfuscated URLs, frames, forms, mutation tricks. */
const RAW_EXTRA = [
  `<a href="jav&#x09;ascript:void(window.__xss='tab-href')">tablink</a>`,
  `<iframe srcdoc="<script>parent.__xss='iframe'</script>"></iframe>`,
  `<form action="javascript:void(window.__xss='form')"><button>go</button></form>`,
  `<math><mtext><table><mglyph><style><img src=z onerror="window.__xss='mxss'"></style></mglyph></table></mtext></math>`,
  `<p style="background:url(javascript:void(window.__xss='style'))">styled</p>`,
].join('');

/** Rich text as an editor could send it: a visible marker, then every vector. */
const planted = (marker: string) => `<p>${marker}</p>${VECTORS}`;
/** A row no sanitiser has seen. */
const raw = (marker: string) => `<p>${marker}</p>${VECTORS}${RAW_EXTRA}`;
/** A rejection reason (at most 255 characters): plain text to the server, markup to a careless screen. */
const reasonWith = (marker: string) =>
  `${marker} <img src=x onerror="window.__xss='reason'"><script>window.__xss='reason-script'</script><a href="javascript:void(window.__xss='r')">link</a>`;

test.use({ bypassCSP: true });

interface Tripwire {
  dialogs: string[];
}

/** Before any page loads: every value a payload gives window.__xss recorded, CSP violations collected (reported only), every JS dialog counted and dismissed. */
async function arm(page: Page): Promise<Tripwire> {
  const trip: Tripwire = { dialogs: [] };
  page.on('dialog', (dialog) => {
    trip.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  await page.addInitScript(() => {
    window.__xssHits = [];
    Object.defineProperty(window, '__xss', {
      configurable: true,
      get: () => window.__xssHits?.at(-1),
      set: (value: string) => window.__xssHits?.push(value),
    });
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp?.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`.trim());
    });
  });
  return trip;
}

/**
 * The drawn container shows `visible`, and nothing in it ran or can run: no payload set
 * window.__xss once images have loaded or failed, toggles fired and every link been followed; no
 * dialog; no <script>, on* attribute, javascript: URL or srcdoc inside it. Soft, so one screen's
 * failure still lets the others be checked; the tripwire is reset for the next screen.
 */
async function expectInert(trip: Tripwire, body: Locator, visible: string[], what: string): Promise<void> {
  for (const text of visible) await expect(body, `${what}: shows ${text}`).toContainText(text);
  const found = await body.evaluate(async (el) => {
    // Give every vector its chance: follow the links, let images load or fail, let toggle events fire.
    for (const a of el.querySelectorAll('a')) a.click();
    await Promise.all(
      [...el.querySelectorAll('img')].map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done);
              img.addEventListener('error', done);
            }),
      ),
    );
    await new Promise((done) => setTimeout(done, 500));
    const markup: string[] = [];
    for (const node of [el, ...el.querySelectorAll('*')]) {
      if (node.localName === 'script') markup.push('<script>');
      for (const attr of [...node.attributes]) {
        if (/^on/i.test(attr.name)) markup.push(`<${node.localName} ${attr.name}>`);
        if (attr.name === 'srcdoc') markup.push(`<${node.localName} srcdoc>`);
        if (/javascript:/i.test([...attr.value].filter((c) => c.charCodeAt(0) > 0x20).join('')))
          markup.push(`<${node.localName} ${attr.name}="${attr.value}">`);
      }
    }
    const result = { ran: [...(window.__xssHits ?? [])], csp: [...(window.__csp ?? [])], markup };
    if (window.__xssHits) window.__xssHits.length = 0;
    if (window.__csp) window.__csp.length = 0;
    return result;
  });
  for (const v of found.csp) test.info().annotations.push({ type: 'csp violation', description: `${what}: ${v}` });
  expect.soft(found.ran, `${what}: planted scripts ran`).toEqual([]);
  expect.soft(trip.dialogs, `${what}: a planted script opened a dialog`).toEqual([]);
  expect.soft(found.markup, `${what}: script-capable markup is in the drawn HTML`).toEqual([]);
  trip.dialogs.length = 0;
}

/** A money-moving call (Idempotency-Key) as the signed-in user; answers `data`. */
async function callMoney<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await page.request.post(`/${path}`, {
    data: body,
    headers: { token: await sessionToken(page), language: '0', 'idempotency-key': randomUUID() },
  });
  const json = await response.json();
  expect(json.code, `${path}: ${json.msg ?? ''}`).toBe(200);
  return json.data as T;
}

const withFilter = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

interface Mail {
  id: number;
  account: string;
  title: string;
  content: string;
}
interface Message {
  id: number;
  account: string;
  title: string;
  status: string;
}

/** A member message still open to an answer (a replied one first, leaving the pending ones to other specs). */
async function openMessages(page: Page, count: number): Promise<Message[]> {
  const found: Message[] = [];
  for (const status of ['replied', 'pending']) {
    const { list } = await callApi<{ list: Message[] }>(page, 'chance-message/list', {
      status,
      pageSize: 20,
      sortField: 'id',
      sortOrder: 'ASC',
    });
    found.push(...list);
  }
  expect(found.length, 'open member messages in the seed').toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

async function openMail(page: Page, trip: Tripwire, id: number, visible: string[], what: string): Promise<void> {
  await page.getByTestId(`mail-view-${id}`).click();
  await expectInert(trip, page.getByTestId('mail-content'), visible, what);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A short write to the lane's database beside the running server (WAL lets a second writer in). */
function writeRaw(statements: { sql: string; params: unknown[] }[]): void {
  const db = new Database(laneDatabase(), { timeout: 10_000 });
  try {
    db.transaction(() => {
      for (const { sql, params } of statements) expect(db.prepare(sql).run(...params).changes, sql).toBe(1);
    })();
  } finally {
    db.close();
  }
}

test.describe('stored HTML: no planted script runs (security issue 37)', () => {
  test('server layer: personal and broadcast mails, drawn in the mail dialog', async ({ page }) => {
    test.setTimeout(90_000);
    const trip = await arm(page);
    await login(page, 'admin');
    const marker = `xssmail${Date.now()}`;
    const [message] = await openMessages(page, 1);
    const personal = await callApi<{ id: number }>(page, 'chance-member-mail/send', {
      account: message.account,
      lang: 'en',
      title: `E2E xss ${marker}`,
      content: planted(marker),
    });
    // The fewest members a level reaches (levels with nobody refuse a broadcast).
    let level = -1;
    for (let l = 10; l >= 0 && level < 0; l -= 1) {
      const { members } = await callApi<{ members: number }>(page, 'chance-member-mail/audience', { vipLevels: [l] });
      if (members > 0) level = l;
    }
    expect(level, 'a VIP level with members').toBeGreaterThanOrEqual(0);
    const broadcastTitle = `E2E xss broadcast ${marker}`;
    await callApi(page, 'chance-member-mail/broadcast', {
      vipLevels: [level],
      lang: 'en',
      title: broadcastTitle,
      content: planted(`${marker}b`),
    });
    const { list } = await callApi<{ list: Mail[] }>(page, 'chance-member-mail/list', { source: 'staff', pageSize: 1 });
    expect(list[0]?.title).toBe(broadcastTitle);

    await page.goto(withFilter(MAILS, { account: message.account }));
    await openMail(page, trip, personal.id, [marker, 'link', 'toggle'], 'personal mail');
    await page.goto(withFilter(MAILS, { account: list[0].account }));
    await openMail(page, trip, list[0].id, [`${marker}b`, 'link'], 'broadcast mail');
  });

  test('server layer: article and activity, drawn in their previews', async ({ page }) => {
    test.setTimeout(90_000);
    const trip = await arm(page);
    await login(page, 'admin');
    const marker = `xsspost${Date.now()}`;
    const now = Date.now();
    for (const [prefix, screen, extra] of [
      ['chance-article', ARTICLES, { category: 'news' }],
      ['chance-activity', ACTIVITIES, { category: 'other', activityStartAt: now }],
    ] as const) {
      const title = `E2E xss ${prefix} ${marker}`;
      const { id } = await callApi<{ id: number }>(page, `${prefix}/save`, {
        ...extra,
        title,
        summary: '',
        content: planted(marker),
        lang: 'en',
        startAt: now - 60_000,
        status: 0,
      });
      await page.goto(withFilter(screen, { title }));
      await page.getByTestId(`post-preview-${id}`).click();
      await expectInert(trip, page.getByTestId('post-preview-body'), [marker, 'link', 'toggle'], `${prefix} preview`);
    }
  });

  test('server layer: a notice, drawn in its preview', async ({ page }) => {
    test.setTimeout(60_000);
    const trip = await arm(page);
    await login(page, 'admin');
    const marker = `xssnotice${Date.now()}`;
    const title = `E2E xss notice ${marker}`;
    const { id } = await callApi<{ id: number }>(page, 'chance-notice/save', {
      type: 'notice',
      title,
      content: planted(marker),
      lang: 'en',
      device: 'all',
      startAt: Date.now() - 60_000,
      audience: 'all',
      status: 0,
    });
    await page.goto(withFilter(NOTICES, { title }));
    await page.getByTestId(`notice-preview-${id}`).click();
    await expectInert(trip, page.getByTestId('notice-preview-body'), [marker, 'link', 'toggle'], 'notice preview');
  });

  test('server layer: the answer to a member message, in the editor and drawn once closed', async ({ page }) => {
    test.setTimeout(60_000);
    const trip = await arm(page);
    await login(page, 'admin');
    const marker = `xssreply${Date.now()}`;
    const [message] = await openMessages(page, 1);
    await callApi(page, 'chance-message/reply', { id: message.id, reply: planted(marker) });
    await page.goto(withFilter(MESSAGES, { account: message.account, title: message.title }));
    // Open: the answer is loaded into the rich-text editor.
    await page.getByTestId(`message-open-${message.id}`).click();
    await expectInert(trip, page.getByRole('dialog').locator('.ProseMirror'), [marker, 'link'], 'reply in the editor');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Closed: the answer is drawn as stored HTML.
    await callApi(page, 'chance-message/close', { id: message.id });
    await page.reload();
    await page.getByTestId(`message-open-${message.id}`).click();
    await expectInert(trip, page.getByTestId('message-reply'), [marker, 'link', 'toggle'], 'closed message reply');
  });

  test('server layer: a registration agreement draft, drawn in its preview', async ({ page }) => {
    test.setTimeout(60_000);
    const trip = await arm(page);
    await login(page, 'admin');
    const marker = `xssagreement${Date.now()}`;
    // A draft only: members are shown a published version, which this leaves as it is.
    const { id } = await callApi<{ id: number }>(page, 'chance-registration-agreement/save', { lang: 'en', content: planted(marker) });
    await page.goto(AGREEMENT);
    await page.getByTestId(`agreement-preview-${id}`).click();
    await expectInert(trip, page.getByTestId('agreement-preview-body'), [marker, 'link', 'toggle'], 'agreement preview');
  });

  test('server layer: deposit and withdrawal rejection reasons (and a template with markup) in the automatic mails', async ({ page }) => {
    test.setTimeout(90_000);
    const trip = await arm(page);
    await login(page, 'admin');
    const marker = `xssreason${Date.now()}`;
    const reason = reasonWith(marker);
    expect(reason.length).toBeLessThanOrEqual(255);

    // The oldest pending orders: other specs take the newest.
    const deposits = await callApi<{ list: { id: number; username: string }[] }>(page, 'chance-deposit-order/list', {
      status: 1,
      pageSize: 1,
      sortField: 'id',
      sortOrder: 'ASC',
    });
    expect(deposits.list.length, 'a pending company deposit in the seed').toBe(1);
    const deposit = deposits.list[0];
    await callMoney(page, 'chance-deposit-order/reject', { id: deposit.id, reason });

    // The withdrawal template's text gets markup too (staff write it; it is plain text to the server), put back afterwards.
    type Texts = Record<'zh' | 'en' | 'hi', { title: string; body: string }>;
    const templates = await callApi<{ event: string; enabled: number; texts: Texts }[]>(page, 'chance-system-message/templates', {});
    const template = templates.find((t) => t.event === 'withdrawal_rejected');
    expect(template, 'the withdrawal_rejected template').toBeTruthy();
    const original = template as { event: string; enabled: number; texts: Texts };
    const marked = Object.fromEntries(
      Object.entries(original.texts).map(([lang, t]) => [
        lang,
        {
          title: t.title,
          body: `${t.body} <svg onload="window.__xss='template'"></svg><img src=t onerror="window.__xss='template-img'">`,
        },
      ]),
    );
    const withdrawals = await callApi<{ list: { id: number; username: string }[] }>(page, 'chance-withdrawal-order/list', {
      stage: 'submitted',
      pageSize: 1,
      sortField: 'id',
      sortOrder: 'ASC',
    });
    expect(withdrawals.list.length, 'a submitted withdrawal in the seed').toBe(1);
    const withdrawal = withdrawals.list[0];
    await callApi(page, 'chance-system-message/save', { event: 'withdrawal_rejected', enabled: true, texts: marked });
    try {
      await callMoney(page, 'chance-withdrawal-order/reject', { id: withdrawal.id, reason });
    } finally {
      await callApi(page, 'chance-system-message/save', {
        event: 'withdrawal_rejected',
        enabled: original.enabled === 1,
        texts: original.texts,
      });
    }

    for (const [event, account, what] of [
      ['deposit_rejected', deposit.username, 'deposit rejection mail'],
      ['withdrawal_rejected', withdrawal.username, 'withdrawal rejection mail'],
    ] as const) {
      const { list } = await callApi<{ list: Mail[] }>(page, 'chance-member-mail/list', { account, event, pageSize: 1 });
      expect(list[0]?.content, `${what}: the reason is in it`).toContain(marker);
      await page.goto(withFilter(MAILS, { account, event }));
      // The reason is shown as the reviewer typed it, markup and all, as text.
      const shown = [reason, ...(event === 'withdrawal_rejected' ? [`<svg onload="window.__xss='template'">`] : [])];
      await openMail(page, trip, list[0].id, shown, what);
    }
  });

  test("browser layer: rows written straight into the database, past the server's sanitiser, still run no script", async ({ page }) => {
    test.setTimeout(120_000);
    const trip = await arm(page);
    await login(page, 'admin');
    const marker = `xssraw${Date.now()}`;
    const now = Date.now();
    // The rows are made through the routes (every column right), then their HTML replaced by the raw payload.
    const [message] = await openMessages(page, 1);
    const mail = await callApi<{ id: number }>(page, 'chance-member-mail/send', {
      account: message.account,
      lang: 'en',
      title: `E2E raw ${marker}`,
      content: '<p>placeholder</p>',
    });
    const postTitle = `E2E raw article ${marker}`;
    const post = await callApi<{ id: number }>(page, 'chance-article/save', {
      category: 'news',
      title: postTitle,
      summary: '',
      content: '<p>placeholder</p>',
      lang: 'en',
      startAt: now - 60_000,
      status: 0,
    });
    const noticeTitle = `E2E raw notice ${marker}`;
    const notice = await callApi<{ id: number }>(page, 'chance-notice/save', {
      type: 'notice',
      title: noticeTitle,
      content: '<p>placeholder</p>',
      lang: 'en',
      device: 'all',
      startAt: now - 60_000,
      audience: 'all',
      status: 0,
    });
    const agreement = await callApi<{ id: number }>(page, 'chance-registration-agreement/save', {
      lang: 'en',
      content: '<p>placeholder</p>',
    });
    await callApi(page, 'chance-message/reply', { id: message.id, reply: '<p>placeholder</p>' });
    const html = raw(marker);
    writeRaw([
      { sql: 'update member_mail set content = ? where id = ?', params: [html, mail.id] },
      { sql: 'update content_post set content = ? where id = ?', params: [html, post.id] },
      { sql: 'update announcement set content = ? where id = ?', params: [html, notice.id] },
      { sql: 'update registration_agreement set content = ? where id = ?', params: [html, agreement.id] },
      { sql: 'update member_message set reply = ? where id = ?', params: [html, message.id] },
    ]);
    const visible = [marker, 'link', 'toggle'];

    await page.goto(withFilter(MAILS, { account: message.account }));
    await openMail(page, trip, mail.id, visible, 'raw mail');

    await page.goto(withFilter(ARTICLES, { title: postTitle }));
    await page.getByTestId(`post-preview-${post.id}`).click();
    await expectInert(trip, page.getByTestId('post-preview-body'), visible, 'raw article preview');

    await page.goto(withFilter(NOTICES, { title: noticeTitle }));
    await page.getByTestId(`notice-preview-${notice.id}`).click();
    await expectInert(trip, page.getByTestId('notice-preview-body'), visible, 'raw notice preview');

    await page.goto(AGREEMENT);
    await page.getByTestId(`agreement-preview-${agreement.id}`).click();
    await expectInert(trip, page.getByTestId('agreement-preview-body'), visible, 'raw agreement preview');

    await page.goto(withFilter(MESSAGES, { account: message.account, title: message.title }));
    await page.getByTestId(`message-open-${message.id}`).click();
    await expectInert(trip, page.getByRole('dialog').locator('.ProseMirror'), [marker, 'link'], 'raw reply in the editor');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await callApi(page, 'chance-message/close', { id: message.id });
    await page.reload();
    await page.getByTestId(`message-open-${message.id}`).click();
    await expectInert(trip, page.getByTestId('message-reply'), visible, 'raw closed message reply');
  });
});

test.describe('stored HTML: the Content-Security-Policy on its own', () => {
  test.use({ bypassCSP: false });

  test('markup injected into the served console runs no inline script, and the browser reports the refusals', async ({ page }) => {
    test.setTimeout(60_000);
    const trip = await arm(page);
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy'], 'the console is served with a CSP').toMatch(/script-src 'self'/);
    await expect(page.getByTestId('login-form')).toBeVisible();
    const result = await page.evaluate(async (markup) => {
      const host = document.createElement('div');
      host.innerHTML = markup;
      document.body.append(host);
      // A script element made by the page itself is inline script, not by hash: refused too.
      const script = document.createElement('script');
      script.textContent = "window.__xss='inline-element'";
      document.body.append(script);
      for (const a of host.querySelectorAll('a')) a.click();
      await Promise.all(
        [...host.querySelectorAll('img')].map((img) =>
          img.complete
            ? null
            : new Promise((done) => {
                img.addEventListener('load', done);
                img.addEventListener('error', done);
              }),
        ),
      );
      await new Promise((done) => setTimeout(done, 500));
      return { ran: [...(window.__xssHits ?? [])], csp: [...(window.__csp ?? [])] };
    }, VECTORS);
    for (const v of result.csp) test.info().annotations.push({ type: 'csp violation', description: v });
    expect(result.ran, 'scripts ran despite the CSP').toEqual([]);
    expect(trip.dialogs).toEqual([]);
    expect(result.csp.length, 'the browser reported the refused scripts').toBeGreaterThan(0);
  });
});

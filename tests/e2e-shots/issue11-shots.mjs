#!/usr/bin/env node
// Issue 11 evidence: one picture per item, language and build (before/after).
// Not a Playwright test (playwright.config.ts reads tests/e2e only; jest reads tests/unit and
// tests/server): a plain script run against a running `server/main.ts --serve-console`.
//
//   node tests/e2e-shots/issue11-shots.mjs <baseURL> <before|after> [zh,en] [item numbers…]
//
// e.g. node tests/e2e-shots/issue11-shots.mjs http://127.0.0.1:8851 after
// Pictures go to docs/screenshots/issue-11/<NN>-<slug>-<version>-<lang>.png; text captures
// (console warnings, request counts) to docs/screenshots/issue-11/text/<version>-<lang>.json.
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [baseURL, version, langArg = 'zh,en', ...only] = process.argv.slice(2);
if (!baseURL || !['before', 'after'].includes(version)) {
  console.error('usage: issue11-shots.mjs <baseURL> <before|after> [zh,en] [items…]');
  process.exit(2);
}
const OUT = path.resolve('docs/screenshots/issue-11');
mkdirSync(path.join(OUT, 'text'), { recursive: true });
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PASSWORDS = { admin: 'admin123', franchisee: 'franchisee123', agent: 'agent123', agent2: 'agent2123', finance: 'finance123' };
const MEMBERS = '/Account_management/vip/formal';
const text = {};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ARGS });

async function newPage(viewport = { width: 1440, height: 900 }, base = baseURL) {
  const context = await browser.newContext({ baseURL: base, viewport, locale: 'en-US', timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function save(page, nn, slug, lang, clip) {
  const file = path.join(OUT, `${nn}-${slug}-${version}-${lang}.png`);
  const opts = { path: file, animations: 'disabled' };
  if (clip) {
    const vp = page.viewportSize();
    opts.clip = {
      x: clip.x ?? 0,
      y: clip.y ?? 0,
      width: Math.min(clip.width ?? vp.width, vp.width - (clip.x ?? 0)),
      height: Math.min(clip.height ?? vp.height, vp.height - (clip.y ?? 0)),
    };
  }
  await page.screenshot(opts);
  console.log('  saved', path.basename(file));
}

async function currentLang(page) {
  return (await page.locator('html').getAttribute('lang')) === 'en' ? 'en' : 'zh';
}

/** Picks a language from the language menu (top bar or login page) and waits for the reload. */
async function switchLanguage(page, lang) {
  if ((await currentLang(page)) === lang) return;
  const reloaded = page.waitForEvent('load', { timeout: 30_000 }).catch(() => {});
  await page.getByTestId('language-menu').first().click();
  await page.getByTestId(`language-${lang}`).click();
  await reloaded;
  await page
    .waitForFunction((l) => document.documentElement.lang === l, lang === 'en' ? 'en' : 'zh-CN', { timeout: 30_000 })
    .catch(() => {});
  await page.waitForTimeout(800);
}

async function login(page, user, lang) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(user);
  await page.getByTestId('login-password').fill(PASSWORDS[user]);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('app-layout').waitFor();
  await page.waitForTimeout(500);
  if (lang) {
    await switchLanguage(page, lang);
    await page.getByTestId('app-layout').waitFor();
  }
}

async function settle(page, ms = 1200) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(ms);
}

async function listReady(page) {
  await page
    .locator('table tbody tr, [data-testid*="card"]')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => {});
  await settle(page, 800);
}

const items = {
  // 1. Reload a detail page, in `npm start` (the Vite dev server in front of the API, DEV_URL) where
  // the issue saw it; without DEV_URL the single-port `--serve-console` server.
  async 1(lang) {
    const page = await newPage(undefined, process.env.DEV_URL || baseURL);
    await login(page, 'admin', lang);
    await page.goto('/member/10000/show');
    await settle(page, 3000);
    await page.reload();
    await settle(page, 3000);
    await page.evaluate((url) => {
      const d = document.createElement('div');
      d.textContent = 'reloaded ' + url;
      d.style.cssText = 'position:fixed;bottom:0;right:0;z-index:99999;background:#222;color:#fff;font:13px monospace;padding:4px 8px';
      document.body.appendChild(d);
    }, page.url());
    await save(page, '01', 'reload-member-show', lang);
    await page.context().close();
  },
  // 2. A detail tab click: URL, breadcrumb, tag.
  async 2(lang) {
    const page = await newPage();
    await login(page, 'admin', lang);
    await page.goto(MEMBERS);
    await listReady(page);
    await page.goto('/member/10000/show');
    await settle(page);
    await page.locator('[role="tab"][href$="/bets"], [role="tab"]:has-text("投注"), [role="tab"]:has-text("Bets")').first().click();
    await settle(page, 1500);
    // The address bar is not in a headless picture: write it on the page.
    await page.evaluate((url) => {
      const d = document.createElement('div');
      d.textContent = 'URL: ' + url;
      d.style.cssText = 'position:fixed;bottom:0;right:0;z-index:99999;background:#222;color:#fff;font:13px monospace;padding:4px 8px';
      document.body.appendChild(d);
    }, new URL(page.url()).pathname);
    await save(page, '02', 'detail-tab-chrome', lang, { height: 900 });
    await page.context().close();
  },
  // 3. Member detail tabs: bet status, login result, point kinds, pagination.
  async 3(lang) {
    const page = await newPage();
    await login(page, 'admin', lang);
    for (const [tab, slug] of [
      ['bets', 'member-bets-tab'],
      ['logins', 'member-logins-tab'],
      ['points', 'member-points-tab'],
    ]) {
      await page.goto(`/member/10000/show/${tab}`);
      await settle(page, 2000);
      await save(page, '03', slug, lang, { y: 0, height: 900 });
    }
    // The http client's own failure toast.
    await page.goto(MEMBERS);
    await listReady(page);
    await page.route(/\/chance[-_]/, (route) =>
      route.request().resourceType() === 'fetch' || route.request().resourceType() === 'xhr' ? route.abort('failed') : route.continue(),
    );
    // A sort click refetches the list through the http client, which now fails.
    await page.locator('thead th .MuiTableSortLabel-root').nth(1).click();
    await page.waitForTimeout(2000);
    await save(page, '03', 'network-error-toast', lang);
    await page.context().close();
  },
  // 4. Empty states.
  async 4(lang) {
    const page = await newPage();
    await login(page, 'admin', lang);
    await page.goto(`${MEMBERS}?filter=${encodeURIComponent(JSON.stringify({ username: 'nobody-zzz' }))}`);
    await settle(page, 2000);
    await save(page, '04', 'empty-member-filter', lang, { height: 600 });
    await page.goto(
      `/Account_management/vip/reg_preferential_management?filter=${encodeURIComponent(JSON.stringify({ username: 'nobody-zzz' }))}`,
    );
    await settle(page, 2000);
    await save(page, '04', 'empty-reg-discount', lang, { height: 600 });
    await page.goto(`/Account_management/stationRecord`);
    await settle(page, 2000);
    // The quota records below the stations (none on a fresh seed).
    const records = page
      .locator('h6')
      .filter({ hasText: /额度记录|quota record/i })
      .last();
    await records.scrollIntoViewIfNeeded().catch(() => {});
    await settle(page, 2000);
    await records.scrollIntoViewIfNeeded().catch(() => {});
    await save(page, '04', 'empty-station-records', lang);
    await page.context().close();
  },
  // 5. A slow API: first load and paging.
  async 5(lang) {
    const page = await newPage();
    await login(page, 'admin', lang);
    await page.goto('/dashboard');
    await settle(page);
    await page.route(/\/chance-member\/list/, async (route) => {
      await new Promise((r) => setTimeout(r, 7000));
      await route.continue().catch(() => {});
    });
    await page.goto(MEMBERS);
    await page.getByTestId('app-layout').waitFor();
    await page.waitForTimeout(3500);
    await save(page, '05', 'slow-first-load', lang, { height: 700 });
    await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(800);
    await page
      .locator('button[aria-label="Go to next page"], button[aria-label*="下一页"], .MuiPagination-root button:has-text("2")')
      .first()
      .click();
    await page.waitForTimeout(2000);
    text[`5-paging-${lang}`] = {
      url: new URL(page.url()).search,
      progressBarShown: await page
        .getByTestId('fetch-progress')
        .isVisible()
        .catch(() => false),
      anyProgressbar: await page.locator('[role="progressbar"]').count(),
    };
    await save(page, '05', 'slow-paging', lang, { height: 500 });
    await page.context().close();
  },
  // 6. Wide tables: agent applications and staff.
  async 6(lang) {
    const page = await newPage();
    await login(page, 'admin', lang);
    await page.goto('/Account_management/shareholder/agent_application');
    await listReady(page);
    await save(page, '06', 'agent-applications', lang);
    await page.goto('/Account_management/userManagement');
    await listReady(page);
    await save(page, '06', 'staff-list', lang);
    await page.context().close();
  },
  // 7. Many tags open: the active one.
  async 7(lang) {
    const page = await newPage();
    await login(page, 'admin', lang);
    const screens = [
      'vip/formal',
      'vip/trialMember',
      'vip/beltPlay',
      'vip/memberintegral',
      'vip/vip_level_management',
      'vip/reg_preferential_management',
      'vip/vipInfo',
      'vip/trade',
      'shareholder/promotionCode',
      'shareholder/offline_agent',
      'shareholder/agent_application',
      'offline_formal',
      'offline_formal_agent',
      'offline_formal_trade',
      'userManagement',
      'roleManagement',
      'franchiseeManagement',
      'stationRecord',
      'pushAll',
    ];
    await page.goto(MEMBERS);
    await listReady(page);
    // In-app navigation (as a menu click does): the router follows pushState + popstate.
    for (const s of screens) {
      await page.evaluate((p) => {
        window.history.pushState({}, '', p);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/Account_management/${s}`);
      await page.waitForTimeout(900);
    }
    await settle(page, 1500);
    await save(page, '07', 'tags-many-open', lang, { height: 160 });
    await page.context().close();
  },
  // 8. Phones.
  async 8(lang) {
    const page = await newPage({ width: 390, height: 844 });
    await login(page, 'admin', lang);
    await page.goto(MEMBERS);
    await listReady(page);
    await save(page, '08', 'phone-member-list', lang);
    await page.context().close();
  },
  // 9. The language picked on the login page.
  async 9(lang) {
    const other = lang === 'zh' ? 'en' : 'zh';
    const page = await newPage();
    // The account's saved language is the other one…
    await login(page, 'admin', other);
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-form').waitFor();
    // …and this language is picked on the login page before signing in.
    await switchLanguage(page, lang);
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill(PASSWORDS.admin);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('app-layout').waitFor();
    await settle(page, 2000);
    await page.evaluate((msg) => {
      const d = document.createElement('div');
      d.textContent = msg;
      d.style.cssText = 'position:fixed;top:470px;right:0;z-index:99999;background:#222;color:#fff;font:13px monospace;padding:4px 8px';
      document.body.appendChild(d);
    }, `profile language: ${other}; picked on the login page: ${lang}`);
    await save(page, '09', 'login-language-kept', lang, { height: 500 });
    await page.context().close();
  },
  // 10. Home at 1280 px; the agent's chart.
  async 10(lang) {
    let page = await newPage({ width: 1280, height: 900 });
    await login(page, 'admin', lang);
    await page.goto('/dashboard');
    await page
      .getByTestId('home-chart')
      .locator('.recharts-surface')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => {});
    await settle(page, 2000);
    await save(page, '10', 'home-1280', lang);
    await page.context().close();
    page = await newPage();
    await login(page, 'agent', lang);
    await page.goto('/dashboard');
    await page
      .getByTestId('home-chart')
      .locator('.recharts-surface')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => {});
    await settle(page, 2000);
    const box = await page
      .getByTestId('home-chart')
      .boundingBox()
      .catch(() => null);
    await save(
      page,
      '10',
      'agent-chart-axis',
      lang,
      box
        ? { x: Math.max(0, box.x - 8), y: Math.max(0, box.y - 8), width: box.width + 16, height: Math.min(box.height + 16, 900 - box.y) }
        : undefined,
    );
    await page.context().close();
  },
  // 11. The play-along top-up dialog with a huge amount.
  async 11(lang) {
    const page = await newPage();
    await login(page, 'admin', lang);
    await page.goto('/Account_management/vip/beltPlay');
    await listReady(page);
    await page.locator('table tbody tr').first().locator('button').first().click();
    const dialog = page.locator('[role="dialog"]').last();
    await dialog.waitFor();
    await dialog
      .locator('input[name="amount"], input')
      .filter({ hasNot: page.locator('[disabled]') })
      .locator('visible=true')
      .nth(0)
      .fill('99999999999')
      .catch(() => {});
    const amount = dialog.locator('input[name="amount"]');
    if (await amount.count()) await amount.fill('99999999999');
    await page.keyboard.press('Tab');
    await page.waitForTimeout(800);
    // Save: the bound is checked on submit (before, the throwaway database took the credit).
    const save_ = dialog.locator('button[type="submit"], button:has-text("保存"), button:has-text("Save")').last();
    await save_.click().catch(() => {});
    await page.waitForTimeout(2000);
    await save(page, '11', 'topup-dialog', lang);
    await page.context().close();
  },
  // 12. Language slips: sort tooltip, settings drawer, date filter.
  async 12(lang) {
    const page = await newPage();
    await login(page, 'admin', lang);
    await page.goto(MEMBERS);
    await listReady(page);
    await page
      .locator('thead th')
      .filter({ hasText: /^(ID|编号|会员ID|id)$/i })
      .first()
      .locator('span')
      .first()
      .hover()
      .catch(async () => page.locator('thead th .MuiTableSortLabel-root').first().hover());
    await page.waitForTimeout(1500);
    await save(page, '12', 'sort-tooltip', lang, { height: 450 });
    await page.getByTestId('open-settings').click();
    await page.waitForTimeout(1200);
    await save(page, '12', 'settings-drawer', lang, { x: 1040, width: 400 });
    await page.keyboard.press('Escape');
    // Registered from 2026-11-01 (a Bombay day start, as both builds store it); the end left empty.
    const from = Date.UTC(2026, 10, 1) - 5.5 * 3600_000;
    await page.goto(
      `${MEMBERS}?displayedFilters=${encodeURIComponent(JSON.stringify({ registerStart: true, registerEnd: true }))}&filter=${encodeURIComponent(JSON.stringify({ registerStart: from }))}`,
    );
    await listReady(page);
    await save(page, '12', 'date-filter', lang, { height: 400 });
    await page.context().close();
  },
  // 13. Keyboard: the first Tab, then a few more.
  async 13(lang) {
    const page = await newPage();
    await login(page, 'admin', lang);
    await page.goto(MEMBERS);
    await listReady(page);
    // Start sequential focus at the top of the document, as after a page load.
    await page.evaluate(() => {
      document.body.setAttribute('tabindex', '-1');
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    await page.keyboard.press('Tab');
    await page.waitForTimeout(600);
    await save(page, '13', 'first-tab', lang, { height: 450 });
    // Follow the skip link where there is one, then Tab to the first filter; count the presses.
    let presses = 1;
    const focusedIsFilter = () =>
      page.evaluate(
        () =>
          document.activeElement?.tagName === 'INPUT' && !!document.activeElement.closest('form, .filter-field, [data-testid*="filter"]'),
      );
    if (
      await page.evaluate(() => /skip/i.test(document.activeElement?.className + ' ' + document.activeElement?.getAttribute('data-testid')))
    ) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
    }
    while (presses < 80 && !(await focusedIsFilter())) {
      await page.keyboard.press('Tab');
      presses++;
    }
    await page.waitForTimeout(400);
    text[`13-tabs-to-first-filter-${lang}`] = presses;
    await save(page, '13', 'focus-first-filter', lang, { height: 450 });
    await page.context().close();
  },
  // 14. The finance login's menu.
  async 14(lang) {
    const page = await newPage();
    await login(page, 'finance', lang);
    await page.goto('/dashboard');
    await settle(page, 1500);
    // Open every top-level section so the picture lists what the role reaches.
    const sections = page.locator('[data-testid^="menu-section-"]');
    const n = await sections.count();
    for (let i = 0; i < n; i++) {
      await sections
        .nth(i)
        .click()
        .catch(() => {});
      await page.waitForTimeout(250);
    }
    const nested = page.locator('[data-testid^="menu-section-"][aria-expanded="false"]');
    for (let i = 0; i < Math.min(await nested.count(), 20); i++)
      await nested
        .nth(0)
        .click()
        .catch(() => {});
    await page.waitForTimeout(600);
    text[`14-finance-menu-${lang}`] = await page
      .getByTestId('sidebar-menu')
      .innerText()
      .catch(() => '');
    const box = await page
      .getByTestId('sidebar')
      .boundingBox()
      .catch(() => null);
    await save(page, '14', 'finance-menu', lang, box ? { width: Math.ceil(box.width) + 2 } : { width: 300 });
    await page.context().close();
  },
  // 15. Noise: React warnings and detail requests (text captures), in `npm start` (DEV_URL): a
  // production build drops React's development warnings.
  async 15(lang) {
    const page = await newPage(undefined, process.env.DEV_URL || baseURL);
    const warnings = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text().replace(/\s+/g, ' ').slice(0, 200));
    });
    const all = [];
    page.on('request', (r) => ['fetch', 'xhr'].includes(r.resourceType()) && all.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await login(page, 'admin', lang);
    // The member list with its filters shown (text, select and date inputs).
    await page.goto(
      `${MEMBERS}?displayedFilters=${encodeURIComponent(JSON.stringify({ registerStart: true, nickname: true, vipLevel: true }))}`,
    );
    await listReady(page);
    await settle(page, 1500);
    // Open a member from the list the way an operator does (the row's detail button).
    all.length = 0;
    await page
      .locator('table tbody tr')
      .first()
      .locator('a, button')
      .filter({ hasText: /详情|Detail/i })
      .first()
      .click();
    await page.waitForURL(/\/show/);
    await settle(page, 3000);
    const counts = {};
    for (const r of all) counts[r] = (counts[r] || 0) + 1;
    const uniq = (xs) => [...new Set(xs)];
    text[`15-${lang}`] = {
      reactPropWarnings: uniq(warnings.filter((w) => /InputProps|inputProps|InputLabelProps|unknown prop|does not recognize/i.test(w))),
      otherWarnings: uniq(warnings.filter((w) => !/InputProps|inputProps|InputLabelProps|unknown prop|does not recognize/i.test(w))).slice(
        0,
        10,
      ),
      requestsOpeningMemberFromList: counts,
    };
    await page.context().close();
  },
};

const langs = langArg.split(',');
const wanted = only.length ? only : Object.keys(items);
const failures = [];
for (const lang of langs) {
  for (const n of wanted) {
    console.log(`${version} ${lang} item ${n}`);
    try {
      await items[n](lang);
    } catch (e) {
      console.log(`  FAILED item ${n} ${lang}: ${String(e.message).split('\n')[0]}`);
      failures.push(`${n} ${lang}: ${String(e.message).split('\n')[0]}`);
      for (const c of browser.contexts()) await c.close().catch(() => {});
    }
  }
}
writeFileSync(
  path.join(OUT, 'text', `${version}-${langs.join('-')}-${wanted.join('-')}.json`),
  JSON.stringify({ text, failures }, null, 2),
);
await browser.close();
console.log(failures.length ? `failures:\n${failures.join('\n')}` : 'all done');

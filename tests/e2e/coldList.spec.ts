import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

const COMPANY_ROWS = '[data-testid="deposit-list-company"] tbody tr';

// Issue 19: a cold load of a list URL does not wait for the list to render before asking for its
// first page: a list visited before is primed at boot under its learned key, a first visit asks as
// soon as the list's hook first runs. Either way one request, under the key the list asks for.
test('a cold reload of the member list asks for its rows before the list has rendered, once', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/Account_management/vip/formal');
  const rows = page.locator('[data-testid="member-list"] tbody tr');
  await expect(rows.first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // When the list first reaches the DOM, on the page's clock.
  await page.addInitScript(() => {
    new MutationObserver((_m, observer) => {
      if (!document.querySelector('[data-testid="member-list"]')) return;
      (window as { listShownAt?: number }).listShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().includes('chance-member/list')) requests += 1;
  });
  await page.reload();
  await expect(rows.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toBe(1);
  const { asked, shown } = await page.evaluate(() => ({
    asked: performance.getEntriesByType('resource').find((e) => e.name.includes('chance-member/list'))?.startTime,
    shown: (window as { listShownAt?: number }).listShownAt,
  }));
  expect(asked).toBeDefined();
  expect(shown).toBeDefined();
  expect(asked!).toBeLessThan(shown!);
});

// Issue 43: what a cold load of the member list fetches before its first rows: the document, the
// entry, rolldown's runtime, the page language's frame texts, the layout with MUI, the host's screen
// parts, the screen, its plugin's shared parts, its plugin's screen texts (since the texts split:
// one request more, 19 KiB less), the session check and the rows. Rows from the page's own
// resource timing; a change that splits the path into more chunks, or starts the detail's chunk or
// the badges before the rows, fails here.
test('a cold member list fetches at most 11 requests, 8 of them JavaScript, before its first rows', async ({ page }) => {
  await login(page, 'admin');
  // A slow phone's CPU (and a loaded CI machine): the frame draws before the rows here, and its
  // polls must still wait for them (they were three of 13 requests before the rows once).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    new MutationObserver((_m, observer) => {
      if (!document.querySelector('[data-testid="member-list"] tbody tr')) return;
      (window as { rowsAt?: number }).rowsAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/Account_management/vip/formal');
  await expect(page.locator('[data-testid="member-list"] tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = await page.evaluate(() => {
    const rowsAt = (window as { rowsAt?: number }).rowsAt!;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < rowsAt)
      .map((e) => new URL(e.name).pathname);
  });
  const described = before.join('\n');
  // The document is a request too, outside the resource entries.
  expect(before.length + 1, described).toBeLessThanOrEqual(11);
  expect(before.filter((p) => p.endsWith('.js')).length, described).toBeLessThanOrEqual(8);
  expect(
    before.some((p) => /MemberShow|auditReminder/.test(p)),
    described,
  ).toBe(false);
});

// Issue 43: a member's detail starts loading when the pointer rests on its row's link, not on the
// click: its query goes out before the click, and the detail draws from it without asking again.
test("resting on a row's link fetches the member's detail before the click; the detail asks no more", async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/Account_management/vip/formal');
  const link = page.locator('[data-testid="member-list"] tbody tr').first().locator('a[href*="/show"]').first();
  await expect(link).toBeVisible();
  await page.waitForLoadState('networkidle');
  const details: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('chance-member/detail')) details.push(r.postData() ?? '');
  });
  await link.hover();
  await expect.poll(() => details.length).toBe(1);
  await link.click();
  await expect(page.getByTestId('member-profile')).toContainText(/\S/);
  await page.waitForLoadState('networkidle');
  expect(details).toHaveLength(1);
});

/**
 * A cold load of `path` under a slow phone's CPU: the paths of what the page fetched before the
 * first row of `rows` was in the DOM (the page's own resource timing; the document is one more).
 */
async function fetchedBeforeRows(page: Page, path: string, rows: string): Promise<string[]> {
  await login(page, 'admin');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript((selector) => {
    new MutationObserver((_m, observer) => {
      if (!document.querySelector(selector)) return;
      (window as { rowsAt?: number }).rowsAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  }, rows);
  await page.goto(path);
  await expect(page.locator(rows).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const rowsAt = (window as { rowsAt?: number }).rowsAt!;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < rowsAt)
      .map((e) => new URL(e.name).pathname);
  });
}

// Issue 43: 公司入款 asks its list endpoint once before its rows, as many requests as the member
// list: the grand total (the same endpoint with withTotals) waits until the rows are painted; asked
// from the render that drew them, it went out before them, one request more.
test('a cold company deposit list fetches at most 11 requests before its first rows, one of them its list', async ({ page }) => {
  const before = await fetchedBeforeRows(page, '/money_management/access/company_income', COMPANY_ROWS);
  const described = before.join('\n');
  expect(before.length + 1, described).toBeLessThanOrEqual(11);
  expect(before.filter((p) => p.endsWith('chance-deposit-order/list')).length, described).toBe(1);
});

// Issue 43: 每日总览 draws its table before the chart's code (recharts, ~95 KiB) and the filters'
// lookups are asked for, and the top bar's polls (badges, clock, session figures) wait for its
// answer: as many requests before its rows as the member list (15 before).
test('a cold daily overview fetches at most 11 requests before its first rows, none of them the chart, the lookups or the polls', async ({
  page,
}) => {
  const before = await fetchedBeforeRows(page, '/report_management/daily_data/daily_overview', '[data-testid="report-table"] tbody tr');
  const described = before.join('\n');
  expect(before.length + 1, described).toBeLessThanOrEqual(11);
  expect(
    before.some((p) => /charts|ReportChart|auditReminder|getTimeMillis|getCurrentUser|report\/filters|selectList/.test(p)),
    described,
  ).toBe(false);
});

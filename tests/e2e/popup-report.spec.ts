import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, login, sessionToken, shot, switchLanguage } from './helpers';

// A report cell opens the rows behind its figure in a popup panel (spec §2), cut exactly as the
// figure is: the panel's rows count and add up to the cell. And panel 10 (manual deposit) opened
// for a member shows its title once and only that member's requests in its approval queue.

const FUND = '/report_management/daily_data/daily_fund_statistics';
const NOTES = '/report_management/daily_data/daily_notes_statistics';
const HOME = '/dashboard';
// The lists count up to this many rows exactly (server/db/cappedCount.ts).
const COUNT_CAP = 10_000;

const paper = (page: Page) => page.getByTestId('popup-paper');
/** Digits only: "₹1,23,456.78" → 12345678 paise; "1,234" → 1234. */
const digits = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function reportReady(page: Page) {
  await expect(page.getByTestId('report-totals')).toBeVisible({ timeout: 45_000 });
}

/** The newest past day row (today's last: its figures are live) whose `field` cell opens a panel. */
async function dayRowWith(page: Page, field: string, max = Number.MAX_SAFE_INTEGER): Promise<Locator> {
  const rows = page.getByTestId('report-table').locator('tbody tr');
  const n = await rows.count();
  for (const i of [...Array.from({ length: n - 1 }, (_, k) => n - 2 - k), n - 1]) {
    const link = rows.nth(i).getByTestId(`drill-${field}`);
    if ((await link.count()) === 1 && digits(await link.innerText()) <= max) return rows.nth(i);
  }
  throw new Error(`no day row with a ${field} figure under ${max}`);
}

/** The open deposit panel's grand total once its presets apply: [orders, amount in paise]. */
async function depositGrandTotal(page: Page, panel: '6' | '17'): Promise<[number, number]> {
  await expect(paper(page)).toHaveAttribute('data-panel', panel);
  await expect(page.getByTestId('popup-presets')).toBeVisible();
  const grand = paper(page).getByTestId('grand-total');
  // The presets apply 2 s after opening; before that the list shows the pending orders.
  await expect(paper(page).locator('[data-testid="deposit-list-company"], [data-testid="deposit-list-online"]')).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForTimeout(2_500);
  await expect(grand.locator('p').nth(1)).not.toHaveText(/-$/, { timeout: 30_000 });
  const parts = grand.locator('p');
  await expect.poll(async () => (await parts.count()) >= 3, { timeout: 30_000 }).toBe(true);
  return [digits(await parts.nth(1).innerText()), digits((await parts.nth(2).innerText()).split(':').pop() as string)];
}

test("a deposit cell opens both deposit kinds' panels, whose approved orders add up to the cell (zh and en)", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, 'admin');
  for (const locale of ['zh', 'en'] as const) {
    await switchLanguage(page, locale);
    await page.goto(FUND);
    await reportReady(page);
    const row = await dayRowWith(page, 'depositAmount');
    const cellCount = digits(await row.getByTestId('drill-depositCount').innerText());
    const cellAmount = digits(await row.getByTestId('drill-depositAmount').innerText());
    let orders = 0;
    let amount = 0;
    for (const panel of ['6', '17'] as const) {
      await row.getByTestId('drill-depositAmount').click();
      await page.getByTestId(`drill-depositAmount-${panel}`).click();
      const [c, a] = await depositGrandTotal(page, panel);
      orders += c;
      amount += a;
      if (panel === '6') await shot(page, `popup-report-deposits-${locale}`);
      await page.getByTestId('popup-close').click();
      await expect(paper(page)).toHaveCount(0);
    }
    expect(orders).toBe(cellCount);
    expect(amount).toBe(cellAmount);
  }
  await switchLanguage(page, 'zh');
});

test("a bet-count cell opens panel 1 with that day's bets of the report's game, as many as the cell (zh and en)", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, 'admin');
  for (const locale of ['zh', 'en'] as const) {
    await switchLanguage(page, locale);
    await page.goto(NOTES);
    await reportReady(page);
    // One game, so a day's bets stay under the lists' exact count.
    await page.getByRole('combobox', { name: locale === 'zh' ? '游戏' : 'Game' }).click();
    await page.getByRole('option').nth(1).click();
    await reportReady(page);
    await expect(page.getByTestId('report-table').locator('tbody tr').first()).toBeVisible();
    const row = await dayRowWith(page, 'betCount', COUNT_CAP - 1);
    const cellCount = digits(await row.getByTestId('drill-betCount').innerText());
    await row.getByTestId('drill-betCount').click();
    await expect(paper(page)).toHaveAttribute('data-panel', '1');
    await expect(page.getByTestId('popup-presets')).toBeVisible();
    // The pager's total is the number of bets the presets cut (once they apply, 2 s after opening).
    const pager = paper(page).locator('.MuiTablePagination-displayedRows');
    await expect
      .poll(
        async () => {
          const text = (await pager.count()) ? await pager.first().innerText() : '';
          const numbers = text.match(/[\d,]+/g) ?? [];
          return numbers.length ? digits(numbers[numbers.length - 1]) : -1;
        },
        { timeout: 45_000 },
      )
      .toBe(cellCount);
    await shot(page, `popup-report-bets-${locale}`);
    await page.getByTestId('popup-close').click();
  }
  await switchLanguage(page, 'zh');
});

test("panel 10 for a member shows its title once and only that member's requests awaiting review", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'admin');
  // Two members' pending manual deposits, so the queue has someone else's to leave out.
  const members = await callApi<{ list: { id: number; username: string; isTest: number; isInternal: number }[] }>(
    page,
    'chance-member/list',
    { pageIndex: 1, pageSize: 20 },
  );
  const list = members.list.filter((m) => !m.isTest && !m.isInternal).slice(0, 2);
  expect(list.length).toBe(2);
  const [mine, other] = list;
  for (const m of list) {
    const response = await page.request.post('/chance-manual/deposit', {
      data: { username: m.username, amount: 1_000, reasonType: 'manual_deposit', remark: 'popup-report e2e' },
      headers: { token: await sessionToken(page), language: '0', 'idempotency-key': randomUUID() },
    });
    expect((await response.json()).code).toBe(200);
  }
  await page.goto(`${HOME}?popup=10&popupFilter=${encodeURIComponent(JSON.stringify({ memberId: mine.id }))}`);
  await expect(paper(page)).toHaveAttribute('data-panel', '10', { timeout: 30_000 });
  await expect(paper(page).getByTestId('manual-member-balance')).toContainText(mine.username, { timeout: 30_000 });
  const title = (await page.locator('#popup-title').innerText()).trim();
  expect(title.length).toBeGreaterThan(0);
  // The panel's title and nothing in the form repeating it.
  await expect(paper(page).getByText(title, { exact: true })).toHaveCount(1);
  const queue = paper(page).getByTestId('manual-records-credit-queue');
  const names = queue.locator('tbody tr td:nth-child(2)');
  await expect
    .poll(
      async () => {
        const texts = await names.allInnerTexts();
        return texts.length > 0 && texts.every((t) => t.trim() === mine.username);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(queue.getByText(other.username, { exact: true })).toHaveCount(0);
  await shot(page, 'popup-manual-deposit-queue-zh');
});

test("the breadcrumb keeps the page's own name whole at 1440 px in en, beside the palette button", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  await switchLanguage(page, 'en');
  for (const path of [FUND, '/money_management/manual_access/manual_withdrawal_record', '/Account_management/vip/formal']) {
    await page.goto(path);
    const crumbs = page.getByTestId('breadcrumb');
    await expect(crumbs).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('open-palette')).toBeVisible();
    const last = crumbs.locator('li').last();
    await expect(last).not.toHaveText('');
    // Measured after the breadcrumb settled (it folds its sections when the bar is short of room).
    await expect
      .poll(
        async () => {
          const [item, box] = await Promise.all([last.boundingBox(), crumbs.locator('ol').boundingBox()]);
          return item !== null && box !== null && item.x + item.width <= box.x + box.width + 1;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect(crumbs.locator('li').first()).toBeInViewport();
  }
  await shot(page, 'popup-breadcrumb-1440-en');
  await switchLanguage(page, 'zh');
});

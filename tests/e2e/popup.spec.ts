import { expect, test, type Page } from '@playwright/test';
import { callApi, login, shot, switchLanguage } from './helpers';

// The reusable popup (spec §2) as operators reach it: a member row's records, a period's bets, a
// shared link; presets applied 2 s after opening, panels 10/11/13 searching a member id at once.

const FORMAL = '/Account_management/vip/formal';
const DOWNLINE_MEMBERS = '/Account_management/offline_formal';
const RESULTS = '/yoyo_lottery/game_result/lottery_result';
const HOME = '/dashboard';

const paper = (page: Page) => page.getByTestId('popup-paper');
const withFilter = (path: string, filter: unknown) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The texts of a column (1-based) of the popup's list rows. */
async function columnTexts(page: Page, column: number): Promise<string[]> {
  return paper(page).locator(`tbody tr td:nth-child(${column})`).allInnerTexts();
}

/** A member with withdrawals, their username and how many they have. */
async function memberWithWithdrawals(page: Page) {
  const { list } = await callApi<{ list: { memberId: number; username: string }[] }>(page, 'chance-withdrawal-order/list', {
    pageIndex: 1,
    pageSize: 50,
  });
  expect(list.length).toBeGreaterThan(0);
  // The member with the most orders on that page, so the cut is visible against the whole list.
  const counts = new Map<number, number>();
  for (const o of list) counts.set(o.memberId, (counts.get(o.memberId) ?? 0) + 1);
  const memberId = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
  const username = list.find((o) => o.memberId === memberId)?.username as string;
  const { total } = await callApi<{ total: number }>(page, 'chance-withdrawal-order/list', { pageIndex: 1, pageSize: 1, memberId });
  return { memberId, username, total };
}

/** Waits until every row of the popup's withdrawal list is the member's, and as many as they have (one page). */
async function expectOnlyMembersWithdrawals(page: Page, username: string, total: number) {
  const list = paper(page).getByTestId('withdrawal-list');
  await expect(list).toBeVisible();
  await expect(list.locator('tbody tr')).toHaveCount(Math.min(total, 20), { timeout: 20_000 });
  await expect.poll(async () => (await columnTexts(page, 2)).every((t) => t.trim() === username), { timeout: 20_000 }).toBe(true);
}

test("panel 7 from a member's Records menu shows only that member's withdrawals after 2 s, and a reload reopens it (zh and en)", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, 'admin');
  const member = await memberWithWithdrawals(page);
  await page.goto(withFilter(FORMAL, { ids: [member.memberId] }));
  const rows = page.locator('[data-testid="member-list"] tbody tr');
  await expect(rows).toHaveCount(1, { timeout: 30_000 });
  await rows.first().getByTestId(`member-records-${member.memberId}`).click();
  await expect(page.getByTestId(`member-records-${member.memberId}-1`)).toBeVisible();
  await expect(page.getByTestId(`member-records-${member.memberId}-3`)).toBeVisible();
  await page.waitForTimeout(400); // the menu's fade-in, for the picture
  await shot(page, 'popup-member-records-menu-zh');
  const opened = Date.now();
  await page.getByTestId(`member-records-${member.memberId}-7`).click();
  await expect(paper(page)).toHaveAttribute('data-panel', '7');
  await expect(page.getByTestId('popup-presets')).toContainText(String(member.memberId));
  await expectOnlyMembersWithdrawals(page, member.username, member.total);
  // The member's cut can only come from the presets, which wait 2 s after opening.
  expect(Date.now() - opened).toBeGreaterThanOrEqual(1900);
  await shot(page, 'popup-withdrawals-member-zh');

  // The URL names the panel and its filter: a reload (or a shared link) reopens both.
  const url = new URL(page.url());
  expect(url.searchParams.get('popup')).toBe('7');
  // The member's id filters; the chip names the member (a label, never filtered on).
  expect(JSON.parse(url.searchParams.get('popupFilter') as string)).toEqual({
    memberId: member.memberId,
    labels: { memberId: `${member.username} (${member.memberId})` },
  });
  await page.reload();
  await expect(paper(page)).toHaveAttribute('data-panel', '7', { timeout: 30_000 });
  await expect(page.getByTestId('popup-presets')).toContainText(String(member.memberId));
  await expectOnlyMembersWithdrawals(page, member.username, member.total);

  // Closing drops the params (a reload then shows the page alone).
  await page.getByTestId('popup-close').click();
  await expect(paper(page)).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('popup')).toBeNull();

  await switchLanguage(page, 'en');
  await expect(rows).toHaveCount(1, { timeout: 30_000 });
  await rows.first().getByTestId(`member-records-${member.memberId}`).click();
  await expect(page.getByTestId(`member-records-${member.memberId}-7`)).toHaveText('Withdrawals');
  await page.getByTestId(`member-records-${member.memberId}-7`).click();
  await expectOnlyMembersWithdrawals(page, member.username, member.total);
  await expect(page.getByTestId('popup-presets')).toContainText('Member');
  await shot(page, 'popup-withdrawals-member-en');
});

test('panel 10 (manual deposit) opened with a member id looks the member up at once', async ({ page }) => {
  await login(page, 'admin');
  const member = await memberWithWithdrawals(page);
  const lookup = page.waitForRequest((r) => r.url().endsWith('/chance-manual/member') && r.method() === 'POST');
  const started = Date.now();
  await page.goto(`${HOME}?popup=10&popupFilter=${encodeURIComponent(JSON.stringify({ memberId: member.memberId }))}`);
  await expect(paper(page)).toHaveAttribute('data-panel', '10', { timeout: 30_000 });
  const form = paper(page).getByTestId('manual-form-credit');
  await expect(form).toBeVisible({ timeout: 30_000 });
  const formShown = Date.now();
  const request = await lookup;
  // At once: the lookup is sent without waiting for the 2 s preset delay after the form is there
  // (its answer may take longer on a loaded machine; that is not the delay).
  const sent = Date.now();
  expect(sent - formShown, `page ${formShown - started} ms`).toBeLessThan(1900);
  expect(request.postDataJSON()).toMatchObject({ memberId: member.memberId });
  await expect(form.getByTestId('manual-member-balance')).toContainText(member.username);
  await expect(form.getByTestId('manual-username')).toHaveValue(member.username);
  await shot(page, 'popup-manual-deposit-zh');
  await page.getByTestId('popup-close').click();
  await switchLanguage(page, 'en');
  await page.goto(`${HOME}?popup=10&popupFilter=${encodeURIComponent(JSON.stringify({ memberId: member.memberId }))}`);
  await expect(paper(page).getByTestId('manual-member-balance')).toContainText(member.username, { timeout: 30_000 });
  await shot(page, 'popup-manual-deposit-en');
});

test("an agent's downline Records menu offers no panel outside its menu, and a link to one opens nothing", async ({ page }) => {
  await login(page, 'agent', undefined, DOWNLINE_MEMBERS);
  const row = page.locator('[data-testid="downline-members"] tbody tr').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const button = row.locator('[data-testid^="member-records-"]');
  await expect(button).toHaveCount(1);
  const id = ((await button.getAttribute('data-testid')) as string).replace('member-records-', '');
  await button.click();
  // Bets through the agent's note list; no cash record or withdrawals (money management is staff's).
  await expect(page.getByTestId(`member-records-${id}-1`)).toBeVisible();
  await expect(page.getByTestId(`member-records-${id}-3`)).toHaveCount(0);
  await expect(page.getByTestId(`member-records-${id}-7`)).toHaveCount(0);
  await page.waitForTimeout(400); // the menu's fade-in, for the picture
  await shot(page, 'popup-agent-records-zh');
  await page.getByTestId(`member-records-${id}-1`).click();
  await expect(paper(page)).toHaveAttribute('data-panel', '1');
  await expect(paper(page).getByTestId('note-list')).toBeVisible();
  await page.getByTestId('popup-close').click();

  // A shared link to the withdrawals panel opens nothing for the agent.
  await page.goto(`${DOWNLINE_MEMBERS}?popup=7&popupFilter=${encodeURIComponent(JSON.stringify({ memberId: Number(id) }))}`);
  await expect(row).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(500);
  await expect(paper(page)).toHaveCount(0);
  await switchLanguage(page, 'en');
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.locator('[data-testid^="member-records-"]').click();
  await expect(page.getByTestId(`member-records-${id}-1`)).toHaveText('Bets');
  await page.waitForTimeout(400);
  await shot(page, 'popup-agent-records-en');
});

test("a lottery result's bets link opens panel 1 with that period's bets (zh and en)", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  // A period with bets (the newest periods have none while no simulator bets), found by its issue number.
  const latest = await callApi<{ list: { periodId: number; issueNo: string }[] }>(page, 'chance-bet/list', { pageIndex: 1, pageSize: 1 });
  const { periodId, issueNo } = latest.list[0];
  const bets = await callApi<{ total: number }>(page, 'chance-bet/list', { pageIndex: 1, pageSize: 1, periodId });
  await page.goto(withFilter(RESULTS, { issueNo }));
  const list = page.getByTestId('lottery-result-list');
  // The total bet cell (a default column) carries the link.
  const link = list.getByTestId(`period-bets-${periodId}`);
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.click();
  await expect(paper(page)).toHaveAttribute('data-panel', '1');
  const notes = paper(page).getByTestId('note-list');
  await expect(notes).toBeVisible();
  await expect(notes.locator('tbody tr')).toHaveCount(Math.min(bets.total, 20), { timeout: 20_000 });
  // Every row is that period's (its issue number shows under the game).
  await expect
    .poll(async () => (await notes.locator('tbody tr').allInnerTexts()).every((t) => t.includes(issueNo)), { timeout: 20_000 })
    .toBe(true);
  await shot(page, 'popup-period-bets-zh');
  await page.getByTestId('popup-close').click();
  await switchLanguage(page, 'en');
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.click();
  await expect(paper(page)).toHaveAttribute('data-panel', '1');
  await expect
    .poll(
      async () => {
        const texts = await paper(page).locator('[data-testid="note-list"] tbody tr').allInnerTexts();
        return texts.length > 0 && texts.every((t) => t.includes(issueNo));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await shot(page, 'popup-period-bets-en');
});

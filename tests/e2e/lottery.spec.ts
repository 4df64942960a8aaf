import { expect, test } from '@playwright/test';
import { callApi, login, logout, shot, switchLanguage } from './helpers';

const RESULTS = '/yoyo_lottery/game_result/lottery_result';
const NOTES = '/note_management/note_list';

test.describe('lottery', () => {
  test('draw results show coloured results and a verification link that checks out', async ({ page, context }) => {
    await login(page, 'admin');
    // Settled periods: each carries a result.
    await page.goto(`${RESULTS}?filter=${encodeURIComponent(JSON.stringify({ status: 4 }))}`);
    const list = page.getByTestId('lottery-result-list');
    await expect(list.locator('[data-testid="result-wingo"], [data-testid="result-5d"], [data-testid="result-dice"]').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(list.getByRole('columnheader', { name: '开奖号码' })).toBeVisible();
    await shot(page, 'lottery-result-zh');

    await switchLanguage(page, 'en');
    await expect(list.getByRole('columnheader', { name: /kill rate/i })).toBeVisible({ timeout: 30_000 });
    // The language switch renders the console again: wait for the rows before the picture.
    await expect(list.getByText('Settled').first()).toBeVisible({ timeout: 30_000 });
    // ...and for the reload to be over (the splash can come back once after the switch).
    await page.waitForLoadState('load');
    await expect(page.getByTestId('fetch-progress')).toHaveCount(0, { timeout: 30_000 });
    await expect(list.getByText('Settled').first()).toBeVisible({ timeout: 30_000 });
    await shot(page, 'lottery-result-en');

    // The first drawn row's verification link opens the public page in a new tab.
    const drawnRow = list
      .locator('tbody tr')
      .filter({ has: page.locator('[data-testid^="result-"]') })
      .first();
    const [verify] = await Promise.all([context.waitForEvent('page'), drawnRow.locator('[data-testid^="verify-"]').click()]);
    await expect(verify.getByTestId('verify-proof')).toBeVisible({ timeout: 30_000 });
    await expect(verify.getByTestId('verify-recomputed').getByTestId('check-ok')).toHaveCount(2);
    await expect(verify.getByTestId('check-bad')).toHaveCount(0);
  });

  test('the verification page works signed out, in zh and en', async ({ browser }) => {
    // A member's browser in Chinese opens it in Chinese (with no language saved, it follows the browser's).
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/verify');
    await expect(page.getByTestId('verify-page')).toBeVisible();
    await expect(page).toHaveURL(/\/verify/);
    // Pick the first game and its latest drawn period.
    await page.getByRole('combobox').first().click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox').nth(1).click();
    await page.getByRole('option').first().click();
    await expect(page.getByTestId('verify-seed')).toBeVisible();
    await expect(page.getByTestId('verify-recomputed').getByTestId('check-ok')).toHaveCount(2);
    const zhTitle = await page.getByRole('heading', { level: 1 }).textContent();
    await shot(page, 'lottery-verify-zh');
    await page.getByTestId('verify-language').click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(zhTitle ?? '');
    await expect(page.getByText('Draw verification')).toBeVisible();
    await shot(page, 'lottery-verify-en');
    // Still signed out: no console layout, no redirect to the login page.
    await expect(page.getByTestId('app-layout')).toHaveCount(0);
    await context.close();

    // A visitor in India with an English browser reads it in English.
    const indian = await browser.newContext({ locale: 'en-IN' });
    const visitor = await indian.newPage();
    await visitor.goto('/verify');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Draw verification');
    await indian.close();
  });

  test('an agent sees only its downline bets in the bet list', async ({ page }) => {
    // The list counts at most 10,000 rows (totalCapped beyond), so compare one recent day's bets.
    const lastDay = { startTime: Date.now() - 86_400_000 };
    await login(page, 'admin');
    const all = await callApi<{ total: number; totalCapped: boolean }>(page, 'chance-bet/list', lastDay);
    await logout(page);

    await login(page, 'agent', undefined, NOTES);
    const list = page.getByTestId('note-list');
    await expect(list.locator('tbody tr td').filter({ hasText: /\S/ }).first()).toBeVisible({ timeout: 30_000 });
    const mine = await callApi<{ total: number; totalCapped: boolean }>(page, 'chance-bet/list', lastDay);
    expect(mine.totalCapped).toBe(false);
    expect(mine.total).toBeGreaterThan(0);
    expect(all.totalCapped || mine.total < all.total).toBe(true);
    // No cancel for an agent: reading only.
    await expect(list.locator('[data-testid^="cancel-"]')).toHaveCount(0);
    await shot(page, 'lottery-notes-agent-zh');
    await switchLanguage(page, 'en');
    await expect(list.getByRole('columnheader', { name: 'Bet no.' })).toBeVisible({ timeout: 30_000 });
    await expect(list.locator('tbody tr td').filter({ hasText: /\S/ }).first()).toBeVisible({ timeout: 30_000 });
    await shot(page, 'lottery-notes-agent-en');
  });
});

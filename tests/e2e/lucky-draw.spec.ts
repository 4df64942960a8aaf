import { expect, test } from '@playwright/test';
import { callApi, login, shot, switchLanguage } from './helpers';

const MEMBER_LOTTERY = '/marketing_management/Member_lottery_management';
const LOG = '/marketing_management/award_volume_issue_log';

/** A Bombay wall-clock time as the Chinese console takes it (yyyy-mm-dd HH:mm), `offsetMs` from now. */
const bombayLocal = (offsetMs: number) => new Date(Date.now() + offsetMs + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

test.describe('lucky draws', () => {
  test('an admin runs a campaign, a member draws, the prize shows in the award log and the draw verifies publicly (zh and en)', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await login(page, 'admin', undefined, MEMBER_LOTTERY);
    await expect(page.getByTestId('lucky-add')).toHaveText('新增抽奖活动');

    await page.getByTestId('lucky-add').click();
    const dialog = page.getByRole('dialog');
    await page.getByTestId('lucky-name').fill('E2E 幸运转盘');
    await page.getByTestId('lucky-start').fill(bombayLocal(-3_600_000));
    await page.getByTestId('lucky-end').fill(bombayLocal(86_400_000));
    await page.getByTestId('lucky-daily').fill('5');
    await dialog.getByLabel('奖品名称').fill('现金 ₹8');
    await dialog.getByLabel('金额（₹）').fill('8');
    await shot(page, 'lucky-campaign-add-zh');
    await page.getByTestId('lucky-save').click();
    await expect(dialog).toHaveCount(0);
    const row = page.locator('tbody tr', { hasText: 'E2E 幸运转盘' });
    await expect(row).toContainText('草稿');
    await expect(row).toContainText('₹8.00');

    await row.locator('[data-testid^="lucky-open-"]').click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect(row).toContainText('进行中');

    // The member side: a draw for an active, real member (the admin simulation stands in for the app).
    const members = await callApi<{ list: { id: number; status: number; isTest: number; isInternal: number }[] }>(
      page,
      'chance-member/list',
      { pageIndex: 1, pageSize: 50 },
    );
    const member = members.list.find((m) => m.status === 0 && !m.isTest && !m.isInternal);
    expect(member).toBeTruthy();
    await row.locator('[data-testid^="lucky-simulate-"]').click();
    await page.getByTestId('lucky-simulate-member').fill(String(member?.id));
    await page.getByTestId('lucky-simulate-save').click();
    await expect(page.getByText(/第 1 次抽奖：现金 ₹8（中奖，₹8.00）/)).toBeVisible();

    await page.goto(LOG);
    await page.getByTestId('log-tab-lucky').click();
    await expect(page.locator('tbody tr', { hasText: 'E2E 幸运转盘' }).first()).toContainText('中奖');
    await expect(page.locator('tbody tr', { hasText: 'E2E 幸运转盘' }).first()).toContainText(/账务流水 #\d+/);
    await shot(page, 'lucky-award-log-zh');

    await switchLanguage(page, 'en');
    await page.goto(MEMBER_LOTTERY);
    await expect(row).toContainText('Open');
    await row.locator('[data-testid^="lucky-close-"]').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(row).toContainText('Closed');
    await shot(page, 'lucky-campaign-en');

    // The public page recomputes the draw from the revealed seed in the browser.
    const verifyHref = await row.locator('[data-testid^="lucky-verify-"]').getAttribute('href');
    await page.goto(verifyHref ?? '/verify');
    await expect(page.getByTestId('lucky-proof')).toContainText('E2E 幸运转盘');
    await expect(page.getByTestId('lucky-hash-ok')).toBeVisible();
    await expect(page.getByTestId('lucky-draws').getByTestId('lucky-check-ok')).toHaveCount(1);
    await expect(page.getByTestId('lucky-server-ok')).toHaveCount(1);
    await shot(page, 'lucky-verify-en');
  });
});

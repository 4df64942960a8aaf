import { expect, test } from '@playwright/test';
import { login, logout, shot, switchLanguage } from './helpers';

const LIMITS = '/yoyo_lottery/limitSetting';
const LOG = '/yoyo_lottery/game_result/killing_rate_operation';
const CONTROL = '/yoyo_lottery/game_result/killRateControl';

test.describe('kill rate: limits and their log', () => {
  test('an admin asks to raise a play limit, finance approves it, and the change shows in killing_rate_operation (zh and en)', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await login(page, 'admin', undefined, LIMITS);
    const row = page.getByTestId('limit-row-NUMBER');
    await expect(row).toContainText('数字');
    await shot(page, 'killrate-limits-zh');

    await page.getByTestId('limit-edit-NUMBER').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('自下一期生效');
    const reason = `e2e raise ${Date.now()}`;
    await page.getByTestId('limit-max').fill('60000');
    await page.getByTestId('limit-period').fill('200000');
    await page.getByTestId('limit-reason').fill(reason);
    await page.getByTestId('limit-save').click();
    await expect(dialog).toHaveCount(0);
    // A request now, not a change: the asker waits for someone else.
    const request = page.getByTestId('lever-requests-limit').locator('tbody tr', { hasText: reason });
    await expect(request).toContainText('等待其他工作人员审核');
    await expect(page.getByTestId('limit-next-NUMBER')).not.toContainText('₹60,000.00');

    await logout(page);
    await login(page, 'finance', 'finance123', LIMITS);
    const pending = page.getByTestId('lever-requests-limit').locator('tbody tr', { hasText: reason });
    await pending.getByRole('button', { name: '通过' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect(pending).toContainText('finance');
    await expect(page.getByTestId('limit-next-NUMBER')).toContainText('₹60,000.00');
    await shot(page, 'killrate-limit-approved-zh');

    await page.goto(LOG);
    const logRow = page.locator('tbody tr', { hasText: reason });
    await expect(logRow).toContainText('限额');
    await expect(logRow).toContainText('单注最大: ₹60,000.00');
    await shot(page, 'killrate-log-zh');

    await switchLanguage(page, 'en');
    await page.goto(LOG);
    await expect(page.locator('tbody tr', { hasText: reason })).toContainText('Max stake: ₹60,000.00');
    await page.goto(CONTROL);
    await expect(page.getByText('Measured kill rate')).toBeVisible();
    await expect(page.getByTestId('kr-30')).toContainText('%');
    // The two charts are lazy: the shot waits for them to be drawn.
    await expect(page.locator('.recharts-surface')).toHaveCount(2, { timeout: 30_000 });
    await shot(page, 'killrate-control-en');
  });
});

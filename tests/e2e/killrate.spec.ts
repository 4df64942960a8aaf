import { expect, test } from '@playwright/test';
import { login, shot, switchLanguage } from './helpers';

const LIMITS = '/yoyo_lottery/limitSetting';
const LOG = '/yoyo_lottery/game_result/killing_rate_operation';
const CONTROL = '/yoyo_lottery/game_result/killRateControl';

test.describe('kill rate: limits and their log', () => {
  test('an admin raises a play limit and finds the change, before and after, in killing_rate_operation (zh and en)', async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, 'admin');
    await page.goto(LIMITS);
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
    await expect(page.getByTestId('limit-next-NUMBER')).toContainText('₹60,000.00');

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
    await shot(page, 'killrate-control-en');
  });
});

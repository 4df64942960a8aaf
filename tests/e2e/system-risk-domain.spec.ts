import { expect, test } from '@playwright/test';
import { login, shot, switchLanguage } from './helpers';

const SYS = '/system_management';

test.describe('system: risk control and domains', () => {
  test('an admin adds and removes a risk list entry, saves the risk rules, and adds a domain, in zh and en', async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, 'admin');
    if ((await page.locator('html').getAttribute('lang')) === 'en') await switchLanguage(page, 'zh');

    // Risk list, zh: add a UPI id on the list, find it by value, then remove it after confirming.
    await page.goto(`${SYS}/riskControl/riskControlList`);
    await expect(page.locator('[data-testid="risk-list"] tbody tr').first()).toBeVisible();
    const upi = `e2e${Date.now() % 1_000_000}@ybl`;
    await page.getByTestId('risk-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('类型').click();
    await page.getByRole('option', { name: 'UPI' }).click();
    await dialog.getByLabel('值').fill(upi);
    await dialog.getByLabel('原因').fill('E2E 测试');
    await dialog.getByTestId('risk-add-save').click();
    await expect(dialog).toBeHidden();
    await page.getByRole('textbox', { name: '值' }).fill(upi);
    const row = page.locator('[data-testid="risk-list"] tbody tr').filter({ hasText: upi });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('禁止提现');
    await expect(row).toContainText('生效中');
    await shot(page, 'system-risk-list-zh');
    await row.getByRole('button', { name: '删除' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确认|Confirm/ })
      .click();
    await expect(row).toHaveCount(0);

    // Risk rules, zh.
    await page.goto(`${SYS}/riskControl/riskControlSet`);
    await expect(page.getByTestId('risk-set')).toBeVisible();
    await page.getByRole('checkbox', { name: '提交 IP' }).click();
    await page.getByTestId('risk-set-save').click();
    await expect(page.getByTestId('risk-set-save')).toBeDisabled();
    await shot(page, 'system-risk-set-zh');

    // Domains, en: add one and find it.
    await switchLanguage(page, 'en');
    await page.goto(`${SYS}/domain`);
    await expect(page.locator('[data-testid="domain-list"] tbody tr').first()).toBeVisible();
    await expect(page.locator('[data-testid="domain-list"]')).toContainText('win.chance.example');
    const name = `e2e${Date.now() % 1_000_000}.chance.example`;
    await page.getByTestId('domain-add').click();
    await page.getByTestId('domain-name').fill(name);
    await page.getByTestId('domain-save').click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByLabel('Domain').first().fill(name);
    await expect(page.locator('[data-testid="domain-list"] tbody tr').filter({ hasText: name })).toHaveCount(1);
    await shot(page, 'system-domain-en');
    await page.goto(`${SYS}/riskControl/riskControlList`);
    await expect(page.locator('[data-testid="risk-list"] tbody tr').first()).toBeVisible();
    await shot(page, 'system-risk-list-en');
    await switchLanguage(page, 'zh');
  });
});

import { expect, test, type Page } from '@playwright/test';
import { callApi, login, shot, switchLanguage } from './helpers';

const SETTINGS = '/money_management/fan_yong/promotion_settings';

/** As the screens walk checks: default columns fit 1440 px, no message key or missing value shows. */
async function looksRight(page: Page): Promise<void> {
  await expect(page.locator('#main-content .MuiSkeleton-root')).toHaveCount(0, { timeout: 20_000 });
  const wide = await page
    .locator('#main-content .RaDataTable-tableWrapper')
    .evaluateAll((wrappers) =>
      wrappers.filter((w) => w.scrollWidth > w.clientWidth + 1).map((w) => `${w.scrollWidth}/${w.clientWidth} px`),
    );
  expect(wide).toEqual([]);
  const text = await page.locator('#main-content').innerText();
  expect(text).not.toMatch(/\bmoney\.rebate\.|\bundefined\b|\bNaN\b/);
}

interface Template {
  id: number;
  name: string;
  rates: number[];
  status: number;
}

test.describe('money: rebate settings', () => {
  test('an admin edits a rebate template’s VIP rate; the list and the server show it, in zh and en', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, 'admin');
    // The seed's template: every franchisee, every game, the VIP levels' rates.
    const seeded = (await callApi<{ list: Template[] }>(page, 'chance-rebate-template/list', { pageSize: 50 })).list.find(
      (t) => t.name === 'VIP daily rebate',
    ) as Template;
    expect(seeded).toBeTruthy();
    const top = seeded.rates[10];

    await page.goto(SETTINGS);
    const row = page.locator('[data-testid="template-screen"] tbody tr').filter({ has: page.getByTestId(`template-edit-${seeded.id}`) });
    await expect(row).toContainText('全部游戏');
    await expect(row).toContainText('启用');
    await looksRight(page);
    await shot(page, 'money-rebate-settings-zh');

    // Raise VIP10's rate by 0.1 %: the list's range shows the new top rate.
    await page.getByTestId(`template-edit-${seeded.id}`).click();
    await expect(page.getByTestId('template-dialog')).toBeVisible();
    const rate = page.getByTestId('template-rate-10');
    await rate.fill('abc');
    await rate.blur();
    await expect(page.getByText('请输入 0 到 100 之间、最多两位小数的比例')).toBeVisible();
    await expect(page.getByTestId('template-save')).toBeDisabled();
    const raised = ((top + 10) / 100).toFixed(2).replace(/\.?0+$/, '');
    await rate.fill(raised);
    await shot(page, 'money-rebate-settings-edit-zh');
    await page.getByTestId('template-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId(`template-rates-${seeded.id}`)).toContainText(`${raised}%`);
    const saved = (await callApi<{ list: Template[] }>(page, 'chance-rebate-template/list', { pageSize: 50 })).list.find(
      (t) => t.id === seeded.id,
    ) as Template;
    expect(saved.rates).toEqual([...seeded.rates.slice(0, 10), top + 10]);

    await switchLanguage(page, 'en');
    await expect(row).toContainText('All games');
    await expect(row).toContainText('Enabled');
    await looksRight(page);
    await shot(page, 'money-rebate-settings-en');
    await page.getByTestId(`template-edit-${seeded.id}`).click();
    await expect(page.getByText('Audit multiple').first()).toBeVisible();
    await shot(page, 'money-rebate-settings-edit-en');
    // Put the seeded rate back, so the demo's later rebates stay at the VIP levels' rates.
    await page.getByTestId('template-rate-10').fill(String(top / 100));
    await page.getByTestId('template-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId(`template-rates-${seeded.id}`)).not.toContainText(`${raised}%`);
    await switchLanguage(page, 'zh');
  });
});

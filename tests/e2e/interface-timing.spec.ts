import { expect, test } from '@playwright/test';
import { callApi, login, shot, switchLanguage } from './helpers';

const SCREEN = '/system_management/interface_time_statistics';
const ENDPOINT = '/chance_sys_log/query/system/login/log/list';

test('interface timings: the chart shows the calls just made, in zh and en', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  // Calls to find: this endpoint is called by nothing else in this minute's window but this test.
  for (let i = 0; i < 5; i++) await callApi(page, ENDPOINT.slice(1), { pageSize: 5 });

  await page.getByTestId('menu-section-/system_management').click();
  await page.getByTestId(`menu-item-${SCREEN}`).click();
  const screen = page.getByTestId('interface-timing');
  await expect(screen).toBeVisible();
  await page.getByRole('textbox', { name: '接口' }).fill('login/log/list');
  const row = screen.locator('tbody tr').filter({ hasText: ENDPOINT }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `查看 POST ${ENDPOINT} 的耗时曲线` }).click();
  await expect(page.getByTestId('timing-chart-title')).toContainText(`POST ${ENDPOINT}`);
  // recharts draws the p50 and p95 lines with a dot at this minute, and its calls as a bar.
  const chart = page.getByTestId('timing-chart');
  await expect(chart.locator('.recharts-line')).toHaveCount(2);
  await expect(chart.locator('.recharts-line-dots circle').first()).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  const count = Number((await row.locator('td').nth(1).innerText()).replace(/\D/g, ''));
  expect(count).toBeGreaterThanOrEqual(5);
  await shot(page, 'system-interface-timing-zh');

  await switchLanguage(page, 'en');
  await page.goto(SCREEN);
  await expect(page.getByTestId('interface-timing')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'P95 (ms)' })).toBeVisible();
  await page.getByRole('combobox', { name: /Window/ }).click();
  await page.getByRole('option', { name: 'Last 24 hours' }).click();
  await expect(page.getByTestId('timing-chart-title')).toContainText('Timings of');
  await expect(page.locator('[data-testid="timing-chart"] .recharts-line')).toHaveCount(2);
  await shot(page, 'system-interface-timing-en');
  await switchLanguage(page, 'zh');
});

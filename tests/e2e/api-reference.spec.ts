import { expect, test } from '@playwright/test';
import { login, sessionToken, shot, switchLanguage } from './helpers';

const SCREEN = '/system_management/api_reference';

test('API reference: every route, one plugin at a time, with its access, request and answer, in zh and en', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  await page.getByTestId('menu-section-/system_management').click();
  await page.getByTestId(`menu-item-${SCREEN}`).click();
  await expect(page.getByTestId('api-reference-count')).toContainText(/共 \d{3} 个接口/);

  await page.getByLabel('插件').click();
  await page.getByRole('option', { name: 'lottery', exact: true }).click();
  await page.getByTestId('api-reference-search').fill('kill-rate/overview');
  const operation = page.getByTestId('api-operation');
  await expect(operation).toHaveCount(1);
  await operation.click();
  await expect(operation).toContainText('yoyo_lottery/game_result/killRateControl');
  await expect(operation).toContainText('gameId');
  // The answer as its contract describes it: nested fields of `data`.
  await expect(operation).toContainText('killRateBps');
  await shot(page, 'system-api-reference-zh');

  await switchLanguage(page, 'en');
  await page.goto(SCREEN);
  await expect(page.getByTestId('api-reference-count')).toContainText(/\d{3} routes in all/);
  await page.getByTestId('api-reference-search').fill('chance_login/login');
  await page.getByTestId('api-operation').filter({ hasText: '/chance_login/login' }).first().click();
  await expect(page.getByText('Anyone (no sign-in)')).toBeVisible();
  await shot(page, 'system-api-reference-en');
  await switchLanguage(page, 'zh');
});

test('API reference: not in the menu of a franchisee, and its document refused to them', async ({ page }) => {
  await login(page, 'franchisee');
  await expect(page.getByTestId(`menu-item-${SCREEN}`)).toHaveCount(0);
  const response = await page.request.get('/openapi.json', { headers: { token: await sessionToken(page) } });
  expect([response.status(), (await response.json()).code]).toEqual([403, 'A0301']);
});

import { expect, test } from '@playwright/test';
import { login, shot, switchLanguage } from './helpers';

// The support_tickets plugin as an administrator meets it: its menu, the seeded items, adding one, and its Home card.
test('an administrator opens support_tickets_list, adds an item and finds it counted (zh and en)', async ({ page }) => {
  await login(page, 'admin');
  await expect(page.getByTestId('support-tickets-card')).toBeVisible();
  await page.goto('/support_tickets_management/support_tickets_list');
  await expect(page.locator('.RaDataTable-tableWrapper tbody tr').first()).toBeVisible();
  const title = `E2E support_tickets ${Date.now()}`;
  await page.getByTestId('support-tickets-add').click();
  await page.getByTestId('support-tickets-title').fill(title);
  await page.getByTestId('support-tickets-save').click();
  await expect(page.getByText(title)).toBeVisible();
  await shot(page, 'support_tickets-zh');
  await switchLanguage(page, 'en');
  await expect(page.getByText('All support tickets').first()).toBeVisible();
  await shot(page, 'support_tickets-en');
});

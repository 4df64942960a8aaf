import { expect, test } from '@playwright/test';
import { login, shot } from './helpers';

// Keyboard: the first Tab stop skips past the menu and the top bar; focus is always visible.
test('the first Tab reaches a skip link that moves focus to the page content', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/Account_management/vip/formal');
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  // Tab once the list is drawn: while it loads, the content holds nothing focusable yet.
  await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-to-content');
  await expect(skip).toHaveText(/跳到正文|Skip to content/i);
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await shot(page, 'skip-link');
  await page.keyboard.press('Enter');
  // From the content, the next Tab lands inside the main area, not in the menu.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content'))).toBe(true);
  // Fields show focus by their underline; buttons, chips and links get the theme's ring.
  for (let i = 0; i < 20 && !(await page.evaluate(() => !!document.activeElement?.classList.contains('MuiButtonBase-root'))); i++) {
    await page.keyboard.press('Tab');
  }
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).toBe('solid');
  await shot(page, 'focus-ring');
});

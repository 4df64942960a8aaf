import { expect, test, type Locator } from '@playwright/test';
import { login, shot } from './helpers';
import { registryRoutes } from './registryRoutes';

// Enough screens to overflow the strip several times over (all of them would only take longer).
const screens = registryRoutes().menuScreens.slice(0, 24);

/** Whether the element lies wholly inside the visible part of the tag strip. */
async function inView(strip: Locator, tag: Locator): Promise<boolean> {
  const [s, t] = [await strip.boundingBox(), await tag.boundingBox()];
  return !!s && !!t && t.x >= s.x - 1 && t.x + t.width <= s.x + s.width + 1;
}

test('the tag bar keeps the active tab in view; arrows and the wheel scroll it', async ({ page }) => {
  test.setTimeout(30_000 + screens.length * 6_000);
  await page.setViewportSize({ width: 1000, height: 800 });
  await login(page, 'admin');
  const strip = page.getByTestId('tags-strip');
  for (const path of screens) {
    await page.goto(path);
    const tag = page.getByTestId(`tag-${path}`);
    await expect(tag).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => inView(strip, tag), `${path} scrolled into view`).toBe(true);
  }
  await expect(page.getByTestId('tags-scroll-back')).toBeVisible();
  await shot(page, 'tags-overflow-zh');

  const scrollLeft = () => strip.evaluate((el) => el.scrollLeft);
  const end = await scrollLeft();
  expect(end).toBeGreaterThan(0);
  await page.getByTestId('tags-scroll-back').click();
  await expect.poll(scrollLeft).toBeLessThan(end);
  const afterArrow = await scrollLeft();
  await strip.hover();
  await page.mouse.wheel(0, 400);
  await expect.poll(scrollLeft).toBeGreaterThan(afterArrow);

  // Opening an early tab again brings it back into view.
  const first = page.getByTestId(`tag-${screens[1]}`);
  await first.click();
  await expect.poll(() => inView(strip, first)).toBe(true);

  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-en').click();
  await page.waitForEvent('load');
  await expect(page.getByTestId('tags-scroll-forward')).toBeVisible();
  await expect(page.getByTestId('tags-scroll-forward')).toHaveAttribute('aria-label', 'Scroll tabs right');
  await shot(page, 'tags-overflow-en');

  // The switch is saved on admin's profile: put it back for the specs that expect zh.
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-zh').click();
  await page.waitForEvent('load');
  await expect(page.getByTestId('menu-item-/dashboard')).toContainText('首页');
});

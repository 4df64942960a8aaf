import { expect, test } from '@playwright/test';
import { login } from './helpers';

// Issue 19: a cold load of a list URL does not wait for the list to render before asking for its
// first page: a list visited before is primed at boot under its learned key, a first visit asks as
// soon as the list's hook first runs. Either way one request, under the key the list asks for.
test('a cold reload of the member list asks for its rows before the list has rendered, once', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/Account_management/vip/formal');
  const rows = page.locator('[data-testid="member-list"] tbody tr');
  await expect(rows.first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // When the list first reaches the DOM, on the page's clock.
  await page.addInitScript(() => {
    new MutationObserver((_m, observer) => {
      if (!document.querySelector('[data-testid="member-list"]')) return;
      (window as { listShownAt?: number }).listShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().includes('chance-member/list')) requests += 1;
  });
  await page.reload();
  await expect(rows.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toBe(1);
  const { asked, shown } = await page.evaluate(() => ({
    asked: performance.getEntriesByType('resource').find((e) => e.name.includes('chance-member/list'))?.startTime,
    shown: (window as { listShownAt?: number }).listShownAt,
  }));
  expect(asked).toBeDefined();
  expect(shown).toBeDefined();
  expect(asked!).toBeLessThan(shown!);
});

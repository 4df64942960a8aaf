import { expect, test } from '@playwright/test';
import { login } from './helpers';

// Issue 19: a cold load of a list URL already visited starts the list's request at boot, under the
// key the list asks for, before the list's chunk has arrived; the list renders from it and sends
// no second request.
test('a cold reload of the member list sends one list request and shows its rows', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/Account_management/vip/formal');
  const rows = page.locator('[data-testid="member-list"] tbody tr');
  await expect(rows.first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Unprimed, the list's request can only start once the list's chunk has arrived and rendered.
  const events: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('chance-member/list')) events.push('list request');
  });
  page.on('requestfinished', (r) => {
    if (/\/MemberList-[^/]*\.js$/.test(new URL(r.url()).pathname)) events.push('list chunk');
  });
  await page.reload();
  await expect(rows.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(events.filter((e) => e === 'list request')).toHaveLength(1);
  expect(events).toContain('list chunk');
  expect(events.indexOf('list request')).toBeLessThan(events.indexOf('list chunk'));
});

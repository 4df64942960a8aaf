import { expect, test } from '@playwright/test';
import { DEMO, login, logout, shot } from './helpers';

test.describe('login', () => {
  test('the form refuses lengths outside 3–16 before calling the server', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('chance_login/login')) calls++;
    });
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await shot(page, 'login-zh');

    await page.getByTestId('login-submit').click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();

    await page.getByTestId('login-username').fill('ab');
    await page.getByTestId('login-password').fill('x'.repeat(17));
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('用户名长度为 3 到 16 个字符')).toBeVisible();
    await expect(page.getByText('密码长度为 3 到 16 个字符')).toBeVisible();

    // A padded name is trimmed, so "  ab  " is still too short.
    await page.getByTestId('login-username').fill('  ab  ');
    await page.getByTestId('login-password').fill('abc');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('用户名长度为 3 到 16 个字符')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('a wrong password shows the server message and stays on the form', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill('wrongpass');
    await page.getByTestId('login-submit').click();
    await expect(page.getByRole('alert').filter({ hasText: /用户名或密码|password/i })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('an unauthenticated visit goes to login with the redirect query and comes back after signing in', async ({ page }) => {
    await page.goto('/dashboard?tab=x');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/dashboard?tab=x');
    await page.getByTestId('login-username').fill('  admin ');
    await page.getByTestId('login-password').fill(DEMO.admin);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/dashboard\?tab=x$/);

    // Signed in, /login goes back to the console and / to the pinned home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('public pages need no session', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByTestId('page-404')).toBeVisible();
    await page.goto('/401');
    await expect(page.getByTestId('page-401')).toBeVisible();
  });

  for (const user of ['admin', 'franchisee'] as const) {
    test(`${user} sees the home, the badge counters, the quota and the clock`, async ({ page }) => {
      await login(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('menu-item-/dashboard')).toBeVisible();
      await expect(page.getByTestId('badge-counters')).toBeVisible();
      // Counters are the installed plugins' badges: the account plugin declares agent applications.
      await expect(page.getByTestId('counter-agentApplication')).toBeVisible();
      await expect(page.getByTestId('quota')).toContainText('₹');
      await expect(page.getByTestId('online-count')).toBeVisible();
      await expect(page.getByTestId('server-clock')).toHaveText(/\d{2}:\d{2}:\d{2}/);
      await expect(page.getByTestId('home')).toBeVisible();
    });
  }

  for (const user of ['agent', 'agent2'] as const) {
    test(`${user} sees neither the audit counters nor the quota`, async ({ page }) => {
      await login(page, user);
      await expect(page.getByTestId('home')).toBeVisible();
      await expect(page.getByTestId('online-count')).toBeVisible();
      await expect(page.getByTestId('badge-counters')).toHaveCount(0);
      await expect(page.getByTestId('quota')).toHaveCount(0);
    });
  }

  test('the server clock ticks every second in Bombay time', async ({ page }) => {
    await login(page, 'admin');
    const clock = page.getByTestId('server-clock');
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });
  });

  test('logout clears the session; going back needs a login again', async ({ page }) => {
    await login(page, 'admin');
    await logout(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('leaving a page while its session check is out keeps the session (a reload, then a typed URL)', async ({ page }) => {
    await login(page, 'admin');
    // Hold the reloaded page's profile check so the next navigation cuts it off mid-flight; the
    // next page's own check goes through. (Navigating at once can beat the old page's scripts to
    // it; 0.5 s in, the old page sees its request fail every time.)
    let held = 0;
    await page.route('**/chance_login/getUserInfo**', async (route) => {
      held++;
      if (held === 1) await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    await expect.poll(() => held).toBe(1);
    await page.waitForTimeout(500);
    await page.goto('/Account_management/vip/formal');
    await expect(page.getByTestId('member-list')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });
});

import { expect, test } from '@playwright/test';
import { DEMO, homeReady, login, logout, shot, switchLanguage } from './helpers';

test.describe('console', () => {
  test('language switch to English and back reloads in the new language and is saved on the profile', async ({ page }) => {
    await login(page, 'admin');
    await expect(page.getByTestId('menu-item-/dashboard')).toContainText('首页');
    await expect(page.locator('html')).toHaveAttribute('lang', /zh/);
    await homeReady(page);
    await shot(page, 'home-zh');

    const saved = page.waitForResponse((r) => r.url().includes('chance-staion-user/update/me/language'));
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    expect((await saved).ok()).toBe(true);
    await page.waitForEvent('load');
    await expect(page.getByTestId('menu-item-/dashboard')).toContainText('Home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await homeReady(page);
    await shot(page, 'home-en');

    // The choice follows the user: a fresh sign-in (new cookies) comes back in English.
    await page.context().clearCookies();
    await logout(page);
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill(DEMO.admin);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('menu-item-/dashboard')).toContainText('Home');

    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-zh').click();
    await page.waitForEvent('load');
    await expect(page.getByTestId('menu-item-/dashboard')).toContainText('首页');
  });

  test('tags view: the affix home tab stays, refresh reloads, close others and close all keep it', async ({ page }) => {
    await login(page, 'admin');
    const home = page.getByTestId('tag-/dashboard');
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('aria-selected', 'true');
    // The affix tab has no close button.
    await expect(home.locator('.MuiChip-deleteIcon')).toHaveCount(0);

    const reloaded = page.waitForRequest((r) => r.url().includes('chance_home_page/info'));
    await page.getByTestId('tags-actions').click();
    await page.getByTestId('tag-refresh').click();
    await reloaded;
    await expect(page.getByTestId('home')).toBeVisible();

    await page.getByTestId('tags-actions').click();
    await page.getByTestId('tag-close-others').click();
    await expect(home).toBeVisible();
    await page.getByTestId('tags-actions').click();
    await page.getByTestId('tag-close-all').click();
    await expect(home).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('change password: required fields, mismatch message, success, and the new password works', async ({ page }) => {
    await login(page, 'franchisee');
    const open = async () => {
      await page.getByTestId('user-dropdown').click();
      await page.getByTestId('open-change-password').click();
      await expect(page.getByTestId('change-password-dialog')).toBeVisible();
    };
    await open();
    await page.getByTestId('password-submit').click();
    await expect(page.getByTestId('change-password-dialog').getByText('此项为必填项')).toHaveCount(3);

    await page.getByTestId('password-oldPassword').fill(DEMO.franchisee);
    await page.getByTestId('password-newPassword').fill('newpass123');
    await page.getByTestId('password-confirmPassword').fill('newpass124');
    await page.getByTestId('password-submit').click();
    await expect(page.getByText('两次密码不一致')).toBeVisible();

    await page.getByTestId('password-confirmPassword').fill('newpass123');
    await page.getByTestId('password-submit').click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(page.getByTestId('change-password-dialog')).toHaveCount(0);

    await logout(page);
    await login(page, 'franchisee', 'newpass123');
    // Put the demo password back for the other tests.
    await open();
    await page.getByTestId('password-oldPassword').fill('newpass123');
    await page.getByTestId('password-newPassword').fill(DEMO.franchisee);
    await page.getByTestId('password-confirmPassword').fill(DEMO.franchisee);
    await page.getByTestId('password-submit').click();
    await expect(page.getByText('操作成功')).toBeVisible();
  });

  test('settings drawer toggles the tags view and the sidebar logo', async ({ page }) => {
    await login(page, 'admin');
    await page.getByTestId('open-settings').click();
    await expect(page.getByTestId('settings-drawer')).toBeVisible();
    await page.getByTestId('setting-tagsView').locator('input').uncheck();
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    await page.getByTestId('setting-tagsView').locator('input').check();
    await expect(page.getByTestId('tags-view')).toBeVisible();
  });

  test('size select: default medium, the choice is kept in a cookie across reloads', async ({ page }) => {
    await login(page, 'admin');
    await page.getByTestId('size-select').click();
    await expect(page.getByTestId('size-medium')).toHaveAttribute('aria-disabled', 'true');
    await page.getByTestId('size-small').click();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'size')?.value).toBe('small');
    await page.reload();
    await page.getByTestId('size-select').click();
    await expect(page.getByTestId('size-small')).toHaveAttribute('aria-disabled', 'true');
    await page.getByTestId('size-medium').click();
    expect((await page.context().cookies()).find((c) => c.name === 'size')?.value).toBe('medium');
  });

  test.describe('narrow screens', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('below 992 px the sidebar is a drawer opened from the hamburger', async ({ page }) => {
      await login(page, 'admin');
      await expect(page.getByTestId('home')).toBeVisible();
      await expect(page.getByTestId('sidebar-menu')).toBeHidden();
      await homeReady(page);
      await shot(page, 'home-mobile');
      await page.getByTestId('hamburger').click();
      await expect(page.getByTestId('sidebar-drawer').getByTestId('menu-item-/dashboard')).toBeVisible();
      await shot(page, 'home-mobile-drawer');
    });

    test('the money review lists are cards that fit a phone, in en (their totals and status tabs once made 公司入款 410 px wide)', async ({
      page,
    }) => {
      await login(page, 'admin', undefined, '/money_management/access/company_income');
      await switchLanguage(page, 'en');
      for (const path of ['/money_management/access/company_income', '/money_management/access/withdrawal']) {
        if (!page.url().endsWith(path)) await page.goto(path);
        await expect(page.getByTestId('record-card').first()).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId('grand-total').or(page.getByTestId('status-tab-0')).first()).toBeAttached();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect([path, width]).toEqual([path, 390]);
      }
      await shot(page, 'withdrawals-mobile-en');
    });
  });
});

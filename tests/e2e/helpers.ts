import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const DEMO = {
  admin: 'admin123',
  franchisee: 'franchisee123',
  agent: 'agent123',
  agent2: 'agent2123',
} as const;
export type DemoUser = keyof typeof DEMO;

/** Screenshots kept outside Playwright's outputDir, which is emptied at every run. */
export const SHOTS = path.resolve('tests/e2e/.output');

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** Signs in through the form and waits for the console. */
export async function login(page: Page, user: DemoUser | string, password?: string, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await page.getByTestId('login-username').fill(user);
  await page.getByTestId('login-password').fill(password ?? DEMO[user as DemoUser]);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  // A sign-in adopts the language saved on the account, which a spec running beside this one may
  // have just set to English: every test starts in zh (a switch changes only this session).
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', /^(zh-CN|en)$/);
  if ((await html.getAttribute('lang')) === 'en') {
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-zh').click();
    await expect(html).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('app-layout')).toBeVisible();
  }
}

export async function logout(page: Page): Promise<void> {
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
}

/** Home with its KPI figures and chart drawn (for screenshots worth looking at). */
export async function homeReady(page: Page): Promise<void> {
  await expect(page.getByTestId('tag-/dashboard')).toBeVisible();
  await expect(page.getByTestId('home-chart').locator('.recharts-surface').first()).toBeVisible();
  // recharts animates bars in; let it finish so the picture shows the data.
  await page.waitForTimeout(1500);
}

import { expect, test, type Page } from '@playwright/test';
import { DEMO, shot } from './helpers';

// Issue 19: the plugins' texts are one chunk per language, out of the entry. The login page
// fetches the stored language's only (modulepreloaded from index.html, beside the entry); a
// switch fetches the other, and nothing shows a raw message key meanwhile.

const MESSAGE_KEY = /\b(layout|dashboard|account|money|lottery|report|system|vip|marketing|information)(\.[a-zA-Z_0-9]+){2,}\b/;

/** The language chunks the page requests, by name (messages-zh, messages-en, and messages-both when a module both import exists). */
function watchLanguageChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/(messages-[a-z]+)-[^/]+\.js$/.exec(new URL(r.url()).pathname);
    if (m) seen.push(m[1]);
  });
  return seen;
}

test("the login page fetches only the stored language's texts; a switch there fetches the other; signed in, the menu reads in it", async ({
  page,
}) => {
  await page.context().clearCookies();
  const chunks = watchLanguageChunks(page);
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toHaveText('登录');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('head link[rel=modulepreload][href*="/messages-zh-"]').count()).toBe(1);
  // The stored language's texts, and never the other's (a module both languages import, if any, has a chunk of its own).
  expect(chunks).toContain('messages-zh');
  expect(chunks.filter((c) => c !== 'messages-zh' && c !== 'messages-both')).toEqual([]);

  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  expect(chunks).toContain('messages-en');

  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(DEMO.admin);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('sidebar-menu').getByText('Accounts', { exact: true })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(MESSAGE_KEY);
  await page.waitForLoadState('networkidle');
  await shot(page, 'languageChunks-en-after-login-switch');
});

test('a cold signed-in URL in English fetches the English texts and never the Chinese', async ({ page }) => {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-en').click();
  // The switch re-renders the form from the top: typing before it lands is typing into a form about to go.
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(DEMO.admin);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const chunks = watchLanguageChunks(page);
  // Every frame of the cold load, sampled: the layout shows its loading state, never a raw key.
  const texts: string[] = [];
  const sample = setInterval(
    () =>
      void page
        .locator('body')
        .innerText()
        .then(
          (t) => texts.push(t),
          () => undefined,
        ),
    25,
  );
  await page.goto('/Account_management/vip/formal');
  await expect(page.locator('[data-testid="member-list"] tbody tr').first()).toBeVisible();
  clearInterval(sample);
  await page.waitForLoadState('networkidle');
  expect(chunks).toContain('messages-en');
  expect(chunks.filter((c) => c !== 'messages-en' && c !== 'messages-both')).toEqual([]);
  expect(texts.filter((t) => MESSAGE_KEY.test(t))).toEqual([]);
  await shot(page, 'languageChunks-en-cold-member-list');
});

import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { login } from './helpers';
import { registryRoutes } from './registryRoutes';

// Every route the installed plugins produce can be reloaded, bookmarked or opened in a new tab:
// the server answers it with the console (never with the API's JSON), and the console shows it.
const routes = registryRoutes();

// About 220 cold boots of the console, each thrown away after a second or two: V8's optimising
// compiler (TurboFan) compiles in the background for pages that never live to use it. Without it
// the spec alone took 17 % less of the browser's CPU (284 s against 344 s) and 15 % less time.
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs, '--js-flags=--no-opt'] } });

const statusPages = (page: Page) => page.locator('[data-testid="page-403"], [data-testid="page-404"], [data-testid="page-error"]');

/** The document the server answered for `path` is the console, and it shows a screen, not a status page. */
async function showsConsole(page: Page, path: string, response: Awaited<ReturnType<Page['goto']>>): Promise<void> {
  expect(response?.headers()['content-type'], `${path} answered by the API`).toContain('text/html');
  await expect(page.getByTestId('app-layout'), path).toBeVisible();
  await expect(statusPages(page), `${path} shows a status page`).toHaveCount(0);
}

/** Menu screens: loading one of these is the 'menu screens' test's own check. */
const menuScreens = new Set(routes.menuScreens);

/**
 * A list route is answered with the console and lands on the menu screen that shows it (/member →
 * its leaf); reloading there keeps it. Where it lands on a menu screen, that reload is a load of a
 * menu screen's URL, which 'menu screens' makes already: only other landings are reloaded here
 * (a quarter of this spec's page loads, each a full boot of the console).
 */
async function reloadShows(page: Page, path: string): Promise<void> {
  await showsConsole(page, path, await page.goto(path));
  const landed = new URL(page.url()).pathname;
  if (menuScreens.has(landed)) return;
  await showsConsole(page, path, await page.reload());
  expect(new URL(page.url()).pathname).toBe(landed);
}

test.describe('every registry route survives a reload', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'admin');
  });

  test('finds routes to check (sanity: menu screens, lists and at least one show)', () => {
    expect(routes.menuScreens.length).toBeGreaterThan(10);
    expect(routes.lists.length).toBeGreaterThan(5);
    expect(routes.shows.length).toBeGreaterThan(0);
  });

  // A menu screen's URL is where it stays, so loading it once is the reload: the browser asks the
  // server for the document either way (half the time of a goto and a reload each).
  test('menu screens', async ({ page }) => {
    test.setTimeout(30_000 + routes.menuScreens.length * 8_000);
    for (const path of routes.menuScreens) {
      await showsConsole(page, path, await page.goto(path));
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('resource lists', async ({ page }) => {
    test.setTimeout(30_000 + routes.lists.length * 8_000);
    for (const path of routes.lists) await reloadShows(page, path);
  });

  test('shortcuts open the screens they name, and survive a reload there', async ({ page }) => {
    expect(routes.shortcuts.map((s) => s.path)).toEqual(expect.arrayContaining(['/vip', '/game_result', '/riskControl']));
    for (const { path, to } of routes.shortcuts) {
      await page.goto(path);
      // Two redirects: the shortcut to its section, the section to its first screen.
      await expect(page, path).toHaveURL(new RegExp(`${to}/[^/]+$`));
      await reloadShows(page, new URL(page.url()).pathname);
    }
  });

  test('resource shows, with a record id taken from the list', async ({ page }) => {
    for (const name of routes.shows) {
      await page.goto(`/${name}`);
      const link = page.locator(`a[href^="/${name}/"][href$="/show"]`).first();
      await expect(link, `a show link on /${name}`).toBeVisible();
      const show = (await link.getAttribute('href'))!;
      await reloadShows(page, show);
      expect(new URL(page.url()).pathname).toBe(show);
    }
  });
});

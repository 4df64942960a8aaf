import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login, shot, switchLanguage } from './helpers';
import { registryRoutes } from './registryRoutes';

// Every menu screen, in zh and in en, as an operator first sees it at 1440 px: no serious or
// critical axe violation (WCAG 2 A/AA), no untranslated message key, no raw placeholder text, in
// zh none of react-admin's or MUI's English defaults, and no list wider than the screen.
const screens = registryRoutes().menuScreens;

/** Text that must never reach an operator: message keys, and what a missing value prints as. */
const NEVER = [/\b(ra|layout|auth|format|resources|dashboard|account|money|lottery|report|system|vip|marketing)(\.[a-zA-Z_0-9]+){2,}\b/, /\bundefined\b/, /\bNaN\b/, /\[object Object\]/];
/** English that react-admin / MUI print when a screen forgot to translate (zh screens only). */
const ENGLISH_DEFAULTS = [/Rows per page/, /\d+–\d+ of \d+/, /No results found/, /\bLoading\b/, /\bActions\b/];

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('fetch-progress')).toHaveCount(0);
  await expect(page.locator('#main-content .MuiSkeleton-root')).toHaveCount(0, { timeout: 20_000 });
}

function seriousOnly(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} ×${v.nodes.length}: ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const lang of ['zh', 'en'] as const) {
  // Two halves per language, so the workers share the walk.
  const halves = [screens.slice(0, Math.ceil(screens.length / 2)), screens.slice(Math.ceil(screens.length / 2))];
  for (const [half, paths] of halves.entries()) {
    test(`screens in ${lang}, part ${half + 1}: accessible, translated, no raw values, lists fit`, async ({ page }) => {
      test.setTimeout(60_000 + paths.length * 20_000);
      await login(page, 'admin');
      await switchLanguage(page, lang);
      const problems: string[] = [];
      // The layout (sidebar, top bar, tags) is the same on every screen: checked once, in full.
      await settle(page, paths[0]);
      problems.push(...seriousOnly((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).map((p) => `layout: ${p}`));
      for (const path of paths) {
        await settle(page, path);
        const text = await page.locator('#main-content').innerText();
        for (const pattern of lang === 'zh' ? [...NEVER, ...ENGLISH_DEFAULTS] : NEVER) {
          const found = text.match(pattern);
          if (found) problems.push(`${path}: "${found[0]}"`);
        }
        // A list's default columns fit the 1440 px screen (the column chooser brings back the rest);
        // report figure tables (MUI tables, not react-admin lists) may scroll.
        const wide = await page.locator('#main-content .RaDataTable-tableWrapper').evaluateAll((wrappers) =>
          wrappers.filter((w) => w.scrollWidth > w.clientWidth + 1).map((w) => `${w.scrollWidth}/${w.clientWidth} px`));
        if (wide.length > 0) problems.push(`${path}: list wider than the screen (${wide.join(', ')})`);
        const scan = async () => seriousOnly((await new AxeBuilder({ page }).include('#main-content').withTags(['wcag2a', 'wcag2aa']).analyze()).violations);
        let found = await scan();
        // An element caught mid-transition (a chip or row fading in) measures as faint text: only
        // what is still wrong once the screen has been still for a moment counts.
        if (found.length > 0) {
          await page.waitForTimeout(1500);
          found = await scan();
        }
        problems.push(...found.map((p) => `${path}: ${p}`));
      }
      await shot(page, `screens-last-${lang}-${half + 1}`);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}

import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { login, shot, switchLanguage } from './helpers';
import { registryRoutes } from './registryRoutes';

// Every menu screen, in zh and in en, as an operator first sees it at 1440 px: no call that no route
// answers (the zh half on the built console, the en half under `npm run dev`), no untranslated
// message key, no raw placeholder text, no stored type or reason key in a table cell, in zh none
// of react-admin's or MUI's English defaults, and no list wider than the screen; and no serious or
// critical axe violation (WCAG 2 A/AA).
//
// The walk moves between screens as an operator does, inside the running console (the router's
// own navigation), not with a document load each: loading every menu screen from the server is
// routes.spec's job. axe checks each screen once, in zh: colours, roles, names and structure are
// the same in both languages, so the en pass checks what a language changes (texts and widths),
// and the frame (sidebar, top bar, tags) is scanned in both.
const screens = registryRoutes().menuScreens;

/** Text that must never reach an operator: message keys, and what a missing value prints as. */
const NEVER = [
  /\b(ra|layout|auth|format|resources|dashboard|account|money|lottery|report|system|vip|marketing)(\.[a-zA-Z_0-9]+){2,}\b/,
  /\bundefined\b/,
  /\bNaN\b/,
  /\[object Object\]/,
];
/**
 * Stored keys a cell must never show in either language (issue 39 item 6: 积分明细 showed
 * `task:8:2026-12-01:2287` and `register:10000`, 会员资金记录 `vip_reward`, `yuebao_in` and
 * `withdraw_freeze:W…`): a snake_case identifier of lowercase words (`vip_reward`, `yuebao_in`,
 * `pending_approval`), and a `word:` key before a number or code (`task:8:…`, `withdraw_freeze:W…`).
 * Only whole words: an e-mail, a URL (`https://`), a path or a file name around them is data.
 */
const RAW_KEYS = [/(?<![\w@./:#-])[a-z]+(?:_[a-z]+)+(?![\w@/:-]|\.\w)/, /(?<![\w@./:#-])[a-z]+(?:_[a-z]+)*:(?!\/\/)[\dA-Z]/];
/** Columns whose cells are names people chose (a username may be `raj_north`): their snake_case is data, their `word:` keys still are not. */
const NAMED_BY_PEOPLE = /用户名|账号|帐号|昵称|姓名|名称|备注|username|account|nickname|name|remark/i;

/**
 * Stored keys the first pages do not reach: these lists are opened once more with a filter, so the
 * walk reads every kind of key the seed holds (the first pages already show vip_reward postings
 * with their vip_weekly references, and task, register and deposit points reasons).
 */
const DEEP_VIEWS: Record<string, Record<string, string>[]> = {
  member_cash_record: [{ bucket: 'cash', type: 'yuebao_in' }],
};

/** The stored keys in a screen's table cells, by their column's header. */
async function rawKeysInCells(page: Page, view: string): Promise<string[]> {
  const cells = await page.locator('#main-content table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const headers = [...table.querySelectorAll('thead tr:last-child th')].map((th) => (th as HTMLElement).innerText.trim());
      return [...table.querySelectorAll('tbody tr')].flatMap((row) =>
        [...(row as HTMLTableRowElement).cells].map((cell) => ({ header: headers[cell.cellIndex] ?? '', text: cell.innerText.trim() })),
      );
    }),
  );
  // Each key once per view, with the first cell that shows it.
  const found = new Map<string, string>();
  for (const { header, text } of cells) {
    for (const [i, pattern] of RAW_KEYS.entries()) {
      if (i === 0 && NAMED_BY_PEOPLE.test(header)) continue;
      const key = text.match(pattern)?.[0];
      if (key && !found.has(key)) found.set(key, `${view}: "${key}" in a ${header || 'cell'} cell ("${text.slice(0, 60)}")`);
    }
  }
  return [...found.values()];
}

/** English that react-admin / MUI print when a screen forgot to translate (zh screens only). */
const ENGLISH_DEFAULTS = [/Rows per page/, /\d+–\d+ of \d+/, /No results found/, /\bLoading\b/, /\bActions\b/];

/** Requests the page has out now; the walk waits for none for a short quiet spell. */
function trackRequests(page: Page): () => number {
  const out = new Set<unknown>();
  page.on('request', (r) => out.add(r));
  page.on('requestfinished', (r) => out.delete(r));
  page.on('requestfailed', (r) => out.delete(r));
  return () => out.size;
}

/** Calls a screen made that no route answers (404): the walk reports them under the screen open. */
function trackMissingRoutes(page: Page): () => string[] {
  let missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(new URL(r.url()).pathname);
  });
  return () => {
    const found = missing;
    missing = [];
    return found;
  };
}

/** Opens a screen through the console's router (as a menu click does) and waits until it has drawn its data. */
async function open(page: Page, path: string, inFlight: () => number): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByTestId(`tag-${path.split('?')[0]}`)).toHaveAttribute('aria-selected', 'true');
  // Quiet for 300 ms: the screen's chunk and first queries are answered and none followed them.
  await expect(async () => {
    for (let quiet = 0; quiet < 3; quiet++) {
      expect(inFlight(), `${path}: requests still out`).toBe(0);
      await page.waitForTimeout(100);
    }
  }).toPass({ timeout: 30_000, intervals: [50] });
  await expect(page.getByTestId('fetch-progress')).toHaveCount(0);
  await expect(page.locator('#main-content .MuiSkeleton-root')).toHaveCount(0, { timeout: 20_000 });
}

for (const lang of ['zh', 'en'] as const) {
  // Two halves per language: shorter tests, and a failure names the half it was in.
  const halves = [screens.slice(0, Math.ceil(screens.length / 2)), screens.slice(Math.ceil(screens.length / 2))];
  for (const [half, paths] of halves.entries()) {
    test(`screens in ${lang}, part ${half + 1}: translated, no raw values, lists fit${lang === 'zh' ? ', accessible' : ''}`, async ({
      page,
    }) => {
      // The en half runs under `npm run dev` (React's development build, modules through Vite): slower per screen.
      test.setTimeout(60_000 + paths.length * (lang === 'en' ? 15_000 : 10_000));
      const inFlight = trackRequests(page);
      const missingRoutes = trackMissingRoutes(page);
      await login(page, 'admin');
      await switchLanguage(page, lang);
      const problems: string[] = [];
      missingRoutes();
      for (const [i, path] of paths.entries()) {
        await open(page, path, inFlight);
        problems.push(...missingRoutes().map((call) => `${path}: ${call} answered 404`));
        // The frame (sidebar, top bar, tags) is the same on every screen: checked once, in full.
        if (i === 0) problems.push(...(await seriousViolations(page)).map((p) => `layout: ${p}`));
        const text = await page.locator('#main-content').innerText();
        for (const pattern of lang === 'zh' ? [...NEVER, ...ENGLISH_DEFAULTS] : NEVER) {
          const found = text.match(pattern);
          if (found) problems.push(`${path}: "${found[0]}"`);
        }
        // Table cells: a stored type or reason key is never shown as it is stored.
        problems.push(...(await rawKeysInCells(page, path)));
        // A list's default columns fit the 1440 px screen (the column chooser brings back the rest);
        // report figure tables (MUI tables, not react-admin lists) may scroll.
        const wide = await page
          .locator('#main-content .RaDataTable-tableWrapper')
          .evaluateAll((wrappers) =>
            wrappers.filter((w) => w.scrollWidth > w.clientWidth + 1).map((w) => `${w.scrollWidth}/${w.clientWidth} px`),
          );
        if (wide.length > 0) problems.push(`${path}: list wider than the screen (${wide.join(', ')})`);
        for (const filter of DEEP_VIEWS[path.split('/').pop() ?? ''] ?? []) {
          const view = `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
          await open(page, view, inFlight);
          if ((await page.locator('#main-content tbody tr').count()) === 0) problems.push(`${view}: no rows (the seed holds them)`);
          problems.push(...(await rawKeysInCells(page, view)));
        }
        if (lang !== 'zh') continue;
        let found = await seriousViolations(page, '#main-content');
        // An element caught mid-transition (a chip or row fading in) measures as faint text: only
        // what is still wrong once the screen has been still for a moment counts.
        if (found.length > 0) {
          await page.waitForTimeout(1500);
          found = await seriousViolations(page, '#main-content');
        }
        problems.push(...found.map((p) => `${path}: ${p}`));
      }
      await shot(page, `screens-last-${lang}-${half + 1}`);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}

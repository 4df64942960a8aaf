// @engine-independent: reads the server's source text and the menu catalogue, no database; SQLite pass only (jest.config.js).
import { menuCatalogue } from '../../../server/menu/catalogue';
import '../../../server/routes';
import { serverFilesWith } from '../helpers/serverSources';

/*
 * Issue 38, item 3: a menu path is a permission key, declared once in its plugin's shared/menuTree.ts
 * and named through the typed paths made from it (`MONEY_MENU.money_management.access.withdrawal.path`,
 * shared/menuTree.ts menuRights), so a misspelt title is a compile error rather than a route gate
 * that opens to nobody. This reads every server file for a path spelt by hand instead: a string list
 * starting with a top-level title of the catalogue (`['money_management', …]`), a list as a route's
 * gate (`menu: [...SECTION, 'leaf']`) or in anyOfMenus(…), or a screen added to a section by
 * spreading it (`[...BASE_MENU, 'leaf']`).
 */

/**
 * Files that still spell menu paths by hand, each with its reason. The list only shrinks: a file
 * that stops spelling paths must leave it. It is empty: the last core files that named domain
 * menus (the picture upload's gate, the demo roles' menus) now take them from the modules'
 * `uploadMenus` and `seedRoles`.
 */
const SPELT_BY_HAND: Record<string, string> = {};

/** How many menu paths `source` spells by hand (comments left out), given the catalogue's top-level titles. */
function handSpeltMenuPaths(source: string, tops: readonly string[]): number {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const titles = tops.map((title) => title.replace(/[^A-Za-z0-9_]/g, '')).join('|');
  const patterns = [
    new RegExp(`\\[\\s*['"\`](?:${titles})['"\`]\\s*[,\\]]`, 'g'),
    /\bmenu:\s*\[/g,
    /\banyOfMenus\(\s*\[/g,
    /\[\s*\.\.\.\w*(?:MENU|SECTION|BASE)\w*\s*,\s*['"`]/g,
  ];
  return patterns.reduce((sum, pattern) => sum + (code.match(pattern)?.length ?? 0), 0);
}

const TOPS = menuCatalogue().map((entry) => entry.title);
// A migration is history: it keeps the titles as they were when it ran, whatever the tree says now.
const spelt = serverFilesWith(
  (source) => handSpeltMenuPaths(source, TOPS),
  (file) => file.includes('/migrations/'),
);

describe('menu paths in server code', () => {
  it('are found by the pattern the list is kept with', () => {
    const tops = ['money_management', 'yoyo_lottery'];
    expect(handSpeltMenuPaths("menu: ['money_management', 'access', 'withdrawal'],", tops)).toBe(2);
    expect(handSpeltMenuPaths("const MENU = [\n  'yoyo_lottery',\n  'gameSort',\n];", tops)).toBe(1);
    expect(handSpeltMenuPaths("menu: anyOfMenus(['yoyo_lottery'], LOTTERY_MENU.yoyo_lottery.gameSort.path),", tops)).toBe(2);
    expect(handSpeltMenuPaths("const QUEUE_MENU = [...BASE, 'VirtualCurrencyDisbursement'];", tops)).toBe(1);
    expect(handSpeltMenuPaths('menu: [...SECTION, leaf],', tops)).toBe(1);
    expect(
      handSpeltMenuPaths(
        [
          '// was menu: ["money_management", "balance"]',
          'menu: MONEY_MENU.money_management.balance.balanceSet.path,',
          'menu: anyOfMenus(OWN_MENU, PERIOD_MENU),',
          ".select([...PLAY_TEXT, 'sort'])",
          'seededMenu: [...LOTTERY_MENU_TREE, ...LOTTERY_AGENT_MENU_TREE],',
          "const kinds = ['money_management_fee'];",
        ].join('\n'),
        tops,
      ),
    ).toBe(0);
  });

  it('no server file spells a menu path by hand but those listed, and every listed one still does', () => {
    const listed = Object.keys(SPELT_BY_HAND).sort();
    expect({
      newlySpeltByHand: spelt.filter((file) => !listed.includes(file)),
      noLongerSpeltByHand: listed.filter((file) => !spelt.includes(file)),
    }).toEqual({ newlySpeltByHand: [], noLongerSpeltByHand: [] });
  });

  it('reads the catalogue’s top-level titles', () => {
    expect(TOPS).toEqual(expect.arrayContaining(['money_management', 'yoyo_lottery', 'system_management']));
  });
});

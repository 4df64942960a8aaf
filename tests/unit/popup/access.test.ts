import { plugins } from '../../../plugins';
import { filterMenu, flattenMenu } from '../../../src/plugin/filterMenu';
import { createRegistry } from '../../../src/plugin/registry';
import type { MenuListEntry } from '../../../src/plugin/types';
import { openablePanelIds, ownerPaths, panelOwnerProblems } from '../../../src/popup';

const registry = createRegistry(plugins);
const flat = flattenMenu(registry.menu);
const leaves = new Set(flat.filter((f) => f.node.screen).map((f) => f.path));
const menuPaths = new Set(flat.map((f) => f.path));

/** A menuList granting exactly these leaf paths (and their sections). */
function grant(paths: string[]): MenuListEntry[] {
  const root: MenuListEntry[] = [];
  for (const path of paths) {
    let level = root;
    for (const name of path.split('/').filter(Boolean)) {
      let entry = level.find((e) => e.title === name);
      if (!entry) level.push((entry = { title: name, children: [] }));
      level = entry.children as MenuListEntry[];
    }
  }
  return root;
}
const openable = (role: 'admin' | 'agent', paths: string[]) =>
  [...openablePanelIds(registry.popupPanels, flattenMenu(filterMenu(registry.menu, role, grant(paths))))].sort((a, b) => a - b);

describe('popup panel owners', () => {
  it('every installed panel names menu nodes as its owners, screen leaves but for the bets', () => {
    expect(panelOwnerProblems(registry.popupPanels, menuPaths)).toEqual([]);
    const notLeaves = registry.popupPanels.flatMap((p) => ownerPaths(p).filter((o) => !leaves.has(o)));
    expect(notLeaves).toEqual(['/yoyo_lottery']);
  });

  it('reports an owner outside the menu, and a panel with none', () => {
    const [p] = registry.popupPanels;
    expect(panelOwnerProblems([{ ...p, owner: '/nowhere' }], menuPaths)).toEqual([
      `popup panel ${p.id}: owner "/nowhere" is not in the menu`,
    ]);
    expect(panelOwnerProblems([{ ...p, owner: [] }], menuPaths)).toEqual([`popup panel ${p.id}: names no owning menu leaf`]);
  });

  it('opens the bets for staff through the lottery section and for agents through the note list', () => {
    expect(openable('admin', ['/yoyo_lottery/game_result/lottery_result'])).toEqual([1, 15]);
    expect(openable('agent', ['/note_management/note_list'])).toEqual([1]);
  });

  it('opens a panel only when the menuList grants its owning leaf', () => {
    expect(openable('admin', ['/money_management/access/withdrawal', '/note_management/note_list'])).toEqual([1, 7]);
    expect(openable('admin', [])).toEqual([]);
  });

  it('keeps a panel owned by an admin-only leaf from an agent even when its menuList names it', () => {
    const balanceSet = '/money_management/balance/balanceSet';
    const panels = [{ ...registry.popupPanels[0], owner: balanceSet }];
    const visible = (role: 'admin' | 'agent') => flattenMenu(filterMenu(registry.menu, role, grant([balanceSet])));
    expect([...openablePanelIds(panels, visible('admin'))]).toEqual([panels[0].id]);
    expect([...openablePanelIds(panels, visible('agent'))]).toEqual([]);
  });
});

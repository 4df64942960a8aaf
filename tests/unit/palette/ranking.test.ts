import { plugins } from '../../../plugins';
import { filterMenu, flattenMenu } from '../../../src/plugin/filterMenu';
import { createRegistry } from '../../../src/plugin/registry';
import type { MenuNode, Messages } from '../../../src/plugin/types';
import { ROLE_MENUS } from '../../../demo/seed/roleMenus';
import { countsByPath, badgeTotal, type ShownBadge } from '../../../src/layout/useBadges';
import { menuPaletteItems } from '../../../src/palette/menuItems';
import { pinyinInitials } from '../../../src/palette/pinyinInitials';
import { rankItems, tierOf, TIER, type PaletteItem } from '../../../src/palette/ranking';

const item = (id: string, names: string[], initials?: string[]): PaletteItem => ({
  id,
  kind: 'menu',
  label: names[0],
  names,
  initials,
  to: `/${id}`,
});

describe('palette ranking', () => {
  const items = [
    item('contains', ['公司会员列表', 'Company member list'], ['gshylb']),
    item('initials', ['会员列表', 'Member list'], ['hylb']),
    item('prefix', ['hylbx detail', 'x'], []),
    item('exact', ['hylb', 'y'], []),
    item('other', ['提现', 'Withdrawal'], ['tx']),
  ];

  it('orders exact > prefix > pinyin initials > contains', () => {
    expect(rankItems(items, 'hylb').map((i) => i.id)).toEqual(['exact', 'prefix', 'initials']);
    expect(tierOf(items[0], 'member')).toBe(TIER.contains);
    expect(tierOf(items[1], 'member')).toBe(TIER.prefix);
    expect(rankItems(items, 'member').map((i) => i.id)).toEqual(['initials', 'contains']);
    expect(rankItems(items, '会员').map((i) => i.id)).toEqual(['initials', 'contains']);
  });

  it('matches zh, en and pinyin initials alike, ignoring case and spaces', () => {
    expect(rankItems(items, 'WITHDRAW').map((i) => i.id)).toEqual(['other']);
    expect(rankItems(items, 'tx').map((i) => i.id)).toEqual(['other']);
    expect(rankItems(items, 'Member List').map((i) => i.id)[0]).toBe('initials');
    expect(rankItems(items, 'zzz')).toEqual([]);
  });

  it('lifts recent items inside their tier but never over a better tier', () => {
    const two = [item('a', ['Deposit report']), item('b', ['Deposit record'])];
    expect(rankItems(two, 'deposit').map((i) => i.id)).toEqual(['a', 'b']);
    expect(rankItems(two, 'deposit', ['b']).map((i) => i.id)).toEqual(['b', 'a']);
    // A recent "contains" stays below an exact match.
    expect(rankItems(items, 'hylb', ['initials', 'contains']).map((i) => i.id)).toEqual(['exact', 'prefix', 'initials']);
    // With no query the recent items lead, newest first.
    expect(
      rankItems(items, '', ['other', 'exact'])
        .slice(0, 2)
        .map((i) => i.id),
    ).toEqual(['other', 'exact']);
  });

  it('gives pinyin initials of Chinese titles, keeping latin letters', () => {
    expect(pinyinInitials('会员列表')).toBe('hylb');
    expect(pinyinInitials('银行存款记录')).toBe('yhckjl');
    expect(pinyinInitials('VIP等级')).toBe('vipdj');
  });
});

describe('palette items follow roles and menuList', () => {
  const registry = createRegistry(plugins);
  let messages: { zh: Messages; en: Messages };
  beforeAll(async () => {
    messages = { zh: await registry.loadMessages('zh'), en: await registry.loadMessages('en') };
  });
  const itemsFor = (role: 'admin' | 'agent', menuList = ROLE_MENUS[role]) =>
    menuPaletteItems(flattenMenu(filterMenu(registry.menu, role, menuList)), messages, 'en', pinyinInitials);

  /** Leaf paths an agent may never have: nodes (or their sections) not open to agents. */
  function adminOnly(nodes: MenuNode[], base = '', inherited = false): string[] {
    return nodes.flatMap((n) => {
      const path = `${base}/${n.name}`;
      const closed = inherited || (!!n.roles && n.roles.length > 0 && !n.roles.includes('agent'));
      return n.children ? adminOnly(n.children, path, closed) : closed && n.screen ? [path] : [];
    });
  }

  it("an agent's palette never offers admin screens", () => {
    const agent = itemsFor('agent');
    const forbidden = new Set(adminOnly(registry.menu));
    expect(forbidden.size).toBeGreaterThan(10);
    expect(agent.length).toBeGreaterThan(0);
    for (const i of agent) expect(forbidden.has(i.to)).toBe(false);
    expect(agent.some((i) => i.to.startsWith('/system_management'))).toBe(false);
    // Every agent screen is also one the agent's menuList names, and the palette finds it by name.
    const admin = itemsFor('admin');
    expect(admin.length).toBeGreaterThan(agent.length);
    expect(rankItems(agent, 'system').every((i) => !i.to.startsWith('/system_management'))).toBe(true);
  });

  it('cuts screens the menuList leaves out, even for an admin', () => {
    const without = ROLE_MENUS.admin.filter((e) => e.title !== 'money_management');
    expect(itemsFor('admin', without).some((i) => i.to.startsWith('/money_management'))).toBe(false);
    expect(itemsFor('admin').some((i) => i.to.startsWith('/money_management'))).toBe(true);
  });

  it('answers to zh and en names and pinyin initials, hidden pages left out', () => {
    const admin = itemsFor('admin');
    const withdrawal = admin.find((i) => i.to === '/money_management/access/withdrawal');
    expect(withdrawal?.names).toEqual([expect.any(String), expect.any(String)]);
    expect(rankItems(admin, withdrawal!.names[0])[0].to).toBe(withdrawal!.to);
    expect(rankItems(admin, withdrawal!.initials![0]).map((i) => i.to)).toContain(withdrawal!.to);
    const hidden = flattenMenu(registry.menu)
      .filter((f) => f.node.hidden)
      .map((f) => f.path);
    for (const i of admin) expect(hidden).not.toContain(i.to);
  });
});

describe('menu notification numbers', () => {
  const badge = (to: string, count: number): ShownBadge => ({ def: { key: to, count: to, icon: () => null, title: to, to }, count, to });

  it('puts each count on its leaf and the sums on every section above it', () => {
    const badges = [
      badge('/money_management/access/company_income', 3),
      badge('/money_management/access/withdrawal', 4),
      badge('/Account_management/shareholder/agent_application', 2),
    ];
    expect(countsByPath(badges)).toEqual({
      '/money_management': 7,
      '/money_management/access': 7,
      '/money_management/access/company_income': 3,
      '/money_management/access/withdrawal': 4,
      '/Account_management': 2,
      '/Account_management/shareholder': 2,
      '/Account_management/shareholder/agent_application': 2,
    });
    expect(badgeTotal(badges)).toBe(9);
  });

  it('leaves out badges without a screen to open', () => {
    expect(countsByPath([{ ...badge('/x/y', 5), to: undefined }])).toEqual({});
  });
});

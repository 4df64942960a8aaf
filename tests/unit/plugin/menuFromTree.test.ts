import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { plugins } from '../../../plugins';
import { screenFor } from '../../../plugins/report/frame/ReportFrame';
import type { ReportName } from '../../../plugins/report/calls';
import { SCREENS } from '../../../plugins/report/screens';
import { menuFromTree, mergeMenuDecorations } from '../../../src/plugin/menuFromTree';
import type { MenuNode, Screen } from '../../../src/plugin/types';
import { isLazyScreen } from '../../../src/routes/lazyScreen';

const FIXTURE = join(__dirname, 'fixtures/manifestMenus.json');

const Screen: Screen = () => null;
const NODES = [['top', ['leaf', ['inner', ['a', 'b']]]], 'alone'] as const;

describe('menuFromTree', () => {
  it('draws the tree with its decorations, titles under the plugin by default, in the decorations’ order', () => {
    expect(
      menuFromTree('p', NODES, {
        alone: { title: 'p.other.alone', screen: { resource: 'r' }, hidden: true },
        top: {
          roles: ['admin'],
          children: {
            inner: { children: { b: { screen: { component: Screen } }, a: { screen: { resource: 'a' } } } },
            leaf: { screen: { resource: 'l' } },
          },
        },
      }),
    ).toEqual([
      { name: 'alone', title: 'p.other.alone', hidden: true, screen: { resource: 'r' } },
      {
        name: 'top',
        title: 'p.menu.top',
        roles: ['admin'],
        children: [
          {
            name: 'inner',
            title: 'p.menu.inner',
            children: [
              { name: 'b', title: 'p.menu.b', screen: { component: Screen } },
              { name: 'a', title: 'p.menu.a', screen: { resource: 'a' } },
            ],
          },
          { name: 'leaf', title: 'p.menu.leaf', screen: { resource: 'l' } },
        ],
      },
    ]);
  });

  it('draws only the named children of a partial section', () => {
    const expected = [
      { name: 'top', title: 'p.menu.top', children: [{ name: 'leaf', title: 'p.menu.leaf', screen: { resource: 'l' } }] },
      { name: 'alone', title: 'p.menu.alone', screen: { resource: 'r' } },
    ];
    const leaf = { screen: { resource: 'l' } };
    expect(menuFromTree('p', NODES, { top: { partial: true, children: { leaf } }, alone: { screen: { resource: 'r' } } })).toEqual(
      expected,
    );
    // Naming what it leaves out, the rest must still be drawn.
    expect(menuFromTree('p', NODES, { top: { partial: ['inner'], children: { leaf } }, alone: { screen: { resource: 'r' } } })).toEqual(
      expected,
    );
    const draw = (decorations: object) => () => menuFromTree('p', NODES, decorations as never);
    expect(draw({ alone: leaf, top: { partial: [], children: { leaf } } })).toThrow('Menu of plugin p: /top/inner: not drawn');
    expect(draw({ alone: leaf, top: { partial: ['inner', 'ghost'], children: { leaf } } })).toThrow(
      "Menu of plugin p: /top/ghost is left out but is not in the plugin's shared menu tree",
    );
    expect(draw({ alone: leaf, top: { partial: ['inner', 'leaf'], children: { leaf } } })).toThrow(
      'Menu of plugin p: /top/leaf is drawn and left out at once',
    );
  });

  it('refuses, naming the path, what the types refuse', () => {
    const leaf = { screen: { resource: 'x' } };
    const inner = { children: { a: leaf, b: leaf } };
    // The casts stand for a caller the types do not reach (plain JavaScript, an `any`).
    const draw = (decorations: object) => () => menuFromTree('p', NODES, decorations as never);
    expect(draw({ alone: leaf, top: { children: { leaf, inner, ghost: leaf } } })).toThrow(
      "Menu of plugin p: /top/ghost is not in the plugin's shared menu tree",
    );
    expect(draw({ alone: {}, top: { children: { leaf, inner } } })).toThrow('Menu of plugin p: /alone is a leaf with no screen');
    expect(draw({ alone: leaf, top: { children: { leaf, inner: leaf } } })).toThrow(
      'Menu of plugin p: /top/inner is a section of the tree: it takes children, not a screen',
    );
    expect(draw({ alone: { children: {} }, top: { children: { leaf, inner } } })).toThrow(
      'Menu of plugin p: /alone is a leaf of the tree: it takes a screen, not children',
    );
    expect(draw({ alone: leaf, top: { children: { inner: { children: { a: leaf } } } } })).toThrow(
      'Menu of plugin p: /top/inner/b: not drawn',
    );
    expect(draw({ alone: leaf, top: { children: { inner } } })).toThrow('Menu of plugin p: /top/leaf: not drawn');
  });

  it('merges the parts of a plugin that each draw some of a level, in their order', () => {
    const leaf = (resource: string) => ({ screen: { resource } });
    const merged = mergeMenuDecorations<typeof NODES>([
      { top: { roles: ['admin'], children: { inner: { children: { b: leaf('b') } } } } },
      { alone: leaf('r') },
      { top: { roles: ['agent'], children: { leaf: leaf('l'), inner: { children: { a: leaf('a') } } } } },
    ]);
    expect(menuFromTree('p', NODES, merged)).toEqual(
      menuFromTree('p', NODES, {
        top: { roles: ['admin'], children: { inner: { children: { b: leaf('b'), a: leaf('a') } }, leaf: leaf('l') } },
        alone: leaf('r'),
      }),
    );
    expect(() => mergeMenuDecorations<typeof NODES>([{ alone: leaf('r') }, { alone: leaf('s') }])).toThrow(
      'Menu node /alone is decorated twice and is not a section in both',
    );
    // A node no part draws is left to menuFromTree, which names it.
    expect(() => menuFromTree('p', NODES, mergeMenuDecorations<typeof NODES>([{ alone: leaf('r') }]))).toThrow(
      'Menu of plugin p: /top: not drawn',
    );
  });

  it('types the decorations from the tree', () => {
    const leaf = { screen: { resource: 'x' } };
    const inner = { children: { a: leaf, b: leaf } };
    const draw = () => {
      // @ts-expect-error a name the tree lacks
      menuFromTree('p', NODES, { alone: leaf, top: { children: { leaf, inner, ghost: leaf } } });
      // @ts-expect-error a node left out of a whole section
      menuFromTree('p', NODES, { alone: leaf, top: { children: { inner } } });
      // @ts-expect-error a leaf with no screen
      menuFromTree('p', NODES, { alone: {}, top: { children: { leaf, inner } } });
      // @ts-expect-error a section drawn as a leaf
      menuFromTree('p', NODES, { alone: leaf, top: leaf });
      // @ts-expect-error a name the tree lacks, left out
      menuFromTree('p', NODES, { alone: leaf, top: { partial: ['ghost'], children: { leaf } } });
    };
    expect(draw).toThrow();
  });
});

/*
 * Every installed plugin's manifest menu as it was drawn by hand before the manifests took their
 * menus from the shared trees (tests/unit/plugin/fixtures/manifestMenus.json, written from those
 * manifests): the same nodes, titles, icons, roles, flags and screens, in the same order. A screen
 * is named by the component its chunk resolves to (a report by its definition's name), an icon by
 * its display name.
 */
const reportNames = new Map((Object.keys(SCREENS) as ReportName[]).map((name) => [screenFor(name) as unknown, name]));

async function screenName(component: unknown): Promise<string> {
  let resolved = component as { displayName?: string; name?: string };
  if (isLazyScreen(component)) [resolved] = (await component.preload()) as [typeof resolved];
  const report = reportNames.get(resolved);
  if (report) return `report:${report}`;
  return `${isLazyScreen(component) ? 'lazy:' : ''}${resolved.displayName ?? resolved.name}`;
}

async function described(nodes: MenuNode[]): Promise<object[]> {
  const out: object[] = [];
  for (const { icon, screen, children, ...rest } of nodes) {
    const node: Record<string, unknown> = { ...rest };
    // An MUI icon is a memo over a forwardRef: its name is on the inner render function.
    if (icon) node.icon = (icon as unknown as { type: { render: { displayName: string } } }).type.render.displayName;
    if (screen)
      node.screen =
        'resource' in screen
          ? screen
          : { component: await screenName(screen.component), ...(screen.prefetch ? { prefetch: screen.prefetch.name } : {}) };
    if (children) node.children = await described(children);
    out.push(node);
  }
  return out;
}

it('every installed manifest draws the menu it drew by hand', async () => {
  const menus: Record<string, object[]> = {};
  for (const p of plugins) menus[p.name] = await described(p.menu);
  if (process.env.WRITE_MENU_FIXTURE === '1' && !existsSync(FIXTURE)) writeFileSync(FIXTURE, `${JSON.stringify(menus, null, 2)}\n`);
  expect(menus).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')));
});

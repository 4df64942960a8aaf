import { lazy } from 'react';
import { lazyScreen } from '../../../src/routes/lazyScreen';
import { plugins } from '../../../plugins';
import { checkPlugin, checkRegistry } from '../../../src/plugin/contract';
import { definePlugin } from '../../../src/plugin/definePlugin';
import { createRegistry } from '../../../src/plugin/registry';
import { fixturePlugins } from '../fixtures/plugins';

const View = lazyScreen(async () => ({ default: () => null }));

describe('installed plugins honour the contract', () => {
  it('lists at least the dashboard, whose Home is the affix tab', () => {
    const registry = createRegistry(plugins);
    expect(registry.menu.find((n) => n.name === 'dashboard')?.affix).toBe(true);
  });

  it.each(plugins.map((p) => [p.name, p] as const))('%s: zh/en keys, menu screens, lazy views', async (_name, plugin) => {
    await expect(checkPlugin(plugin)).resolves.toEqual([]);
  });

  it('every menu and popup title translates in both languages', async () => {
    await expect(checkRegistry(createRegistry(plugins))).resolves.toEqual([]);
  });

  it('the fixture plugins pass too (so the failures below come from the defects alone)', async () => {
    await expect(checkRegistry(createRegistry(fixturePlugins))).resolves.toEqual([]);
  });
});

describe('the contract check fails on bad plugins', () => {
  const base = { name: 'bad', menu: [], messages: { zh: { bad: { a: '甲' } }, en: { bad: { a: 'A' } } } };

  it('zh and en keys differ', async () => {
    const bad = definePlugin({
      ...base,
      messages: { zh: { bad: { a: '甲', nested: { b: '乙' } } }, en: { bad: { a: 'A', nested: { c: 'C' } } } },
    });
    await expect(checkPlugin(bad)).resolves.toEqual([
      'bad: message "bad.nested.b" is in zh but not in en',
      'bad: message "bad.nested.c" is in en but not in zh',
    ]);
  });

  it('a menu leaf has no screen', async () => {
    const bad = definePlugin({ ...base, menu: [{ name: 'sec', title: 'a', children: [{ name: 'leaf', title: 'a' }] }] });
    await expect(checkPlugin(bad)).resolves.toEqual(['bad: menu leaf /sec/leaf has no screen']);
  });

  it('a menu leaf points to a resource the plugin does not declare', async () => {
    const bad = definePlugin({ ...base, menu: [{ name: 'x', title: 'a', screen: { resource: 'ghost' } }] });
    await expect(checkPlugin(bad)).resolves.toEqual(['bad: menu leaf /x shows resource "ghost", which the plugin does not declare']);
  });

  it('a menu leaf needs a view the resource lacks', async () => {
    const bad = definePlugin({
      ...base,
      menu: [{ name: 'x', title: 'a', screen: { resource: 'member', view: 'create' } }],
      resources: [{ name: 'member', list: View, endpoints: {} }],
    });
    await expect(checkPlugin(bad)).resolves.toEqual(['bad: menu leaf /x shows the create of "member", which has no create view']);
  });

  it('a resource view is imported eagerly, or by a React.lazy the console cannot fetch ahead of its route', async () => {
    const bad = definePlugin({
      ...base,
      resources: [{ name: 'member', list: lazy(async () => ({ default: () => null })), edit: () => null, endpoints: {} }],
    });
    await expect(checkPlugin(bad)).resolves.toEqual([
      'bad: resource "member" list view is not a lazyScreen(() => import(…))',
      'bad: resource "member" edit view is not a lazyScreen(() => import(…))',
    ]);
  });

  it('a menu title has no message', async () => {
    const bad = definePlugin({ ...base, menu: [{ name: 'x', title: 'missing.key', screen: { component: () => null } }] });
    await expect(checkRegistry(createRegistry([bad]))).resolves.toEqual([
      'menu /x: title "missing.key" has no zh message',
      'menu /x: title "missing.key" has no en message',
    ]);
  });
});

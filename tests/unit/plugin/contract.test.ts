import { lazy } from 'react';
import { plugins } from '../../../plugins';
import { checkPlugin, checkRegistry } from '../../../src/plugin/contract';
import { definePlugin } from '../../../src/plugin/definePlugin';
import { createRegistry } from '../../../src/plugin/registry';
import { fixturePlugins } from '../fixtures/plugins';

const View = lazy(async () => ({ default: () => null }));

describe('installed plugins honour the contract', () => {
  it('lists at least the dashboard, whose Home is the affix tab', () => {
    const registry = createRegistry(plugins);
    expect(registry.menu.find((n) => n.name === 'dashboard')?.affix).toBe(true);
  });

  it.each(plugins.map((p) => [p.name, p] as const))('%s: zh/en keys, menu screens, lazy views', (_name, plugin) => {
    expect(checkPlugin(plugin)).toEqual([]);
  });

  it('every menu and popup title translates in both languages', () => {
    expect(checkRegistry(createRegistry(plugins))).toEqual([]);
  });

  it('the fixture plugins pass too (so the failures below come from the defects alone)', () => {
    expect(checkRegistry(createRegistry(fixturePlugins))).toEqual([]);
  });
});

describe('the contract check fails on bad plugins', () => {
  const base = { name: 'bad', menu: [], messages: { zh: { bad: { a: '甲' } }, en: { bad: { a: 'A' } } } };

  it('zh and en keys differ', () => {
    const bad = definePlugin({ ...base, messages: { zh: { bad: { a: '甲', nested: { b: '乙' } } }, en: { bad: { a: 'A', nested: { c: 'C' } } } } });
    expect(checkPlugin(bad)).toEqual([
      'bad: message "bad.nested.b" is in zh but not in en',
      'bad: message "bad.nested.c" is in en but not in zh',
    ]);
  });

  it('a menu leaf has no screen', () => {
    const bad = definePlugin({ ...base, menu: [{ name: 'sec', title: 'a', children: [{ name: 'leaf', title: 'a' }] }] });
    expect(checkPlugin(bad)).toEqual(['bad: menu leaf /sec/leaf has no screen']);
  });

  it('a menu leaf points to a resource the plugin does not declare', () => {
    const bad = definePlugin({ ...base, menu: [{ name: 'x', title: 'a', screen: { resource: 'ghost' } }] });
    expect(checkPlugin(bad)).toEqual(['bad: menu leaf /x shows resource "ghost", which the plugin does not declare']);
  });

  it('a menu leaf needs a view the resource lacks', () => {
    const bad = definePlugin({
      ...base,
      menu: [{ name: 'x', title: 'a', screen: { resource: 'member', view: 'create' } }],
      resources: [{ name: 'member', list: View, endpoints: {} }],
    });
    expect(checkPlugin(bad)).toEqual(['bad: menu leaf /x shows the create of "member", which has no create view']);
  });

  it('a resource view is imported eagerly instead of React.lazy', () => {
    const bad = definePlugin({ ...base, resources: [{ name: 'member', list: View, edit: () => null, endpoints: {} }] });
    expect(checkPlugin(bad)).toEqual(['bad: resource "member" edit view is not React.lazy']);
  });

  it('a menu title has no message', () => {
    const bad = definePlugin({ ...base, menu: [{ name: 'x', title: 'missing.key', screen: { component: () => null } }] });
    expect(checkRegistry(createRegistry([bad]))).toEqual([
      'menu /x: title "missing.key" has no zh message',
      'menu /x: title "missing.key" has no en message',
    ]);
  });
});

import { flattenMenu, filterMenu } from '../../../src/plugin/filterMenu';
import { canReachResource, firstLeaf, resolveLocation } from '../../../src/plugin/menuRouting';
import { createRegistry } from '../../../src/plugin/registry';
import { fixturePlugins, fullMenuList } from '../fixtures/plugins';

const registry = createRegistry(fixturePlugins);
const all = flattenMenu(registry.menu);

describe('resolveLocation', () => {
  it('finds menu nodes by their full nested path, trailing slash or not', () => {
    const m = resolveLocation('/Account_management/vip/formal/', all, registry.resources);
    expect(m).toMatchObject({ kind: 'menu', entry: { path: '/Account_management/vip/formal' } });
  });

  it('maps react-admin resource routes to the leaf that lists the resource', () => {
    expect(resolveLocation('/member/42', all, registry.resources)).toMatchObject({
      kind: 'resource',
      resource: 'member',
      action: 'edit',
      id: '42',
      leaf: { path: '/Account_management/vip/formal' },
    });
    expect(resolveLocation('/member/create', all, registry.resources)).toMatchObject({ action: 'create' });
    expect(resolveLocation('/member/a%2Fb/show', all, registry.resources)).toMatchObject({ action: 'show', id: 'a/b' });
    expect(resolveLocation('/member', all, registry.resources)).toMatchObject({ action: 'list' });
  });

  it('answers null for unknown paths', () => {
    expect(resolveLocation('/nope', all, registry.resources)).toBeNull();
    expect(resolveLocation('/member/1/show/bets/extra', all, registry.resources)).toBeNull();
    expect(resolveLocation('/member/1/bank/extra', all, registry.resources)).toBeNull();
  });

  it('a tab of a tabbed page is the same record page, with the tab beside it', () => {
    expect(resolveLocation('/member/1/show/bets', all, registry.resources)).toMatchObject({
      kind: 'resource',
      action: 'show',
      id: '1',
      tab: 'bets',
      page: '/member/1/show',
    });
    expect(resolveLocation('/member/1/show', all, registry.resources)).toMatchObject({
      action: 'show',
      id: '1',
      tab: undefined,
      page: '/member/1/show',
    });
    expect(resolveLocation('/member/1/bank', all, registry.resources)).toMatchObject({
      action: 'edit',
      id: '1',
      tab: 'bank',
      page: '/member/1',
    });
    expect(resolveLocation('/member/1/show/bets', all, registry.resources)).toMatchObject({
      leaf: { path: '/Account_management/vip/formal' },
    });
  });
});

describe('firstLeaf and canReachResource', () => {
  it('a bare section opens its first visible screen', () => {
    const section = all.find((f) => f.path === '/Account_management')!;
    expect(firstLeaf(section, all)?.path).toBe('/Account_management/vip/formal');
  });

  it('a resource shown by a menu leaf is reachable only when that leaf is visible', () => {
    const franchisee = flattenMenu(filterMenu(registry.menu, 'franchisee', fullMenuList));
    const agent = flattenMenu(filterMenu(registry.menu, 'agent', fullMenuList));
    expect(canReachResource('member', all, franchisee)).toBe(false);
    expect(canReachResource('member', all, agent)).toBe(true);
    expect(canReachResource('helper_only', all, franchisee)).toBe(true);
  });
});

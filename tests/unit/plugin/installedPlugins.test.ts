import { lazy } from 'react';
import { definePlugin } from '../../../src/plugin/definePlugin';
import { plugins } from '../../../plugins';
import { checkRegistry } from '../../../src/plugin/contract';
import { createRegistry } from '../../../src/plugin/registry';

// The plugins as installed: the contract holds across them (titles, resource names in zh and en).
it('the installed plugins honour the contract together', () => {
  expect(checkRegistry(createRegistry(plugins))).toEqual([]);
});

it('names a resource after the menu leaf that opens it, unless its plugin names it', () => {
  const { messages } = createRegistry(plugins);
  const resources = messages.zh.resources as Record<string, { name: string }>;
  expect(resources.memberRegDiscount.name).toBe((messages.zh.account as { menu: Record<string, string> }).menu.reg_preferential_management);
});

it('reports a resource with a page but no name in either language', () => {
  const page = lazy(async () => ({ default: () => null }));
  const orphan = definePlugin({
    name: 'orphan',
    menu: [],
    resources: [{ name: 'orphanRows', list: page, endpoints: { getList: 'x/list' } }, { name: 'orphanPicker', endpoints: { getList: 'x/pick' } }],
    messages: { zh: {}, en: {} },
  });
  expect(checkRegistry(createRegistry([orphan]))).toEqual([
    'resource "orphanRows" has no zh name (resources.orphanRows.name, or a menu leaf that opens it)',
    'resource "orphanRows" has no en name (resources.orphanRows.name, or a menu leaf that opens it)',
  ]);
});

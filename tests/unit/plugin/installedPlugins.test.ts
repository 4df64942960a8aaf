import { lazyScreen } from '../../../src/routes/lazyScreen';
import { definePlugin } from '../../../src/plugin/definePlugin';
import { plugins } from '../../../plugins';
import { checkRegistry } from '../../../src/plugin/contract';
import { createRegistry } from '../../../src/plugin/registry';

// The plugins as installed: the contract holds across them (titles, resource names in zh and en).
it('the installed plugins honour the contract together', async () => {
  await expect(checkRegistry(createRegistry(plugins))).resolves.toEqual([]);
});

it('names a resource after the menu leaf that opens it, unless its plugin names it', async () => {
  const zh = await createRegistry(plugins).loadMessages('zh');
  const resources = zh.resources as Record<string, { name: string }>;
  expect(resources.memberRegDiscount.name).toBe((zh.account as { menu: Record<string, string> }).menu.reg_preferential_management);
});

// Inline texts would ride in the entry chunk: every installed plugin loads each language's file on demand.
it('every installed plugin declares its texts as one loader per language', () => {
  for (const p of plugins) expect([p.name, typeof p.messages.zh, typeof p.messages.en]).toEqual([p.name, 'function', 'function']);
});

it('reports a resource with a page but no name in either language', async () => {
  const page = lazyScreen(async () => ({ default: () => null }));
  const orphan = definePlugin({
    name: 'orphan',
    menu: [],
    resources: [
      { name: 'orphanRows', list: page, endpoints: { getList: 'x/list' } },
      { name: 'orphanPicker', endpoints: { getList: 'x/pick' } },
    ],
    messages: { zh: {}, en: {} },
  });
  await expect(checkRegistry(createRegistry([orphan]))).resolves.toEqual([
    'resource "orphanRows" has no zh name (resources.orphanRows.name, or a menu leaf that opens it)',
    'resource "orphanRows" has no en name (resources.orphanRows.name, or a menu leaf that opens it)',
  ]);
});

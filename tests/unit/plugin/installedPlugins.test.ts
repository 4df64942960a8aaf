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

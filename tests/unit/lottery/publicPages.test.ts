import { createRegistry } from '../../../src/plugin/registry';
import { definePlugin } from '../../../src';
import { plugins } from '../../../plugins';

/* Public pages a plugin declares: mounted by the host outside the layout, never on a host path. */

const Page = () => null;
const withPage = (name: string, path: string) =>
  definePlugin({ name, menu: [], messages: { zh: {}, en: {} }, publicPages: [{ path, component: Page }] });

describe('plugin public pages', () => {
  it('registers the lottery verification page at /verify', () => {
    expect(createRegistry(plugins).publicPages.map((p) => p.path)).toContain('/verify');
  });

  it('refuses a host path, a relative path and a path two plugins declare', () => {
    expect(() => createRegistry([withPage('a', '/login')])).toThrow(/not a free path/);
    expect(() => createRegistry([withPage('a', 'verify')])).toThrow(/not a free path/);
    expect(() => createRegistry([withPage('a', '/x'), withPage('b', '/x')])).toThrow(/not a free path/);
    expect(createRegistry([withPage('a', '/x')]).publicPages).toHaveLength(1);
  });
});

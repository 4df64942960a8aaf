import { filterMenu, flattenMenu, hasRole } from '../../../src/plugin/filterMenu';
import { createRegistry } from '../../../src/plugin/registry';
import type { MenuListEntry } from '../../../src/plugin/types';
import { fixturePlugins, fullMenuList } from '../fixtures/plugins';

const { menu } = createRegistry(fixturePlugins);
const paths = (role: Parameters<typeof filterMenu>[1], list: MenuListEntry[] | undefined) =>
  flattenMenu(filterMenu(menu, role, list)).map((f) => f.path);

describe('hasRole', () => {
  it('admin passes every node, whatever its roles', () => {
    expect(hasRole({ roles: ['agent'] }, 'admin')).toBe(true);
  });
  it('a node without roles is open to everyone', () => {
    expect(hasRole({}, 'franchisee')).toBe(true);
    expect(hasRole({ roles: [] }, 'agent')).toBe(true);
  });
  it('other roles need to be listed', () => {
    expect(hasRole({ roles: ['agent'] }, 'franchisee')).toBe(false);
    expect(hasRole({ roles: ['admin'] }, 'agent')).toBe(false);
    expect(hasRole({ roles: ['franchisee', 'agent'] }, 'franchisee')).toBe(true);
  });
  it('agent2 (an agent without a parent) passes agent nodes, but agent does not pass agent2 nodes', () => {
    expect(hasRole({ roles: ['agent'] }, 'agent2')).toBe(true);
    expect(hasRole({ roles: ['agent2'] }, 'agent')).toBe(false);
  });
});

describe('filterMenu', () => {
  it('admin keeps agent-only and admin-only sections alike', () => {
    expect(paths('admin', fullMenuList)).toEqual([
      '/dashboard',
      '/Account_management',
      '/Account_management/vip',
      '/Account_management/vip/formal',
      '/Account_management/vip/trialMember',
      '/Account_management/vip/memberDetail',
      '/Account_management/agent_application',
      '/money_management',
      '/money_management/company_income',
      '/money_management/agent_report',
      '/money_management/admin_only',
    ]);
  });

  it('a franchisee loses agent-only and admin-only nodes', () => {
    expect(paths('franchisee', fullMenuList)).toEqual(['/dashboard', '/money_management', '/money_management/company_income']);
  });

  it('agent and agent2 keep the agent sections but not admin-only leaves', () => {
    for (const role of ['agent', 'agent2'] as const) {
      const p = paths(role, fullMenuList);
      expect(p).toContain('/Account_management/vip/formal');
      expect(p).toContain('/money_management/agent_report');
      expect(p).not.toContain('/money_management/admin_only');
    }
  });

  it('the menuList cut is hierarchical: a title only counts under its own parent', () => {
    const list: MenuListEntry[] = [
      { title: 'dashboard' },
      // 'formal' listed at the top level does not grant /Account_management/vip/formal.
      { title: 'formal' },
      { title: 'Account_management', children: [{ title: 'vip', children: [{ title: 'trialMember' }] }] },
    ];
    expect(paths('admin', list)).toEqual([
      '/dashboard',
      '/Account_management',
      '/Account_management/vip',
      '/Account_management/vip/trialMember',
    ]);
  });

  it('a section whose children are all cut disappears; no menuList means nothing', () => {
    const list: MenuListEntry[] = [{ title: 'money_management', children: [{ title: 'nothing_here' }] }];
    expect(paths('admin', list)).toEqual([]);
    expect(paths('admin', undefined)).toEqual([]);
  });
});

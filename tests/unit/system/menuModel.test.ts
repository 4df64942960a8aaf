import { filterMenu } from '../../../authProvider/menuAccess';
import { moved, titleKeys } from '../../../plugins/system/menu/menuModel';

const rows = ['menu', 'domain', 'riskControl'].map((title, sortNum) => ({
  title,
  path: `system_management/${title}`,
  sortNum,
  hidden: false,
}));

describe('menu screen model', () => {
  it('moves an entry one place up or down and leaves the ends alone', () => {
    expect(moved(rows, 'domain', -1)).toEqual(['domain', 'menu', 'riskControl']);
    expect(moved(rows, 'domain', 1)).toEqual(['menu', 'riskControl', 'domain']);
    expect(moved(rows, 'menu', -1)).toEqual(['menu', 'domain', 'riskControl']);
    expect(moved(rows, 'riskControl', 1)).toEqual(['menu', 'domain', 'riskControl']);
    expect(moved(rows, 'absent', 1)).toEqual(['menu', 'domain', 'riskControl']);
  });

  it("finds each plugin node's title key by its path", () => {
    const keys = titleKeys([{ name: 'system_management', title: 's.sys', children: [{ name: 'menu', title: 's.menu' }] }]);
    expect(keys.get('system_management/menu')).toBe('s.menu');
    expect(keys.get('system_management')).toBe('s.sys');
  });
});

describe('filterMenu follows the server menuList order', () => {
  const nodes = [
    { name: 'dashboard' },
    {
      name: 'system_management',
      children: [
        { name: 'menu', screen: {} },
        {
          name: 'Log_management',
          children: [
            { name: 'a', screen: {} },
            { name: 'b', screen: {} },
          ],
        },
      ],
    },
    { name: 'Account_management', children: [{ name: 'x', screen: {} }] },
  ];
  it('orders every level as the menuList does and still cuts what it does not name', () => {
    const out = filterMenu(nodes, 'admin', [
      { title: 'Account_management', children: [{ title: 'x' }] },
      {
        title: 'system_management',
        children: [{ title: 'Log_management', children: [{ title: 'b' }, { title: 'a' }] }, { title: 'menu' }],
      },
    ]);
    expect(out.map((n) => n.name)).toEqual(['Account_management', 'system_management']);
    expect(out[1].children?.map((n) => n.name)).toEqual(['Log_management', 'menu']);
    expect(out[1].children?.[0].children?.map((n) => n.name)).toEqual(['b', 'a']);
  });
});

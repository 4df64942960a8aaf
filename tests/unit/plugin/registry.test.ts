import PaymentsIcon from '@mui/icons-material/Payments';
import { checkPlugin } from '../../../src/plugin/contract';
import { definePlugin } from '../../../src/plugin/definePlugin';
import { createRegistry } from '../../../src/plugin/registry';

const Screen = () => null;

// Two plugins whose menus share segment names, as the VIP and report plugins will ('vip',
// 'bettingStatistics'): keyed under their own names, both labels survive.
const vip = definePlugin({
  name: 'vip',
  menu: [
    {
      name: 'vip_management',
      title: 'vip.menu.vip_management',
      children: [{ name: 'vip', title: 'vip.menu.vip', screen: { component: Screen } }],
    },
  ],
  messages: {
    zh: { vip: { menu: { vip_management: 'VIP管理', vip: 'VIP等级' } } },
    en: { vip: { menu: { vip_management: 'VIP', vip: 'VIP levels' } } },
  },
});
const report = definePlugin({
  name: 'report',
  menu: [
    {
      name: 'report_management',
      title: 'report.menu.report_management',
      children: [{ name: 'vip', title: 'report.menu.vip', screen: { component: Screen } }],
    },
  ],
  messages: {
    zh: { report: { menu: { report_management: '报表管理', vip: 'VIP报表' } } },
    en: { report: { menu: { report_management: 'Reports', vip: 'VIP report' } } },
  },
});

describe('the registry keeps every plugin in its own message namespace', () => {
  it('the same segment under two plugins keeps both labels', async () => {
    const registry = createRegistry([vip, report]);
    await expect(registry.loadMessages('zh')).resolves.toMatchObject({
      vip: { menu: { vip: 'VIP等级' } },
      report: { menu: { vip: 'VIP报表' } },
    });
  });

  it('throws when two plugins declare the same key, naming it', async () => {
    // The old layout: both under a shared `menu` namespace, the second silently relabelling the first.
    const a = definePlugin({ ...vip, name: 'menu', messages: { zh: { menu: { vip: 'VIP等级' } }, en: { menu: { vip: 'VIP levels' } } } });
    const b = definePlugin({
      ...report,
      name: 'menu2',
      messages: { zh: { menu2: {}, menu: { vip: 'VIP报表' } }, en: { menu2: {}, menu: { vip: 'VIP report' } } },
    });
    await expect(createRegistry([a, b]).loadMessages('zh')).rejects.toThrow(
      'menu2: zh message "menu" is outside the plugin\'s namespace "menu2"',
    );
  });

  it('throws on a react-admin resource label for a resource another plugin owns', async () => {
    const owner = definePlugin({
      ...vip,
      resources: [{ name: 'vipLevel', endpoints: {} }],
      messages: {
        zh: { ...vip.messages.zh, resources: { vipLevel: { name: '等级' } } },
        en: { ...vip.messages.en, resources: { vipLevel: { name: 'Levels' } } },
      },
    });
    const thief = definePlugin({
      ...report,
      messages: {
        zh: { ...report.messages.zh, resources: { vipLevel: { name: '报表' } } },
        en: { ...report.messages.en, resources: { vipLevel: { name: 'Report' } } },
      },
    });
    await expect(createRegistry([owner]).loadMessages('en')).resolves.toMatchObject({ resources: { vipLevel: { name: 'Levels' } } });
    await expect(createRegistry([owner, thief]).loadMessages('zh')).rejects.toThrow(
      'report: zh message "resources.vipLevel" is for a resource the plugin does not declare',
    );
  });

  it('refuses plugin names that are host namespaces', () => {
    const layout = definePlugin({ ...vip, name: 'layout', messages: { zh: { layout: { x: '甲' } }, en: { layout: { x: 'A' } } } });
    expect(() => createRegistry([layout])).toThrow('Plugin name "layout" is a host message namespace');
  });

  it('checkPlugin reports keys outside the namespace without throwing', async () => {
    const stray = definePlugin({
      ...vip,
      messages: { zh: { ...vip.messages.zh, menu: { x: '甲' } }, en: { ...vip.messages.en, menu: { x: 'A' } } },
    });
    await expect(checkPlugin(stray)).resolves.toEqual([
      'vip: zh message "menu" is outside the plugin\'s namespace "vip"',
      'vip: en message "menu" is outside the plugin\'s namespace "vip"',
    ]);
  });
});

describe('badges are declared by plugins', () => {
  const badge = {
    key: 'pendingVip',
    count: 'vipPending',
    icon: PaymentsIcon,
    title: 'vip.menu.vip',
    to: '/vip_management/vip',
    chime: true,
  };

  it('are collected in plugin order', () => {
    const registry = createRegistry([definePlugin({ ...vip, badges: [badge] }), report]);
    expect(registry.badges.map((b) => b.key)).toEqual(['pendingVip']);
  });

  it('a key two plugins declare throws', () => {
    expect(() =>
      createRegistry([
        definePlugin({ ...vip, badges: [badge] }),
        definePlugin({ ...report, badges: [{ ...badge, title: 'report.menu.vip', to: '/report_management/vip' }] }),
      ]),
    ).toThrow('Badge "pendingVip" is declared by two plugins');
  });

  it("must open a screen of the plugin's own menu", async () => {
    await expect(checkPlugin(definePlugin({ ...vip, badges: [{ ...badge, to: '/report_management/vip' }] }))).resolves.toEqual([
      'vip: badge "pendingVip" opens /report_management/vip, which is not a screen of the plugin\'s menu',
    ]);
  });
});

describe('shortcuts open a menu path from a one-segment path', () => {
  it('are collected when they open a path of the merged menu, even one another plugin declares', () => {
    const registry = createRegistry([vip, definePlugin({ ...report, shortcuts: [{ path: '/vip', to: '/vip_management/vip' }] })]);
    expect(registry.shortcuts).toEqual([{ path: '/vip', to: '/vip_management/vip' }]);
  });

  it('refuse a target outside the menu, a taken path and a nested path', () => {
    expect(() => createRegistry([definePlugin({ ...vip, shortcuts: [{ path: '/vip', to: '/vip_management/nothing' }] })])).toThrow(
      'Shortcut "/vip" of plugin vip opens "/vip_management/nothing", which is not a menu path',
    );
    expect(() => createRegistry([definePlugin({ ...vip, shortcuts: [{ path: '/vip_management', to: '/vip_management/vip' }] })])).toThrow(
      'is not a free one-segment path',
    );
    expect(() => createRegistry([definePlugin({ ...vip, shortcuts: [{ path: '/login', to: '/vip_management/vip' }] })])).toThrow(
      'is not a free one-segment path',
    );
    expect(() => createRegistry([definePlugin({ ...vip, shortcuts: [{ path: '/a/b', to: '/vip_management/vip' }] })])).toThrow(
      'is not a free one-segment path',
    );
    const twice = [
      definePlugin({ ...vip, shortcuts: [{ path: '/v', to: '/vip_management/vip' }] }),
      definePlugin({ ...report, shortcuts: [{ path: '/v', to: '/report_management/vip' }] }),
    ];
    expect(() => createRegistry(twice)).toThrow('Shortcut "/v" of plugin report is not a free one-segment path');
  });
});

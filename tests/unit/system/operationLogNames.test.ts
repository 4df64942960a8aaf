import { createRegistry } from '../../../src/plugin/registry';
import { plugins } from '../../../plugins';
import type { PluginManifest } from '../../../src';

// Every plugin names the operation-log codes its server writes; the host loads them once, for the log screens.
describe('operation log names', () => {
  it("loads every plugin's names, with dotted codes kept whole, in zh and en", async () => {
    const labels = await createRegistry(plugins).loadAuditLabels();
    expect(labels.actions['vip.weekly.run']).toEqual(['发放每周奖励', 'Run weekly reward']);
    expect(labels.actions['member.lock'][1]).toBe('Lock or unlock member');
    expect(labels.targets.manual_request[0]).toBe('人工存取款申请');
  });

  it('refuses a code two plugins name, naming both', async () => {
    const named = (name: string): PluginManifest => ({
      name,
      menu: [],
      messages: { zh: {}, en: {} },
      auditLabels: async () => ({ actions: { 'x.save': ['存', 'Save'] }, targets: {} }),
    });
    await expect(createRegistry([named('one'), named('two')]).loadAuditLabels()).rejects.toThrow(
      'Operation log action "x.save" is named by both plugin one and plugin two',
    );
  });
});

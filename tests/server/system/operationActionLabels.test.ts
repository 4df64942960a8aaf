// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import { readFileSync } from 'node:fs';
import { allRoutes } from '../../../server/routes';
import { serverSourceFiles } from '../helpers/serverSources';
import { serverModules } from '../../../plugins/server';
import { mergeAuditLabels } from '../../../shared/auditLabels';

function writtenCodes() {
  const actions = new Set<string>();
  const targets = new Set<string>();
  for (const route of allRoutes) {
    if (!route.writes) continue;
    actions.add(route.writes.action);
    targets.add(route.writes.targetType);
  }
  for (const file of serverSourceFiles()) {
    for (const call of readFileSync(file, 'utf8').matchAll(/audit\(\{([^}]*)\}/g)) {
      const action = /action:\s*'([^']+)'/.exec(call[1]);
      const target = /targetType:\s*'([^']+)'/.exec(call[1]);
      if (action) actions.add(action[1]);
      if (target) targets.add(target[1]);
    }
  }
  return { actions: [...actions].sort(), targets: [...targets].sort() };
}

describe('operation log names', () => {
  const written = writtenCodes();
  // Every installed module's names (each plugin's shared/auditLabels.ts, as its server module carries them).
  const labels = mergeAuditLabels(serverModules.filter((m) => m.auditLabels).map((m) => ({ owner: m.name, labels: m.auditLabels! })));
  const ACTION_CODES = Object.keys(labels.actions);
  const TARGET_TYPES = Object.keys(labels.targets);

  it('finds the codes the server writes (the scan itself works)', () => {
    expect(written.actions).toEqual(expect.arrayContaining(['member.lock', 'manual.credit.submit', 'agent.create', 'vip.weekly.run']));
    expect(written.targets).toEqual(expect.arrayContaining(['member', 'manual_request', 'agent']));
  });

  it('names every action code and target type the server writes, in zh and in en', () => {
    expect(written.actions.filter((code) => !ACTION_CODES.includes(code))).toEqual([]);
    expect(written.targets.filter((type) => !TARGET_TYPES.includes(type))).toEqual([]);
    for (const at of [0, 1] as const) {
      for (const code of written.actions) expect(labels.actions[code][at]).toMatch(/\S/);
      for (const type of written.targets) expect(labels.targets[type][at]).toMatch(/\S/);
    }
  });

  it('names nothing the server no longer writes, so the filter offers only real choices', () => {
    expect(ACTION_CODES.filter((code) => !written.actions.includes(code))).toEqual([]);
    expect(TARGET_TYPES.filter((type) => !written.targets.includes(type))).toEqual([]);
  });

  // A plugin names what its own server half writes, so installing it alone names its codes; the
  // core's few codes (sign-out, uploads) are the system plugin's, whose screen the log is.
  it.each(serverModules.filter((m) => m.routes.some((r) => r.writes)).map((m) => [m.name, m] as const))(
    '%s names the codes its own routes write',
    (name, module) => {
      const own = module.auditLabels ?? { actions: {}, targets: {} };
      const actions = new Set(module.routes.flatMap((r) => (r.writes ? [r.writes.action] : [])));
      const targets = new Set(module.routes.flatMap((r) => (r.writes ? [r.writes.targetType] : [])));
      for (const file of serverSourceFiles().filter((f) => f.replaceAll('\\', '/').includes(`/plugins/${name}/server/`)))
        for (const call of readFileSync(file, 'utf8').matchAll(/audit\(\{([^}]*)\}/g)) {
          const action = /action:\s*'([^']+)'/.exec(call[1]);
          if (action) actions.add(action[1]);
        }
      // `member` is the target of account's and lottery's member actions alike: account names it.
      if (name === 'lottery') targets.delete('member');
      expect([...actions].filter((code) => !(code in own.actions))).toEqual([]);
      expect([...targets].filter((type) => !(type in own.targets))).toEqual([]);
    },
  );
});

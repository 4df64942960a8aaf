// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { assertDistinctKeys } from '../../server/http/catalogue';
import { isMessageKey, t } from '../../server/http/messages';
import { memberMessages } from '../../plugins/account/server/members/messages';
import { lotteryMessages } from '../../plugins/lottery/server/messages';
// The installed modules' catalogues reach the lookup when the module list registers them.
import '../../plugins/server';

describe('server messages: each module owns its catalogue, merged once', () => {
  it('a key two modules declare throws, naming both', () => {
    const members = { taken: { en: 'Taken', zh: '已占用' } };
    const agents = { taken: { en: 'Already taken', zh: '已被占用' } };
    expect(() => assertDistinctKeys({ members, agents })).toThrow('Server message "taken" is declared by both members and agents');
    expect(() => assertDistinctKeys({ members, agents: { other: agents.taken } })).not.toThrow();
  });

  it('module messages reach the shared lookup in both languages', () => {
    // (Registered by the module list imported above; without it the lookup says which import is missing.)
    expect(isMessageKey('member_username_taken')).toBe(true);
    expect(t('zh', 'member_username_taken', { username: 'rahul' })).toBe(
      memberMessages.member_username_taken.zh.replace('{username}', 'rahul'),
    );
    expect(t('en', 'period_not_open')).toBe(lotteryMessages.period_not_open.en);
    expect(isMessageKey('no_such_message')).toBe(false);
  });

  it('every module with endpoints that names its own errors keeps them in its own messages.ts', () => {
    // A module folder whose routes throw ApiError keys keeps its messages beside them.
    const root = join(__dirname, '../..');
    const modules = [
      'plugins/account/server',
      'plugins/account/server/members',
      'plugins/account/server/agents',
      'plugins/account/server/staff',
      'plugins/money/server',
      'plugins/lottery/server',
      'plugins/report/server',
      'server/approval',
    ];
    for (const m of modules) expect(statSync(join(root, m, 'messages.ts')).isFile()).toBe(true);
    expect(readdirSync(join(root, 'server/http'))).toContain('catalogue.ts');
  });
});

import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { messages } from '../../../plugins/system/messages';

// The action codes contain dots; polyglot must still find each name as one key under system.logs.
describe('operation log action names', () => {
  it('translates dotted action codes and target types in zh and en', async () => {
    const i18n = createI18nProvider(messages);
    await i18n.changeLocale('zh');
    expect(i18n.translate('system.logs.actionNames.vip.weekly.run')).toBe('发放每周奖励');
    expect(i18n.translate('system.logs.targetTypes.manual_request')).toBe('人工存取款申请');
    await i18n.changeLocale('en');
    expect(i18n.translate('system.logs.actionNames.member.lock')).toBe('Lock or unlock member');
    expect(i18n.translate('system.logs.actionNames.no.such.code', { _: 'no.such.code' })).toBe('no.such.code');
  });
});

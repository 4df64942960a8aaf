import account from '../../../../plugins/account';
import { membersMessages } from '../../../../plugins/account/members/messages';
import { FLAG_KEYS, MEMBER_TABLE_COLUMNS } from '../../../../plugins/account/members/columns';
import { MEMBER_COLUMNS } from '../../../../plugins/account/shared/memberColumns';
import { checkPlugin, messageKeys } from '../../../../src/plugin/contract';

describe('members part of the account plugin', () => {
  it('passes the plugin contract (lazy views, declared resources, zh and en alike)', async () => {
    await expect(checkPlugin(account)).resolves.toEqual([]);
    expect(messageKeys(membersMessages.zh).sort()).toEqual(messageKeys(membersMessages.en).sort());
  });

  it('labels columns exactly as the server heads the export, in both languages', () => {
    for (const column of MEMBER_COLUMNS) {
      expect([column.key, membersMessages.zh.members.columns[column.key as keyof typeof membersMessages.zh.members.columns]]).toEqual([
        column.key,
        column.zh,
      ]);
      expect([column.key, membersMessages.en.members.columns[column.key as keyof typeof membersMessages.en.members.columns]]).toEqual([
        column.key,
        column.en,
      ]);
    }
  });

  it('exports a flag in the words its chip shows on the list (锁定: 已锁定 / 正常, not 是 / 否)', () => {
    // account.members.x.y → the text under members.x.y of a language's catalogue.
    const text = (lang: 'zh' | 'en', key: string) =>
      key
        .split('.')
        .slice(1)
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], membersMessages[lang]);
    for (const column of MEMBER_COLUMNS.filter((c) => c.kind === 'flag')) {
      const shown = MEMBER_TABLE_COLUMNS.find((c) => c.source === column.key);
      const keys = FLAG_KEYS[shown?.kind as keyof typeof FLAG_KEYS];
      expect([column.key, keys !== undefined]).toEqual([column.key, true]);
      for (const lang of ['zh', 'en'] as const) {
        expect([column.key, lang, column.words?.[lang]]).toEqual([column.key, lang, keys.map((k) => text(lang, k))]);
      }
    }
  });

  it('offers in the table only columns the export knows', () => {
    const exportable = new Set(MEMBER_COLUMNS.map((c) => c.key));
    expect(MEMBER_TABLE_COLUMNS.map((c) => c.source).filter((s) => !exportable.has(s))).toEqual([]);
  });
});

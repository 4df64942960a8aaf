import account from '../../../../plugins/account';
import { membersMessages } from '../../../../plugins/account/members/messages';
import { MEMBER_TABLE_COLUMNS } from '../../../../plugins/account/members/columns';
import { MEMBER_COLUMNS } from '../../../../plugins/account/server/members/columns';
import { checkPlugin, messageKeys } from '../../../../src/plugin/contract';

describe('members part of the account plugin', () => {
  it('passes the plugin contract (lazy views, declared resources, zh and en alike)', async () => {
    await expect(checkPlugin(account)).resolves.toEqual([]);
    expect(messageKeys(membersMessages.zh).sort()).toEqual(messageKeys(membersMessages.en).sort());
  });

  it('labels columns exactly as the server heads the export, in both languages', () => {
    for (const column of MEMBER_COLUMNS) {
      expect([column.key, membersMessages.zh.members.columns[column.key as keyof typeof membersMessages.zh.members.columns]]).toEqual([column.key, column.zh]);
      expect([column.key, membersMessages.en.members.columns[column.key as keyof typeof membersMessages.en.members.columns]]).toEqual([column.key, column.en]);
    }
  });

  it('offers in the table only columns the export knows', () => {
    const exportable = new Set(MEMBER_COLUMNS.map((c) => c.key));
    expect(MEMBER_TABLE_COLUMNS.map((c) => c.source).filter((s) => !exportable.has(s))).toEqual([]);
  });
});

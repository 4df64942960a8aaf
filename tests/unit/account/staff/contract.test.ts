import account from '../../../../plugins/account';
import { staffSlice } from '../../../../plugins/account/staff/slice';
import { staffMessages } from '../../../../plugins/account/staff/messages';
import { checkPlugin, messageKeys } from '../../../../src/plugin/contract';

describe('staff part of the account plugin', () => {
  it('passes the plugin contract (lazy views, declared resources, zh and en alike)', async () => {
    await expect(checkPlugin(account)).resolves.toEqual([]);
  });

  it('has the same message keys in zh and en', () => {
    expect(messageKeys(staffMessages.zh).sort()).toEqual(messageKeys(staffMessages.en).sort());
  });

  it('keeps agents out of every staff screen', () => {
    // The part draws leaves of Account_management, by name.
    const leaves = Object.entries(staffSlice.menu);
    expect(leaves.length).toBeGreaterThan(0);
    for (const [name, leaf] of leaves) expect({ name, agent: leaf?.roles?.includes('agent') ?? true }).toEqual({ name, agent: false });
  });
});

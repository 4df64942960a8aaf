import { Simulator } from '../../../demo/simulator/simulator';
import { lotteryFixture, prng, type LotteryFixture } from '../lottery/fixture';

/*
 * Issue 39: the simulator's deposits had no payer or UTR and its withdrawals no payee, unlike the
 * seed's orders (demo/seed/history.ts, withdrawals.ts), so a live order showed blanks where every
 * seeded one shows the member's account.
 */

const T0 = Date.UTC(2026, 0, 12, 8, 0, 1);
let fx: LotteryFixture;
beforeAll(async () => {
  fx = await lotteryFixture({ members: 3, credit: 5_000_000 });
}, 60_000);
afterAll(async () => fx.close());

describe('simulated orders', () => {
  it("carry the payer and a company deposit's UTR, and a withdrawal names the member's default payee as the seed's do", async () => {
    const [upiMember, bankMember, noAccount] = fx.memberIds;
    const names = new Map([
      [upiMember, 'Priya Sharma'],
      [bankMember, 'Rahul Verma'],
      [noAccount, 'Anil Kumar'],
    ]);
    for (const [id, realName] of names) await fx.db.updateTable('member').set({ real_name: realName }).where('id', '=', id).execute();
    const account = { bank_name: '', ifsc: '', account_no: '', upi_id: '', created_at: T0 };
    await fx.db
      .insertInto('member_bank')
      .values([
        { ...account, member_id: upiMember, kind: 'upi', holder_name: 'Priya Sharma', upi_id: 'priya.sharma@okicici', is_default: 1 },
        // Saved first but not the default: the payee is the default account.
        { ...account, member_id: bankMember, kind: 'upi', holder_name: 'Rahul Verma', upi_id: 'rahul.v@ybl', is_default: 0 },
        {
          ...account,
          member_id: bankMember,
          kind: 'bank',
          holder_name: 'Rahul Verma',
          bank_name: 'HDFC Bank',
          ifsc: 'HDFC0123456',
          account_no: '50100234567890',
          is_default: 1,
        },
      ])
      .execute();

    const sim = new Simulator(fx.db, prng(3));
    // Enough orders for every member's first withdrawal (a later one is refused while it is open, and skipped).
    for (let i = 0; i < 60; i++) await sim.order(T0 + i * 1000);

    const deposits = await fx.db.selectFrom('deposit_order').select(['member_id', 'kind', 'payer_name', 'utr']).execute();
    expect(deposits.length).toBe(sim.stats.deposits);
    expect(new Set(deposits.map((d) => d.kind))).toEqual(new Set(['company', 'online']));
    for (const d of deposits) {
      expect(d.payer_name).toBe(names.get(d.member_id));
      // UTR only on a transfer to the company's account; a gateway deposit has none, as in the seed.
      if (d.kind === 'company') expect(d.utr).toMatch(/^[1-9]\d{11}$/);
      else expect(d.utr).toBe('');
    }
    expect(new Set(deposits.filter((d) => d.kind === 'company').map((d) => d.utr)).size).toBe(
      deposits.filter((d) => d.kind === 'company').length,
    );

    const withdrawals = await fx.db.selectFrom('withdrawal_order').select(['member_id', 'destination']).execute();
    expect(withdrawals.length).toBe(sim.stats.withdrawals);
    expect(new Set(withdrawals.map((w) => w.member_id))).toEqual(new Set(fx.memberIds));
    const payees = new Map([
      [upiMember, { type: 'UPI', vpa: 'priya.sharma@okicici', holder: 'Priya Sharma' }],
      [bankMember, { type: 'BANK', bank: 'HDFC Bank', ifsc: 'HDFC0123456', account: '50100234567890', holder: 'Rahul Verma' }],
      // No saved account: the seed's fallback UPI payee on the username.
      [noAccount, { type: 'UPI', vpa: 'm2@okaxis', holder: 'Anil Kumar' }],
    ]);
    for (const w of withdrawals) expect(JSON.parse(w.destination)).toEqual(payees.get(w.member_id));
  });
});

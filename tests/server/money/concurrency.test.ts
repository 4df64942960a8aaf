import { randomUUID } from 'node:crypto';
import { submitDeposit } from '../../../plugins/money/server/deposits';
import { memberBalances } from '../../../server/ledger/balances';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { submitManual } from '../../../plugins/money/server/manual';
import { writeMoneySetting } from '../../../plugins/money/server/settings';
import { submitWithdrawal } from '../../../plugins/money/server/withdrawals';
import { SETUP_TIMEOUT, type Answer, type TestServer } from '../helpers/server';
import { creditMember, moneyServer, type MoneyOrg } from './fixture';

/*
 * 200 concurrent HTTP requests on the same orders and the same wallet: approve/reject on 20
 * deposits, review/reject on 10 withdrawals, 30 approvals of 20 pending manual withdrawals that
 * together ask for more than the wallet holds (10 of them replays of another's Idempotency-Key).
 * Each order and request must change state once, every refusal must be a clean A0400, and the
 * balances must equal the ledger.
 */

let server: TestServer;
let org: MoneyOrg;
let token: string;
let checkerToken: string;
beforeAll(async () => {
  const started = await moneyServer(2);
  server = started.server;
  org = started.org;
  token = await started.login('maker');
  checkerToken = await started.login('checker');
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

const post = (path: string, body: unknown, key = randomUUID(), as = token) =>
  server.call(path, { body, token: as, headers: { 'idempotency-key': key } });

it(`keeps every order and the wallet consistent under 200 concurrent requests`, async () => {
  const db = server.db;
  const staff = { id: org.maker };
  const member = { id: org.members[0], username: 'm1' };
  // No audit multiples here: the test is about races, not fees.
  await writeMoneySetting(db, 'normalMultipleX100', 0, Date.now());
  await writeMoneySetting(db, 'comprehensiveMultipleX100', 0, Date.now());
  await creditMember(db, org, member.id, 100_000);
  const deposits = [];
  for (let i = 0; i < 20; i++) deposits.push(await submitDeposit(db, { memberId: member.id, amount: 1_000, kind: 'company' }));
  const withdrawals = [];
  for (let i = 0; i < 10; i++) withdrawals.push(await submitWithdrawal(db, { memberId: member.id, amount: 2_000 }));

  type Req = { kind: string; target: number; run: () => Promise<Answer> };
  const requests: Req[] = [];
  for (const d of deposits) {
    for (let i = 0; i < 4; i++)
      requests.push({ kind: 'approveDeposit', target: d.id, run: () => post('/chance-deposit-order/approve', { id: d.id }) });
    for (let i = 0; i < 2; i++)
      requests.push({
        kind: 'rejectDeposit',
        target: d.id,
        run: () => post('/chance-deposit-order/reject', { id: d.id, reason: 'duplicate' }),
      });
  }
  for (const w of withdrawals) {
    for (let i = 0; i < 3; i++)
      requests.push({ kind: 'review', target: w.id, run: () => post('/chance-withdrawal-order/review', { id: w.id }) });
    for (let i = 0; i < 2; i++)
      requests.push({
        kind: 'rejectWithdrawal',
        target: w.id,
        run: () => post('/chance-withdrawal-order/reject', { id: w.id, reason: 'check' }),
      });
  }
  // 20 manual debits of ₹65 submitted by the maker (each covered by the ₹1,000 at submit), approved by the checker in the storm.
  const debits: { id: number }[] = [];
  for (let i = 0; i < 20; i++)
    debits.push(
      await submitManual(db, {
        kind: 'single',
        direction: 'debit',
        memberIds: [member.id],
        amount: 6_500,
        staffId: staff.id,
        reasonType: 'manual_withdrawal',
      }),
    );
  const debitKeys = debits.map(() => randomUUID());
  for (let i = 0; i < 30; i++) {
    const key = debitKeys[i % 20];
    requests.push({
      kind: 'debit',
      target: i % 20,
      run: () => post('/chance-manual/approve', { id: debits[i % 20].id }, key, checkerToken),
    });
  }
  expect(requests).toHaveLength(200);
  // Shuffle deterministically so kinds interleave.
  requests.sort((a, b) => ((a.target * 7919 + a.kind.length * 104_729) % 211) - ((b.target * 7919 + b.kind.length * 104_729) % 211));

  const answers = await Promise.all(requests.map(async (r) => ({ ...r, answer: await r.run() })));
  for (const { answer } of answers) {
    expect(answer.status === 200 || answer.status === 400).toBe(true);
    if (answer.status === 400) expect(answer.body.code).toBe('A0400');
  }
  const ok = (kind: string, target: number) => answers.filter((a) => a.kind === kind && a.target === target && a.answer.body.code === 200);

  // Deposits: exactly one winning transition each, and the order shows that one.
  let approvedTotal = 0;
  for (const d of deposits) {
    const approved = ok('approveDeposit', d.id).length;
    const rejected = ok('rejectDeposit', d.id).length;
    expect(approved + rejected).toBe(1);
    const row = await db.selectFrom('deposit_order').select('status').where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(approved ? 2 : 3);
    if (approved) approvedTotal += 1_000;
  }
  // Withdrawals: at most one review and one reject each; rejected orders released their hold.
  let frozen = 0;
  let released = 0;
  for (const w of withdrawals) {
    const reviews = ok('review', w.id).length;
    const rejects = ok('rejectWithdrawal', w.id).length;
    expect(reviews).toBeLessThanOrEqual(1);
    expect(rejects).toBeLessThanOrEqual(1);
    expect(reviews + rejects).toBeGreaterThanOrEqual(1);
    const row = await db.selectFrom('withdrawal_order').select('stage').where('id', '=', w.id).executeTakeFirstOrThrow();
    expect(row.stage).toBe(rejects ? 'rejected' : 'approved');
    if (rejects) released += 2_000;
    else frozen += 2_000;
  }
  // Manual debits: applied once per request at most; replays answer the same as the first.
  let debited = 0;
  for (let k = 0; k < 20; k++) {
    const same = ok('debit', k).map((a) => JSON.stringify(a.answer.body.data));
    expect(new Set(same).size).toBeLessThanOrEqual(1);
    const row = await db.selectFrom('manual_batch').select('status').where('id', '=', debits[k].id).executeTakeFirstOrThrow();
    expect(row.status).toBe(same.length ? 'applied' : 'pending_approval');
    if (same.length) debited += 6_500;
  }
  // 20 × ₹65 asks for more than the wallet can ever hold here, so some approvals are refused, cleanly
  // (a same-key twin still in flight may also find the request already applied).
  const refusedDebits = answers.filter((x) => x.kind === 'debit' && x.answer.body.code !== 200);
  expect(refusedDebits.some((a) => /Insufficient balance/.test(a.answer.body.msg))).toBe(true);
  expect(debited).toBeGreaterThan(0);
  for (const a of refusedDebits) expect(a.answer.body.msg).toMatch(/Insufficient balance|no longer waiting/);
  const rows = await db
    .selectFrom('manual_adjustment')
    .select('id')
    .where('member_id', '=', member.id)
    .where('direction', '=', 'debit')
    .where('status', '=', 'applied')
    .execute();
  expect(rows.length * 6_500).toBe(debited);

  const balances = (await memberBalances(db, [member.id])).get(member.id);
  expect(balances?.frozen).toBe(frozen);
  expect(balances?.cash).toBe(100_000 + approvedTotal - 20_000 + released - debited);
  expect(balances?.cash).toBeGreaterThanOrEqual(0);
  const check = await checkLedger(db);
  expect(check.problems).toEqual([]);
}, 120_000);

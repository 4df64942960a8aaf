import { randomUUID } from 'node:crypto';
import { submitDeposit } from '../../../server/money/deposits';
import { checkLedger, memberBalances } from '../../../server/money/ledger';
import { manualAdjust } from '../../../server/money/manual';
import { writeMoneySetting } from '../../../server/money/settings';
import { submitWithdrawal } from '../../../server/money/withdrawals';
import { SETUP_TIMEOUT, type Answer, type TestServer } from '../helpers/server';
import { moneyServer, type MoneyOrg } from './fixture';

/*
 * 200 concurrent HTTP requests on the same orders and the same wallet: approve/reject on 20
 * deposits, review/reject on 10 withdrawals, 30 manual withdrawals that together ask for more
 * than the wallet holds (10 of them replays of another's Idempotency-Key). Each order must change
 * state once, every refusal must be a clean A0400, and the balances must equal the ledger.
 */

let server: TestServer;
let org: MoneyOrg;
let token: string;
beforeAll(async () => {
  const started = await moneyServer(2);
  server = started.server;
  org = started.org;
  token = await started.login('maker');
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

const post = (path: string, body: unknown, key = randomUUID()) =>
  server.call(path, { body, token, headers: { 'idempotency-key': key } });

it(`keeps every order and the wallet consistent under 200 concurrent requests`, async () => {
  const db = server.db;
  const staff = { id: org.maker };
  const member = { id: org.members[0], username: 'm1' };
  // No audit multiples here: the test is about races, not fees.
  await writeMoneySetting(db, 'normalMultipleX100', 0, Date.now());
  await writeMoneySetting(db, 'comprehensiveMultipleX100', 0, Date.now());
  await manualAdjust(db, { memberId: member.id, direction: 'credit', amount: 100_000, staffId: staff.id, reasonType: 'setup' });
  const deposits = [];
  for (let i = 0; i < 20; i++) deposits.push(await submitDeposit(db, { memberId: member.id, amount: 1_000, kind: 'company' }));
  const withdrawals = [];
  for (let i = 0; i < 10; i++) withdrawals.push(await submitWithdrawal(db, { memberId: member.id, amount: 2_000 }));

  type Req = { kind: string; target: number; run: () => Promise<Answer> };
  const requests: Req[] = [];
  for (const d of deposits) {
    for (let i = 0; i < 4; i++) requests.push({ kind: 'approveDeposit', target: d.id, run: () => post('/chance-deposit-order/approve', { id: d.id }) });
    for (let i = 0; i < 2; i++) requests.push({ kind: 'rejectDeposit', target: d.id, run: () => post('/chance-deposit-order/reject', { id: d.id, reason: 'duplicate' }) });
  }
  for (const w of withdrawals) {
    for (let i = 0; i < 3; i++) requests.push({ kind: 'review', target: w.id, run: () => post('/chance-withdrawal-order/review', { id: w.id }) });
    for (let i = 0; i < 2; i++) requests.push({ kind: 'rejectWithdrawal', target: w.id, run: () => post('/chance-withdrawal-order/reject', { id: w.id, reason: 'check' }) });
  }
  const debitKeys = Array.from({ length: 20 }, () => randomUUID());
  for (let i = 0; i < 30; i++) {
    const key = debitKeys[i % 20];
    requests.push({ kind: 'debit', target: i % 20, run: () => post('/chance-manual/withdrawal', { username: member.username, amount: 6_500, reasonType: 'manual_withdrawal' }, key) });
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
  // Manual debits: one per key at most; replays answer the same ref as the first.
  let debited = 0;
  for (let k = 0; k < 20; k++) {
    const same = ok('debit', k).map((a) => (a.answer.body.data as { ref: string }).ref);
    expect(new Set(same).size).toBeLessThanOrEqual(1);
    if (same.length) debited += 6_500;
  }
  // 20 × ₹65 asks for more than the wallet can ever hold here, so some are refused, cleanly.
  const refusedDebits = answers.filter((x) => x.kind === 'debit' && x.answer.body.code !== 200);
  expect(refusedDebits.length).toBeGreaterThan(0);
  expect(debited).toBeGreaterThan(0);
  for (const a of refusedDebits) expect(a.answer.body.msg).toMatch(/Insufficient balance/);
  const rows = await db.selectFrom('manual_adjustment').select('id').where('member_id', '=', member.id).where('direction', '=', 'debit').execute();
  expect(rows.length * 6_500).toBe(debited);

  const balances = (await memberBalances(db, [member.id])).get(member.id);
  expect(balances?.frozen).toBe(frozen);
  expect(balances?.cash).toBe(100_000 + approvedTotal - 20_000 + released - debited);
  expect(balances?.cash).toBeGreaterThanOrEqual(0);
  const check = await checkLedger(db);
  expect(check.problems).toEqual([]);
}, 120_000);

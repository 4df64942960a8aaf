#!/usr/bin/env node
// The late-changes drill (issue 40's "Done when"; docs/operations.md, "Reports after late changes"):
// against a running server it makes the late changes the issue lists through the real API, on past
// days of the seed, waits for the stale-days job to rebuild the days they marked, then runs the
// reconciliation (`npm run reconcile`'s entry, against DATABASE_URL, which must be the server's
// database) over the whole seeded range and checks that the member and team reports of the moved
// member's new line add up (rows = totals). It writes to the server's database: run it on a demo,
// never on a live one.
//
//   DATABASE_URL=sqlite:/tmp/r40.db node scripts/lateChangesDrill.mjs [--url http://127.0.0.1:8886]
//       [--from YYYY-MM-DD --to YYYY-MM-DD]   (default: the first day with figures … yesterday, Bombay)
//       [--wait SECONDS]                       (how long a build or rebuild may take; default 600)
//
// The changes, each only when the seed offers it (else the drill says so):
//   - two held rebates of one past business date (before yesterday) cancelled by admin;
//   - a pending deposit ordered on a past day approved now by finance (admin if refused);
//   - a pending withdrawal ordered on a past day reviewed (admin, then finance when it needs two) and paid;
//   - a manual credit and a manual debit made by admin and approved by finance (maker-checker);
//   - a member with bets moved from the demo agent `agent` to one of its sub-agents.
// Approvals and manual adjustments count on the day they happen (today, read live), not on the
// order's day: they mark no stored day, and the drill prints where each counts. Supplementary
// settlements and bet cancellations need a period without a result; the default seed settles every
// past period, so the drill looks for one and says when there is none.
// Exit 0: every change made, every marked day rebuilt, 0 reconcile differences, the reports add up;
// 1: a difference (printed with its figure, key and values); 2: the drill could not run.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const option = (/** @type {string} */ name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const base = (option('url') ?? 'http://127.0.0.1:8886').replace(/\/$/, '');
const waitMs = Number(option('wait') ?? 600) * 1000;
const ACCOUNTS = { admin: 'admin123', finance: 'finance123', agent: 'agent123' };

/** Bombay is UTC+5:30 all year: a date there, and the epoch ms its day starts. */
const BOMBAY_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const bombayDate = (/** @type {number} */ ms) => new Date(ms + BOMBAY_MS).toISOString().slice(0, 10);
const dayStart = (/** @type {string} */ date) => Date.parse(`${date}T00:00:00Z`) - BOMBAY_MS;
const addDays = (/** @type {string} */ date, /** @type {number} */ n) => bombayDate(dayStart(date) + n * DAY_MS);
const rupees = (/** @type {number} */ paise) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const clock = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(11, 19);

class Refused extends Error {}
/** Differences found; each line says which figure, where, and both values. */
const differences = /** @type {string[]} */ ([]);
const differ = (/** @type {string} */ line) => {
  differences.push(line);
  console.log(`  DIFFERENCE ${line}`);
};

/**
 * One API call: POST with the session token, `{code,msg,data}` back; a money-moving call carries its
 * own Idempotency-Key. Resolves with `data`; rejects with the server's code and message.
 * @param {string | null} token @param {string} path @param {Record<string, unknown>} [body] @param {boolean} [moneyMoving]
 */
async function call(token, path, body = {}, moneyMoving = false) {
  /** @type {Record<string, string>} */
  const headers = { 'Content-Type': 'application/json', language: '0' };
  if (token) headers.token = token;
  if (moneyMoving) headers['Idempotency-Key'] = randomUUID();
  const response = await fetch(`${base}/${path.replace(/^\//, '')}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  /** @type {{ code: number | string, msg: string, data: any }} */
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new Error(`${path}: HTTP ${response.status}, not an API answer: ${text.slice(0, 200)}`);
  }
  if (envelope.code !== 200) {
    const error = new Error(`${path}: ${envelope.code} ${envelope.msg}${envelope.data ? ` ${JSON.stringify(envelope.data)}` : ''}`);
    Object.assign(error, { code: envelope.code });
    throw error;
  }
  return envelope.data;
}

/** The console sends the SHA-256 hex of the typed password (authProvider/hashPassword.ts). */
async function signIn(/** @type {keyof typeof ACCOUNTS} */ username) {
  const password = createHash('sha256').update(ACCOUNTS[username]).digest('hex');
  return /** @type {string} */ (await call(null, 'chance_login/login', { username, password }));
}

/** Runs `npm run reconcile`'s entry against DATABASE_URL, its output passed through; its exit code and summary. */
function reconcile(/** @type {string} */ from, /** @type {string} */ to) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'plugins/report/server/reconcileCli.ts', '--from', from, '--to', to], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(`  | ${String(chunk).trimEnd().replaceAll('\n', '\n  | ')}\n`);
  });
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const summary = /(\d+) stored rows, (\d+) figures, (\d+) difference/.exec(output);
      resolve({ code: code ?? 2, rows: Number(summary?.[1]), figures: Number(summary?.[2]), differences: Number(summary?.[3]) });
    }),
  );
}

const now = Date.now();
const today = bombayDate(now);
const yesterday = addDays(today, -1);
const started = performance.now();
let exitCode;

try {
  const [admin, finance, agent] = await Promise.all([signIn('admin'), signIn('finance'), signIn('agent')]);
  console.log(`drill: ${base}, database ${process.env.DATABASE_URL ?? 'sqlite:data/chance.db (the default)'}; today ${today} (Bombay)`);

  /** The daily overview of [from, to]: its rows, totals and freshness. */
  const overview = (/** @type {string} */ from, /** @type {string} */ to, includeTest = false) =>
    call(admin, 'chance_report/daily_overview', { from, to, includeTest });

  /** Polls the freshness of [a, b] until no day is pending; the pending days seen first. */
  async function untilBuilt(/** @type {string} */ what, /** @type {string} */ a, /** @type {string} */ b) {
    const since = performance.now();
    let first = /** @type {string[] | null} */ (null);
    for (;;) {
      const { pending } = (await overview(a, b)).freshness;
      first ??= pending;
      if (pending.length === 0) {
        const seconds = (performance.now() - since) / 1000;
        console.log(`${what}: no day pending${first.length ? ` after ${seconds.toFixed(0)} s (${first.length} day(s) were pending)` : ''}`);
        return first;
      }
      if (performance.now() - since > waitMs) throw new Refused(`${what}: still pending after ${waitMs / 1000} s: ${pending.join(', ')}`);
      await sleep(5_000);
    }
  }

  // The seeded range: from the first day with any figure up to yesterday (today is read live, never stored).
  // A first start leaves its seeded days to the report job: the year is read once they are built.
  const to = option('to') ?? yesterday;
  const yearAgo = addDays(to, -365);
  await untilBuilt('initial build', option('from') ?? yearAgo, to);
  let from = option('from');
  if (!from) {
    const year = await overview(yearAgo, to);
    const first = year.rows.find((/** @type {any} */ r) => r.registrations || r.betCount || r.depositCount || r.withdrawCount || r.rebates);
    if (!first) throw new Refused(`no day with figures in the year before ${to}: is the database seeded?`);
    from = /** @type {string} */ (first.date);
  }
  console.log(`range: ${from} … ${to}`);

  /** Days the stored reports mark pending right now (the stale-days job clears them on its next tick). */
  const marked = /** @type {Set<string>} */ (new Set());
  const noteMarks = async (/** @type {string} */ what) => {
    const { pending } = (await overview(from, to)).freshness;
    for (const d of pending) marked.add(d);
    console.log(`  marked now: ${pending.length ? pending.join(', ') : 'none in the range'} (after ${what})`);
  };
  const changedAt = Date.now();

  // 1. Two held rebates of one past business date (before yesterday, so the nightly rebate job's day is left alone).
  console.log('\n1. held rebates of a past business date cancelled');
  const held = await call(admin, 'chance-rebate-record/list', {
    status: 0,
    startDate: from,
    endDate: addDays(to, -1),
    sortField: 'businessDate',
    sortOrder: 'DESC',
    pageSize: 100,
  });
  /** @type {any[]} */
  const heldRows = held.list.filter((/** @type {any} */ r) => r.amount > 0);
  const rebateDate = heldRows[0]?.businessDate;
  let rebateCheck = null;
  if (!rebateDate) console.log(`  none: no held rebate between ${from} and ${addDays(to, -1)}`);
  else {
    const chosen = heldRows.filter((r) => r.businessDate === rebateDate).slice(0, 2);
    const before = (await overview(rebateDate, rebateDate, true)).totals;
    for (const r of chosen) {
      await call(admin, 'chance-rebate-record/cancel', { id: r.id, reason: 'late-changes drill (issue 40)' });
      console.log(`  rebate #${r.id} of ${r.businessDate}: member ${r.username} (#${r.memberId}), ${rupees(r.amount)} cancelled`);
    }
    const cancelled = chosen.reduce((sum, r) => sum + r.amount, 0);
    rebateCheck = { date: rebateDate, cancelled, before };
    await noteMarks('the cancellations');
  }

  // 2. A late approval of a deposit ordered on a past day: it counts on its approval day (today).
  console.log('\n2. a pending deposit of a past day approved now');
  /** @type {any} */
  let deposit;
  for (const path of ['chance-deposit-order/online/list', 'chance-deposit-order/list']) {
    const page = await call(admin, path, {
      status: 1,
      endTime: dayStart(today) - 1,
      sortField: 'created_at',
      sortOrder: 'DESC',
      pageSize: 5,
    });
    deposit ??= page.list[0];
  }
  if (!deposit) console.log('  none: the seed holds no pending deposit ordered before today');
  else {
    let approver = 'finance';
    const approve = (/** @type {string} */ token) =>
      call(token, 'chance-deposit-order/approve', { id: deposit.id, remark: 'late-changes drill' }, true);
    const answer = await approve(finance).catch(async (/** @type {Error} */ error) => {
      console.log(`  finance refused (${error.message}); admin approves`);
      approver = 'admin';
      return approve(admin);
    });
    console.log(
      `  deposit ${answer.orderNo} (#${deposit.id}, ${deposit.kind}) ordered ${bombayDate(deposit.createdAt)} by ${deposit.username}: ` +
        `${rupees(deposit.amount)} + bonus ${rupees(answer.bonus)} approved by ${approver}; counts on ${today} (its approval day)`,
    );
    await noteMarks('the approval');
  }

  // 3. A late review and payout of a withdrawal ordered on a past day: it counts on its payout day (today).
  console.log('\n3. a pending withdrawal of a past day approved and paid now');
  const pendingWithdrawals = await call(admin, 'chance-withdrawal-order/list', {
    stage: 'submitted',
    endTime: dayStart(today) - 1,
    sortField: 'created_at',
    sortOrder: 'DESC',
    pageSize: 20,
  });
  let paid = false;
  for (const w of pendingWithdrawals.list) {
    try {
      let review = await call(admin, 'chance-withdrawal-order/review', { id: w.id, remark: 'late-changes drill' }, true);
      const reviewers = ['admin'];
      if (review.stage === 'first_approved') {
        review = await call(finance, 'chance-withdrawal-order/review', { id: w.id, remark: 'late-changes drill, second review' }, true);
        reviewers.push('finance');
      }
      const payout = await call(admin, 'chance-withdrawal-order/pay', { id: w.id, txnId: `DRILL${w.id}` }, true);
      console.log(
        `  withdrawal ${w.orderNo} (#${w.id}) ordered ${bombayDate(w.createdAt)} by ${w.username}: ${rupees(w.amount)}, ` +
          `fees ${rupees(review.fee + review.adminFee)}, net ${rupees(payout.netPayout)}; reviewed by ${reviewers.join(' then ')}, ` +
          `paid by admin; counts on ${today} (its payout day)`,
      );
      paid = true;
      break;
    } catch (error) {
      // A withdrawal whose turnover audit leaves nothing to pay is refused: the next one is tried.
      if (/** @type {any} */ (error).code !== 'A0400') throw error;
      console.log(`  withdrawal #${w.id} not approvable (${/** @type {Error} */ (error).message}); trying the next`);
    }
  }
  if (!paid) console.log('  none: no pending withdrawal ordered before today could be approved');
  else await noteMarks('the payout');

  // 4. The member move: a member of `agent` with bets goes to one of its sub-agents.
  console.log('\n4. a member moved from agent to its sub-agent');
  const agents = await call(admin, 'chance_offline_agent/agentList', { usernameKeyword: 'agent', pageSize: 100 });
  const home = agents.list.find((/** @type {any} */ a) => a.username === 'agent');
  if (!home) throw new Refused('the demo agent `agent` is missing');
  const subAgents = (await call(admin, 'chance_offline_agent/agentList', { agentId: home.id, direct: true, pageSize: 100 })).list;
  const members = (
    await call(admin, 'chance_offline_agent/memberList', {
      agentId: home.id,
      direct: true,
      sortField: 'totalRecharge',
      sortOrder: 'DESC',
      pageSize: 100,
    })
  ).list.filter((/** @type {any} */ m) => m.totalBet > 0 && m.createdAt < dayStart(to));
  if (subAgents.length === 0 || members.length === 0) throw new Refused(`agent #${home.id} has no sub-agent or no member with bets`);
  const team = (/** @type {number} */ parentId) => call(agent, 'chance_report/team_report', { from, to, parentId });
  const teamBefore = await team(home.id);
  const member = members[0];
  /** @type {any} */
  let target;
  for (const s of subAgents) {
    try {
      await call(admin, 'chance-member/update/member/agent', { id: member.id, agentId: s.id });
      target = s;
      break;
    } catch (error) {
      console.log(`  sub-agent ${s.username} (#${s.id}) refused: ${/** @type {Error} */ (error).message}`);
    }
  }
  if (!target) throw new Refused(`no sub-agent of agent #${home.id} took member #${member.id}`);
  console.log(
    `  member ${member.username} (#${member.id}, registered ${bombayDate(member.createdAt)}, total bets ${rupees(member.totalBet)}) ` +
      `moved from ${home.username} (#${home.id}) to ${target.username} (#${target.id})`,
  );
  await noteMarks('the move');

  // 5. Maker-checker manual adjustments: admin makes, finance approves. They count on their approval day (today).
  console.log('\n5. a manual credit and debit, made by admin and approved by finance');
  for (const [path, direction, amount] of /** @type {const} */ ([
    ['chance-manual/deposit', 'credit', 123_400],
    ['chance-manual/withdrawal', 'debit', 56_700],
  ])) {
    const made = await call(
      admin,
      path,
      { username: member.username, amount, reasonType: 'drill', remark: 'late-changes drill (issue 40)' },
      true,
    );
    const approved = await call(finance, 'chance-manual/approve', { id: made.id }, true);
    console.log(
      `  manual ${direction} ${made.requestNo} (#${made.id}) of ${rupees(amount)} to ${member.username}: made by admin, ` +
        `${approved.status} by finance, balance after ${rupees(approved.balanceAfter)}; counts on ${today}`,
    );
  }
  await noteMarks('the manual adjustments');

  // 6. What the issue also lists: a supplementary settlement, which needs a past period drawn and not settled (3)
  //    or not drawn (5); bet cancellation needs one without a result too.
  console.log('\n6. a supplementary settlement of a past period');
  const unsettled = [];
  for (const status of [3, 5]) {
    const page = await call(admin, 'chance-period/list', { status, endTime: dayStart(today) - 1, pageSize: 5 });
    unsettled.push(...page.list);
  }
  const drawn = unsettled.find((/** @type {any} */ p) => p.status === 3);
  if (!drawn)
    console.log(
      `  none: no past period is drawn and unsettled, nothing to settle again ` +
        `(${unsettled.length} past period(s) not drawn; the default seed settles every past period)`,
    );
  else {
    const request = await call(admin, 'chance-period/supplementarySettle', { periodId: drawn.id, reason: 'late-changes drill (issue 40)' });
    const run = await call(finance, 'chance-period/supplementaryApprove', { id: request.id }, true).catch((/** @type {Error} */ error) => {
      console.log(`  finance refused (${error.message})`);
      return null;
    });
    console.log(
      `  period ${drawn.gameName} ${drawn.issueNo} (#${drawn.id}) of ${bombayDate(drawn.drawAt)}: settlement requested by admin, ${run ? `run: ${run.message}` : 'not run'}`,
    );
    await noteMarks('the supplementary settlement');
  }

  // The stale-days job rebuilds every marked day within a minute of its tick.
  console.log('');
  const stillPending = await untilBuilt('rebuild', from, to);
  for (const d of stillPending) marked.add(d);
  const days = [...marked].sort();
  console.log(`stale days marked by the changes: ${days.length ? days.join(', ') : 'none'}`);
  for (const d of days) {
    const { builtAt } = (await overview(d, d)).freshness;
    if (builtAt === null || builtAt < changedAt)
      differ(`${d}: marked stale but not rebuilt (built ${builtAt === null ? 'never' : clock(builtAt)})`);
    else console.log(`  ${d} rebuilt at ${clock(builtAt)} UTC`);
  }

  // The cancelled rebates leave their day's rebate figures (every member, trial included: the rebate list shows all).
  if (rebateCheck) {
    const after = (await overview(rebateCheck.date, rebateCheck.date, true)).totals;
    for (const figure of ['rebates', 'rebatesHeld']) {
      const expected = rebateCheck.before[figure] - rebateCheck.cancelled;
      if (after[figure] !== expected) differ(`${rebateCheck.date} daily_overview ${figure}: ${after[figure]}, expected ${expected}`);
    }
    console.log(
      `  ${rebateCheck.date} rebates ${rupees(rebateCheck.before.rebates)} → ${rupees(after.rebates)}, held ` +
        `${rupees(rebateCheck.before.rebatesHeld)} → ${rupees(after.rebatesHeld)} (−${rupees(rebateCheck.cancelled)})`,
    );
  }

  console.log(`\nreconcile ${from} … ${to} (npm run reconcile's entry):`);
  const result = /** @type {{ code: number, rows: number, figures: number, differences: number }} */ (await reconcile(from, to));
  if (result.code === 2 || Number.isNaN(result.figures)) throw new Refused(`the reconcile command could not run (exit ${result.code})`);
  if (result.code !== 0 || result.differences !== 0) differ(`reconcile: ${result.differences} difference(s), exit ${result.code}`);

  // The reports of the new line, read as the agent reads them: rows add up to the totals.
  console.log(`\nreports of ${target.username}'s line (signed in as agent), ${from} … ${to}:`);
  const MEMBER_FIGURES = [
    'depositAmount',
    'withdrawAmount',
    'betCount',
    'stake',
    'validTurnover',
    'payout',
    'houseProfit',
    'withdrawFees',
    'withdrawNet',
  ];
  const memberSums = Object.fromEntries(MEMBER_FIGURES.map((f) => [f, 0]));
  /** @type {any} */
  let memberPage;
  let memberRows = 0;
  /** @type {any} */
  let movedRow;
  for (let afterId = 0; ;) {
    memberPage = await call(agent, 'chance_report/member_report', {
      from,
      to,
      agentId: target.id,
      afterId: afterId || undefined,
      limit: 500,
    });
    for (const row of memberPage.rows) {
      memberRows += 1;
      for (const f of MEMBER_FIGURES) memberSums[f] += row[f];
      if (row.key === member.id) movedRow = row;
    }
    if (memberPage.nextAfterId === null) break;
    afterId = memberPage.nextAfterId;
  }
  for (const f of MEMBER_FIGURES)
    if (memberSums[f] !== memberPage.totals[f])
      differ(`member_report agent ${target.id} ${f}: rows ${memberSums[f]}, totals ${memberPage.totals[f]}`);
  if (!movedRow) differ(`member_report agent ${target.id}: the moved member #${member.id} is not among its ${memberRows} rows`);
  console.log(
    `  member report: ${memberRows} member rows; rows = totals on ${MEMBER_FIGURES.length} figures ` +
      `(stake ${rupees(memberSums.stake)}, deposits ${rupees(memberSums.depositAmount)}); moved member ${movedRow ? 'listed' : 'MISSING'}`,
  );

  const TEAM_FIGURES = [
    'registrations',
    'bettors',
    'depositAmount',
    'withdrawAmount',
    'stake',
    'validTurnover',
    'payout',
    'rebates',
    'houseProfit',
  ];
  const addsUp = (/** @type {any} */ report, /** @type {string} */ name) => {
    for (const f of TEAM_FIGURES) {
      const rows = report.rows.reduce((/** @type {number} */ s, /** @type {any} */ r) => s + r[f], 0);
      const days = report.days.reduce((/** @type {number} */ s, /** @type {any} */ r) => s + r[f], 0);
      if (rows !== report.totals[f]) differ(`${name} ${f}: rows ${rows}, totals ${report.totals[f]}`);
      if (days !== report.totals[f]) differ(`${name} ${f}: days ${days}, totals ${report.totals[f]}`);
    }
  };
  const teamAfter = await team(home.id);
  const teamOfLine = await team(target.id);
  addsUp(teamAfter, `team_report parent ${home.id}`);
  addsUp(teamOfLine, `team_report parent ${target.id}`);
  const lineRow = (/** @type {any} */ report, /** @type {number} */ key) =>
    report.rows.find((/** @type {any} */ r) => r.key === key) ?? Object.fromEntries(TEAM_FIGURES.map((f) => [f, 0]));
  // The member's whole history moved with it (docs/operations.md): the old line lost exactly its row, the new line gained it.
  const MOVED = ['depositAmount', 'withdrawAmount', 'stake', 'validTurnover', 'payout', 'houseProfit'];
  for (const f of MOVED) {
    const own = movedRow?.[f] ?? 0;
    const gained = lineRow(teamAfter, target.id)[f] - lineRow(teamBefore, target.id)[f];
    const lost = lineRow(teamBefore, home.id)[f] - lineRow(teamAfter, home.id)[f];
    if (gained !== own) differ(`team_report line ${target.id} ${f}: gained ${gained}, the moved member's row ${own}`);
    if (lost !== own) differ(`team_report direct members of ${home.id} ${f}: lost ${lost}, the moved member's row ${own}`);
    if (teamOfLine.totals[f] !== memberPage.totals[f])
      differ(`${target.username}'s line ${f}: team_report ${teamOfLine.totals[f]}, member_report ${memberPage.totals[f]}`);
  }
  console.log(
    `  team report under ${home.username}: ${teamAfter.rows.length} lines, under ${target.username}: ${teamOfLine.rows.length} lines; ` +
      `rows = days = totals on ${TEAM_FIGURES.length} figures; line ${target.username} stake ` +
      `${rupees(lineRow(teamBefore, target.id).stake)} → ${rupees(lineRow(teamAfter, target.id).stake)} (the member's ${rupees(movedRow?.stake ?? 0)})`,
  );

  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `\ndrill: ${result.figures} figures in ${result.rows} stored rows reconciled, ${days.length} stale day(s) rebuilt; ` +
      `${differences.length === 0 ? '0 differences' : `${differences.length} DIFFERENCE(S)`} (${seconds} s)`,
  );
  exitCode = differences.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`drill: ${error instanceof Error ? error.message : error}`);
  exitCode = 2;
}
process.exitCode = exitCode;

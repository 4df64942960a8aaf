// Money and lottery lists over real HTTP (issues 12 and 13): p50/p95/max of each list's first page
// with its default sort, and with the filters staff use most (a member, a status, a date range, a
// period), each case sequentially as one clerk clicks. The filter values come from the database
// itself (the newest rows of the unfiltered pages), so the same script measures any profile.
import { pct } from './stats.mjs';

export const LIST_BUDGET_MS = 20;
const DAY = 86_400_000;

async function call(baseURL, token, path, body) {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, language: '0' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${path} ${JSON.stringify(body)}: ${json.code} ${json.msg}`);
  return json.data;
}

/** Times `requests` sequential calls of one case (stops early past `maxSeconds`, saying so). */
export async function timeCase(baseURL, token, path, body, { requests = 100, maxSeconds = 60 } = {}) {
  const times = [];
  const end = Date.now() + maxSeconds * 1000;
  await call(baseURL, token, path, body); // warm: the first call of a case pays statement preparation
  while (times.length < requests && (times.length < 5 || Date.now() < end)) {
    const t = performance.now();
    await call(baseURL, token, path, body);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50Ms: pct(times, 0.5),
    p95Ms: pct(times, 0.95),
    maxMs: pct(times, 1),
    ...(times.length < requests ? { stoppedEarly: true } : {}),
  };
}

/** The cases: [name, path, body], filter values read from the first pages. */
async function listCases(baseURL, token) {
  const now = Date.now();
  const week = { startTime: now - 7 * DAY, endTime: now };
  const first = async (path, body = {}) => (await call(baseURL, token, path, { pageIndex: 1, pageSize: 20, ...body })).list[0];
  const deposit = await first('/chance-deposit-order/list');
  const withdrawal = await first('/chance-withdrawal-order/list');
  const manual = await first('/chance-manual/deposit/record');
  const bet = await first('/chance-bet/list');
  const games = (await call(baseURL, token, '/chance-game/list', { pageIndex: 1, pageSize: 100 })).list;
  const winGo = games.find((g) => /wingo.*30|30.*s/i.test(`${g.code} ${g.name}`)) ?? games[0];

  const cases = [];
  const add = (name, path, filters) => {
    cases.push([`${name}`, path, {}]);
    for (const [label, body] of Object.entries(filters)) if (body) cases.push([`${name} ${label}`, path, body]);
  };
  add('deposit orders', '/chance-deposit-order/list', { member: deposit && { memberId: deposit.memberId }, status: { status: 1 }, week });
  add('online deposit orders', '/chance-deposit-order/online/list', { status: { status: 2 }, week });
  add('withdrawal orders', '/chance-withdrawal-order/list', {
    member: withdrawal && { memberId: withdrawal.memberId },
    status: { status: 1 },
    week,
  });
  add('manual deposit records', '/chance-manual/deposit/record', {
    member: manual && { username: manual.username },
    status: { status: 'applied' },
    week,
  });
  add('manual withdrawal records', '/chance-manual/withdrawal/record', { status: { status: 'applied' }, week });
  add('member_cash_record', '/chance-member-cash-record/list', {
    member: bet && { memberId: bet.memberId },
    type: { type: 'deposit' },
    week,
  });
  add('detauls_lottery_transaction', '/chance-lottery-transaction/list', {
    member: bet && { memberId: bet.memberId },
    type: { type: 'bet_payout' },
    week,
  });
  add('bank deposit records', '/chance-payment-channel/record/bank', { status: { status: 2 }, week });
  add('qr deposit records', '/chance-payment-channel/record/qr', { status: { status: 2 }, week });
  add('gateway deposit records', '/chance-payment-channel/record/gateway', { status: { status: 2 }, week });
  add('auto payout records', '/chance-payment-channel/record/autoPayout', { week });
  add('lottery_result', '/chance-period/list', Object.fromEntries(games.map((g) => [`game ${g.code}`, { gameId: g.id }])));
  add('bet list', '/chance-bet/list', {
    member: bet && { memberId: bet.memberId },
    period: bet && { periodId: bet.periodId },
    game: winGo && { gameId: winGo.id },
    week,
  });
  return cases;
}

export async function listsApiReport(baseURL, token, options = {}) {
  const cases = {};
  for (const [name, path, body] of await listCases(baseURL, token)) {
    cases[name] = {
      path,
      ...(Object.keys(body).length ? { filter: body } : {}),
      ...(await timeCase(baseURL, token, path, { pageIndex: 1, pageSize: 20, ...body }, options)),
    };
    if (options.log) options.log(name, cases[name]);
  }
  const over = Object.entries(cases)
    .filter(([, c]) => c.p95Ms > LIST_BUDGET_MS)
    .map(([name]) => name);
  const worst = Math.max(...Object.values(cases).map((c) => c.p95Ms));
  return { budgetMs: LIST_BUDGET_MS, worstP95Ms: worst, withinBudget: over.length === 0, over, cases };
}

// Standalone: `node bench/lists.mjs http://127.0.0.1:8818 [requests]` against a server already
// running on the database to measure (e.g. the large one: DATABASE_URL=sqlite:… SIMULATOR=off).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { login } = await import('./api.mjs');
  const baseURL = process.argv[2] ?? 'http://127.0.0.1:8788';
  const requests = Number(process.argv[3] ?? 100);
  const out = await listsApiReport(baseURL, await login(baseURL), {
    requests,
    log: (name, c) => console.error(name.padEnd(48), c.p50Ms, c.p95Ms, c.maxMs),
  });
  console.log(JSON.stringify(out, null, 2));
}

// Log lists at a million rows: p50/p95 of the four Log_management lists over real HTTP on SQLite,
// after filling operation_log, login_log, member_login_log and member_operation_log with 1,000,000 rows each.
// Run: npx tsx bench/logLists.ts   (LOG_ROWS=N, default 1,000,000; not part of npm test; takes a few minutes on a busy machine)
import { sql } from 'kysely';
import { startServer } from '../tests/server/helpers/server';

const ROWS = Number(process.env.LOG_ROWS || 1_000_000);
const REQUESTS = 200;
const DAY = 86_400_000;

const pct = (sorted: number[], q: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(1));

async function main() {
  const server = await startServer();
  const { db } = server;
  const admin = await db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const member = await db.selectFrom('member').select(['id', 'franchisee_id']).orderBy('id').executeTakeFirstOrThrow();
  const now = Date.now();
  const t0 = performance.now();
  // Spread over 90 days, newest last, as a live system writes them.
  await sql`insert into operation_log (staff_id, username, action, target_type, target_id, before_json, after_json, ip, created_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
    select ${admin.id}, case i % 4 when 0 then 'admin' when 1 then 'ops' || (i % 7) when 2 then 'finance' else 'clerk' || (i % 13) end,
      case i % 5 when 0 then 'station.save' when 1 then 'member.lock' when 2 then 'role.update' when 3 then 'money.deposit.approve' else 'menu.sort' end,
      'thing', cast(i % 5000 as text), '{"a":1}', '{"a":2}', '10.0.' || (i % 200) || '.1', ${now - 90 * DAY} + i * ${Math.floor((90 * DAY) / ROWS)}
    from n`.execute(db);
  await sql`insert into login_log (username, staff_id, ip, user_agent, success, reason, created_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
    select case i % 3 when 0 then 'admin' else 'user' || (i % 500) end, null, '10.1.' || (i % 250) || '.' || (i % 200), 'bench',
      case when i % 9 = 0 then 0 else 1 end, case when i % 9 = 0 then 'wrong_password' else 'ok' end, ${now - 90 * DAY} + i * ${Math.floor((90 * DAY) / ROWS)}
    from n`.execute(db);
  await sql`insert into member_login_log (member_id, franchisee_id, ip, device, source, geo, success, reason, created_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
    select ${member.id}, ${member.franchisee_id}, '10.2.' || (i % 250) || '.1', 'bench', case i % 3 when 0 then 'pc' when 1 then 'h5' else 'app' end, 'IN', 1, '',
      ${now - 90 * DAY} + i * ${Math.floor((90 * DAY) / ROWS)}
    from n`.execute(db);
  // Members' actions spread over 1,000 members (the vip_foreground_operation filters: account, action, IP, time).
  const members = await db.selectFrom('member').select(['id', 'username', 'franchisee_id']).orderBy('id').limit(1000).execute();
  await sql`insert into member_operation_log (member_id, franchisee_id, action, detail, ip, source, created_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
    select ${members[0].id} + (i % ${members.length}), ${member.franchisee_id},
      case i % 4 when 0 then 'bet_place' when 1 then 'deposit_submit' when 2 then 'withdrawal_submit' else 'profile_update' end,
      'bench', '10.3.' || (i % 250) || '.1', case i % 3 when 0 then 'pc' when 1 then 'h5' else 'app' end,
      ${now - 90 * DAY} + i * ${Math.floor((90 * DAY) / ROWS)}
    from n where ${members[0].id} + (i % ${members.length}) in (select id from member)`.execute(db);
  await sql`analyze`.execute(db);
  console.log(`filled ${ROWS} rows x 4 tables in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const token = await server.login('admin');
  const lists: [string, Record<string, unknown>[]][] = [
    [
      'chance_sys_log/list',
      [
        {},
        { username: 'finance' },
        { action: 'station' },
        { targetType: 'thing', targetId: '42' },
        { startTime: now - 7 * DAY, endTime: now },
      ],
    ],
    [
      'chance_sys_log/query/system/login/log/list',
      [{}, { username: 'admin' }, { success: 0 }, { ip: '10.1.7.7' }, { startTime: now - DAY }],
    ],
    ['member/login/log/api/query/member/login/log/list', [{}, { source: 'pc' }, { ip: '10.2.9.1' }, { startTime: now - DAY }]],
    [
      'member/operation/log/api/list',
      [
        {},
        { username: members[Math.floor(members.length / 2)].username },
        { action: 'withdrawal_submit' },
        { ip: '10.3.9.1' },
        { startTime: now - DAY },
        { username: members[1].username, action: 'bet_place' },
      ],
    ],
  ];
  const results: Record<string, unknown> = {};
  // Baseline: what any authenticated call costs here (session check, envelope), to read the lists against.
  const base: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    await server.call('/chance-menu/list', { token, body: {} });
    base.push(performance.now() - t);
  }
  base.sort((a, b) => a - b);
  results.baseline = { path: 'chance-menu/list', p50Ms: pct(base, 0.5), p95Ms: pct(base, 0.95) };
  console.log('baseline', results.baseline);
  for (const [path, filters] of lists) {
    const latencies: number[] = [];
    const byFilter: number[][] = filters.map(() => []);
    let failed = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      const answer = await server.call(`/${path}`, {
        token,
        body: { pageIndex: 1 + (i % 3), pageSize: 20, ...filters[i % filters.length] },
      });
      const ms = performance.now() - t;
      latencies.push(ms);
      byFilter[i % filters.length].push(ms);
      if (answer.body.code !== 200) failed++;
    }
    latencies.sort((a, b) => a - b);
    // p95 per filter, to tell a missing index from the machine's load (the baseline above).
    const perFilter = Object.fromEntries(
      filters.map((f, k) => [
        JSON.stringify(f),
        pct(
          byFilter[k].sort((a, b) => a - b),
          0.95,
        ),
      ]),
    );
    results[path] = {
      requests: REQUESTS,
      failed,
      p50Ms: pct(latencies, 0.5),
      p95Ms: pct(latencies, 0.95),
      maxMs: pct(latencies, 1),
      perFilterP95Ms: perFilter,
    };
    console.log(path, results[path]);
  }
  await server.close();
  // Last line: the figures as JSON (scripts/bench.mjs reads it).
  console.log(JSON.stringify({ rows: ROWS, ...results }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

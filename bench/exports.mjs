// Issue 37: exports never stall the server. While four staff members each export every formal
// member (~10,000 rows) at once, a light call (getCurrentUser) is timed back to back: its p99 is
// the figure (target ≤ 50 ms). Also: the light call idle, each export's time and bytes, and a
// fifth export by one of the four (refused at once with A0429).
import Database from 'better-sqlite3';
import { login } from './api.mjs';

const STAFF = ['admin', 'bench_export_1', 'bench_export_2', 'bench_export_3'];

/** Admin-type twins of `admin` in the SQLite file, so four people export at once (one each). */
export function addExportStaff(file) {
  const db = new Database(file);
  try {
    const columns = db
      .prepare("select name from pragma_table_info('staff_user')")
      .all()
      .map((c) => c.name)
      .filter((c) => c !== 'id' && c !== 'username');
    for (const name of STAFF.slice(1)) {
      db.prepare(
        `insert into staff_user (username, ${columns.join(', ')}) select ?, ${columns.join(', ')} from staff_user where username = 'admin' and not exists (select 1 from staff_user where username = ?)`,
      ).run(name, name);
    }
  } finally {
    db.close();
  }
}

const percentile = (sorted, q) => Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(1));

async function lightCalls(baseURL, token, until) {
  const times = [];
  while (!until()) {
    const t = performance.now();
    await fetch(`${baseURL}/chance_login/getCurrentUser`, { headers: { token } }).then((r) => r.arrayBuffer());
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return {
    calls: times.length,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    maxMs: Number(times[times.length - 1].toFixed(1)),
  };
}

async function exportAll(baseURL, token) {
  const t = performance.now();
  const res = await fetch(`${baseURL}/chance-member/export`, {
    method: 'POST',
    headers: { token, language: '0', 'content-type': 'application/json' },
    body: JSON.stringify({}),
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { status: res.status, ms: Math.round(performance.now() - t), bytes };
}

export async function exportsReport(baseURL) {
  const tokens = [];
  for (const name of STAFF) tokens.push(await login(baseURL, name, 'admin123'));
  const probe = await login(baseURL);
  let stop = false;
  const idleUntil = Date.now() + 3000;
  const idle = await lightCalls(baseURL, probe, () => Date.now() > idleUntil);
  const exports = Promise.all(tokens.map((token) => exportAll(baseURL, token))).finally(() => {
    stop = true;
  });
  // Give the four a head start, then a fifth from the first exporter: refused while its own runs.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const fifth = exportAll(baseURL, tokens[0]);
  const during = await lightCalls(baseURL, probe, () => stop);
  const ran = await exports;
  return {
    idle,
    duringFourExports: during,
    exports: ran,
    fifthBySameStaff: (await fifth).status,
    targetP99Ms: 50,
    withinTarget: during.p99Ms <= 50,
  };
}

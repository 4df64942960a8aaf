// The kill-rate control's live exposure (issue 13): /chance-kill-rate/exposure of the open Win Go
// 30 s period holding 5,000 bets, over real HTTP, sequential. The bench waits for a period with
// enough betting time left, fills it with 5,000 unsettled bets copied from the game's history
// (their members, plays, selections and stakes), checks the answer counts them all, then times it.
// It WRITES bets (which the server then settles): run it on a copy of a database.
// Run: npx tsx bench/exposure.ts DATABASE_URL BASE_URL [BETS]   (a server serving DATABASE_URL at BASE_URL)
import { setTimeout as sleep } from 'node:timers/promises';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase } from '../server/db/database';
import { openPeriodOf } from '../plugins/lottery/server/bets';
import { BetStatus } from '../plugins/lottery/shared/status';
import { pct } from './stats.mjs';

const REQUESTS = 100;
export const EXPOSURE_BUDGET_MS = 50;

async function login(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/chance_login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: '0' },
    body: JSON.stringify({ username: 'admin', password: createHash('sha256').update('admin123').digest('hex') }),
  });
  return ((await res.json()) as { data: string }).data;
}

interface Answer {
  code: number;
  msg: string;
  data: { period: { id: number } | null; rows: { betCount: number }[] };
}

export async function exposureReport(url: string, baseURL: string, bets = 5_000) {
  const db = createDatabase(url);
  try {
    const game = await db
      .selectFrom('game')
      .select(['id', 'code'])
      .where('shape', '=', 'wingo')
      .where('interval_sec', '=', 30)
      .where('result_source', '=', 'house')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const token = await login(baseURL);
    const call = async () => {
      const res = await fetch(`${baseURL}/chance-kill-rate/exposure`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token, language: '0' },
        body: JSON.stringify({ gameId: game.id }),
      });
      return (await res.json()) as Answer;
    };
    // A period with at least 20 s of betting left (the server's scheduler opens one every 30 s).
    let open: { id: number; issueNo: string } | undefined;
    for (let waited = 0; waited < 90; waited++) {
      open = await openPeriodOf(db, game.id, Date.now());
      const closeAt =
        open && (await db.selectFrom('period').select('close_at').where('id', '=', open.id).executeTakeFirstOrThrow()).close_at;
      if (open && Number(closeAt) - Date.now() > 20_000) break;
      open = undefined;
      await sleep(1000);
    }
    if (!open) throw new Error(`no open period of ${game.code}`);
    const t0 = performance.now();
    await sql`insert into bet (bet_no, member_id, franchisee_id, agent_id, game_id, period_id, play_id, play_code, selection, stake, fee, contract, odds_x100, status, payout, dropped_x100, is_test, ip, created_at)
      select ${`X${open.issueNo}-`} || cast(h.id as text), h.member_id, h.franchisee_id, h.agent_id, h.game_id, ${open.id}, h.play_id, h.play_code, h.selection,
        h.stake, h.fee, h.contract, h.odds_x100, ${BetStatus.UNSETTLED}, 0, 0, 0, h.ip, ${Date.now()}
      from (select * from bet where game_id = ${game.id} order by id desc limit ${bets}) h`.execute(db);
    const fillMs = performance.now() - t0;

    const first = await call();
    const counted = first.data?.rows.reduce((n, r) => n + r.betCount, 0);
    if (first.code !== 200 || first.data.period?.id !== open.id || counted !== bets) {
      throw new Error(
        `exposure answer does not hold the ${bets} bets: ${first.code} ${first.msg} period ${first.data?.period?.id} counted ${counted}`,
      );
    }
    const times: number[] = [];
    let otherPeriod = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      const answer = await call();
      times.push(performance.now() - t);
      if (answer.data?.period?.id !== open.id) otherPeriod++;
    }
    times.sort((a, b) => a - b);
    const p95Ms = pct(times, 0.95);
    return {
      game: game.code,
      issueNo: open.issueNo,
      bets,
      fillMs: Math.round(fillMs),
      requests: REQUESTS,
      otherPeriod,
      p50Ms: pct(times, 0.5),
      p95Ms,
      maxMs: pct(times, 1),
      budgetMs: EXPOSURE_BUDGET_MS,
      withinBudget: p95Ms <= EXPOSURE_BUDGET_MS,
    };
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, baseURL, bets] = process.argv.slice(2);
  if (!url || !baseURL) throw new Error('usage: npx tsx bench/exposure.ts DATABASE_URL BASE_URL [BETS]');
  exposureReport(url, baseURL, Number(bets ?? 5_000)).then(
    (r) => console.log(JSON.stringify(r)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

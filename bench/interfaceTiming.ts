// What the interface timing recorder costs per request (plugins/system/server/timing).
//  1. record() alone: N calls spread over 50 endpoints, ns per call.
//  2. Whole requests through Fastify (app.inject, no network) to a trivial public endpoint, with
//     the recorder and without it (timing: false), interleaved in rounds so machine load hits both
//     alike: µs per request each and the difference.
//  3. Writing one busy minute (the timer's flush) of 200 endpoints to SQLite.
// Run: npx tsx bench/interfaceTiming.ts   (TIMING_REQUESTS=N, default 40,000 per side; not part of npm test)
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { buildApp } from '../server/app';
import { defineRoute } from '../server/http/route';
import { timingOf } from '../plugins/system/server/timing/installTiming';
import { TimingRecorder } from '../plugins/system/server/timing/recorder';
import { freshDatabase } from '../tests/server/helpers/server';

const REQUESTS = Number(process.env.TIMING_REQUESTS || 40_000);
const ROUNDS = 10;

const ping = defineRoute({
  method: 'POST',
  path: '/chance-bench/ping',
  auth: 'public',
  async handler() {
    return null;
  },
});

function recordAlone() {
  const recorder = new TimingRecorder();
  const routes = Array.from({ length: 50 }, (_, i) => `POST /chance-bench/route${i}`);
  const n = REQUESTS * 25;
  const now = Date.now();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) recorder.record(routes[i % 50], (i % 997) * 0.37, i % 53 === 0, now + i);
  return Number(process.hrtime.bigint() - t0) / n;
}

async function main() {
  const recordNs = recordAlone();
  console.log(`record() alone: ${recordNs.toFixed(0)} ns per call`);

  const database = await freshDatabase();
  const db = createDatabase(database.url);
  await migrateToLatest(db);
  const withTiming = await buildApp({ db, extraRoutes: [ping], timing: { flushEveryMs: 3_600_000 } });
  const without = await buildApp({ db, extraRoutes: [ping], timing: false });
  const request = { method: 'POST' as const, url: '/chance-bench/ping', payload: '{}', headers: { 'content-type': 'application/json' } };
  for (const app of [withTiming, without]) for (let i = 0; i < 2000; i++) await app.inject(request); // warm-up

  const spent = { on: 0, off: 0 };
  const perRound = Math.ceil(REQUESTS / ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [key, app] of [
      ['on', withTiming],
      ['off', without],
    ] as const) {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < perRound; i++) await app.inject(request);
      spent[key] += Number(process.hrtime.bigint() - t0);
    }
  }
  const on = spent.on / (perRound * ROUNDS) / 1000;
  const off = spent.off / (perRound * ROUNDS) / 1000;
  console.log(
    `request with recorder ${on.toFixed(2)} µs, without ${off.toFixed(2)} µs: +${(on - off).toFixed(2)} µs (${(((on - off) / off) * 100).toFixed(1)}%) per request`,
  );

  // One busy minute: 200 endpoints, each with a full histogram, written in one flush.
  const handle = timingOf(db);
  if (!handle) throw new Error('no timing handle');
  const minuteAgo = Date.now() - 60_000;
  for (let r = 0; r < 200; r++)
    for (let i = 0; i < 100; i++) handle.recorder.record(`POST /chance-bench/route${r}`, (i + 1) * 1.7, false, minuteAgo);
  const t0 = performance.now();
  await handle.flush();
  const flushMs = performance.now() - t0;
  console.log(`flush of 200 endpoint-minutes: ${flushMs.toFixed(1)} ms (off the request path, every 15 s)`);

  await withTiming.close();
  await without.close();
  await db.destroy();
  await database.dispose();
  // Last line: the figures as JSON (scripts/bench.mjs reads it).
  const round = (n: number) => Number(n.toFixed(2));
  console.log(
    JSON.stringify({
      requests: perRound * ROUNDS,
      recordNs: Math.round(recordNs),
      withRecorderUs: round(on),
      withoutUs: round(off),
      costUs: round(on - off),
      flushMs: round(flushMs),
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

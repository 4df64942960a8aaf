// Issue 41: what serialising an answer from its contract (fast-json-stringify, server/http/answers.ts)
// costs against JSON.stringify, on real answers of a seeded server: the member list at its largest
// page and the daily overview report over 30 days. Medians of 9 rounds of 2,000 serialisations each,
// interleaved. Run: npx tsx bench/answerSerialise.ts (npm run bench runs it too; prints one JSON line).
import { serialiserOf } from '../server/http/answers';
import { allRoutes } from '../server/routes';
import { startServer } from '../tests/server/helpers/server';

const ROUNDS = 9;
const PER_ROUND = 2_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function timeOf(write: () => string): number {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < PER_ROUND; i++) write();
  return Number(process.hrtime.bigint() - t0) / 1000 / PER_ROUND;
}

async function main() {
  const server = await startServer({ seedPeriodDays: 30 });
  try {
    const token = await server.login('admin');
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() + 5.5 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
    const cases = [
      { name: 'member list, 100 rows', path: '/chance-member/list', body: { pageIndex: 1, pageSize: 100 } },
      { name: 'daily overview, 30 days', path: '/chance_report/daily_overview', body: { from: monthAgo, to: today } },
    ];
    const results: Record<string, unknown> = {};
    for (const c of cases) {
      const route = allRoutes.find((r) => r.path === c.path);
      if (!route?.contract) {
        results[c.name] = { error: `${c.path} has no contract` };
        continue;
      }
      const answer = await server.call(c.path, { token, body: c.body });
      if (answer.body.code !== 200) {
        results[c.name] = { error: `${c.path} answered ${answer.body.code}` };
        continue;
      }
      const envelope = answer.body;
      const serialise = serialiserOf(route.contract);
      const stringify: number[] = [];
      const contract: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        stringify.push(timeOf(() => JSON.stringify(envelope)));
        contract.push(timeOf(() => serialise(envelope)));
      }
      const a = median(stringify);
      const b = median(contract);
      results[c.name] = {
        bytes: JSON.stringify(envelope).length,
        jsonStringifyUs: Number(a.toFixed(1)),
        contractSerialiserUs: Number(b.toFixed(1)),
        ratio: Number((b / a).toFixed(2)),
      };
    }
    console.log(JSON.stringify(results));
  } finally {
    await server.close();
  }
}

await main();

import { computePeriod } from '../../../plugins/account/server/commission/settlement';
import { lastEndedPeriod } from '../../../plugins/account/server/commission/periods';
import { bombayDate } from '../../../server/domain/time';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * team_report's commission column: what the commission module computed for each line (the
 * sub-agent with its whole subtree) in the periods the range covers, summed again from the rows.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  // Bets reaching back into the last ended Bombay week, whatever today's weekday (weekly figures).
  server = await startServer({ seedPeriodDays: 8 });
  token = await server.login('agent');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

it("shows each line's computed commission, and nothing for a range holding no whole period", async () => {
  const admin = await server.db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const period = lastEndedPeriod('weekly', Date.now());
  await server.db.transaction().execute((trx) => computePeriod(trx, period.key, admin.id, Date.now()));
  const me = await server.db.selectFrom('agent').select(['id', 'path']).where('username', '=', 'agent').executeTakeFirstOrThrow();
  const agents = await server.db.selectFrom('agent').select(['id', 'path']).where('path', 'like', `${me.path}%`).execute();
  const lines = await server.db
    .selectFrom('commission_line')
    .select(['agent_id', 'total_payable'])
    .where('period_key', '=', period.key)
    .execute();
  const payable = new Map(lines.map((l) => [l.agent_id, Number(l.total_payable)]));
  // A line none of whose agents has a computed line in the period has no figure (null, shown "–"), not 0.
  const subtree = (root: { id: number; path: string }) => {
    const line = agents.filter((a) => (a.id === root.id || (root.id !== me.id && a.path.startsWith(root.path))) && payable.has(a.id));
    return line.length === 0 ? null : line.reduce((sum, a) => sum + payable.get(a.id)!, 0);
  };

  const range = { from: bombayDate(period.start), to: bombayDate(period.end - 1) };
  const answer = await server.call('/chance_report/team_report', { token, body: range });
  expect(answer.body.code).toBe(200);
  const expectedTotal = agents.reduce((sum, a) => sum + (payable.get(a.id) ?? 0), 0);
  expect(expectedTotal).toBeGreaterThan(0);
  expect(answer.body.data.totals.commissionPayable).toBe(expectedTotal);
  for (const row of answer.body.data.rows as { key: number; commissionPayable: number | null }[]) {
    const root = agents.find((a) => a.id === row.key)!;
    expect(row.commissionPayable).toBe(subtree(root));
  }

  // One day inside the period holds no whole period: the column has no figure there ("–", as its definition says), not 0.
  const day = await server.call('/chance_report/team_report', { token, body: { from: range.from, to: range.from } });
  expect(day.body.code).toBe(200);
  expect(day.body.data.totals.commissionPayable).toBeNull();
  for (const row of day.body.data.rows as { commissionPayable: number | null }[]) expect(row.commissionPayable).toBeNull();
});

import { tick } from '../../../plugins/lottery/server/scheduler';
import { PeriodStatus } from '../../../plugins/lottery/shared/status';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Issue 39 item 12: page 1 of 开奖结果 (draw results) was about 20 periods still to come, "未开始"
 * without a result, because the scheduler keeps periods ahead of the clock and the list sorts by
 * draw time, newest first. Newest drawn periods come first; the ones to come are one filter away.
 */

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  // The scheduler's work for the real clock: the open period and the ones after it.
  await tick(server.db, Date.now());
}, SETUP_TIMEOUT);
afterAll(() => server.close());

type Row = { id: number; status: number; drawAt: number; issueNo: string; gameId: number };
const list = async (body: Record<string, unknown>) => {
  const answer = await server.call('/chance-period/list', { token: admin, body: { pageIndex: 1, pageSize: 20, ...body } });
  expect(answer.body.code).toBe(200);
  return answer.body.data as { list: Row[]; total: number };
};

describe('draw results list', () => {
  it('starts with the newest periods whose draw is due, not the ones still to come', async () => {
    const page = await list({});
    // Taken after the answer: a period whose draw time passed while it was read is due, and listed.
    const after = Date.now();
    const toCome = (p: { status: number; drawAt: number }) =>
      (p.status === PeriodStatus.NOT_STARTED || p.status === PeriodStatus.BETTING) && p.drawAt > after;
    const upcoming = await server.db
      .selectFrom('period')
      .select('id')
      .where('status', 'in', [PeriodStatus.NOT_STARTED, PeriodStatus.BETTING])
      .where('draw_at', '>', after)
      .execute();
    expect(upcoming.length).toBeGreaterThan(0);

    expect(page.list.length).toBe(20);
    const ahead = new Set(upcoming.map((p) => p.id));
    expect(page.list.filter((p) => ahead.has(p.id) || toCome(p))).toEqual([]);
    expect(page.list.map((p) => p.drawAt)).toEqual([...page.list.map((p) => p.drawAt)].sort((a, b) => b - a));
    // The newest drawn period of all is on page 1.
    const newest = await server.db
      .selectFrom('period')
      .select('id')
      .where('status', 'in', [PeriodStatus.DRAWN, PeriodStatus.SETTLED])
      .orderBy('draw_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(page.list.map((p) => p.id)).toContain(newest.id);
  });

  it('still shows the periods to come when asked for by status or issue number', async () => {
    const betting = await list({ status: PeriodStatus.BETTING });
    expect(betting.list.length).toBeGreaterThan(0);
    expect(betting.list.every((p) => p.status === PeriodStatus.BETTING)).toBe(true);
    const notStarted = await list({ status: PeriodStatus.NOT_STARTED });
    expect(notStarted.list.length).toBeGreaterThan(0);
    const one = notStarted.list[0];
    const byIssue = await list({ gameId: one.gameId, issueNo: one.issueNo });
    expect(byIssue.list.map((p) => p.id)).toEqual([one.id]);
  });
});

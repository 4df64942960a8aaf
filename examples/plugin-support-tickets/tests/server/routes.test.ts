import { SETUP_TIMEOUT, startServer, type TestServer } from '../../../../tests/server/helpers/server';
import { OPEN_COUNT } from '../../shared/items';

let server: TestServer;
let admin: string;
let franchisee: string;
beforeAll(async () => {
  server = await startServer();
  [admin, franchisee] = await Promise.all([server.login('admin'), server.login('franchisee')]);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const post = (path: string, token: string, body: unknown = {}) => server.call(path, { body, token });

describe('support_tickets: the server half', () => {
  it('lists the seeded items to an administrator, newest first, and filters them', async () => {
    const all = await post('/chance-support-tickets/list', admin);
    expect(all.body.code).toBe(200);
    expect(all.body.data.total).toBeGreaterThanOrEqual(6);
    const ids = all.body.data.list.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const closed = await post('/chance-support-tickets/list', admin, { status: 'closed' });
    expect(closed.body.data.list.every((r: { status: string }) => r.status === 'closed')).toBe(true);
  });

  it('adds and edits an item, and counts it on the badge', async () => {
    const before = (await post('/chance_home_page/auditReminder', admin)).body.data[OPEN_COUNT];
    const added = await post('/chance-support-tickets/save', admin, { title: ' A new item ', note: '', status: 'open' });
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect((await post('/chance_home_page/auditReminder', admin)).body.data[OPEN_COUNT]).toBe(before + 1);
    expect((await post('/chance-support-tickets/save', admin, { id, title: 'Done', note: 'closed', status: 'closed' })).body.code).toBe(
      200,
    );
    const row = (await post('/chance-support-tickets/list', admin, { title: 'Done' })).body.data.list.find(
      (r: { id: number }) => r.id === id,
    );
    expect(row).toMatchObject({ title: 'Done', status: 'closed', createdBy: 'admin' });
    expect((await post('/chance_home_page/auditReminder', admin)).body.data[OPEN_COUNT]).toBe(before);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const total = (await post('/chance-support-tickets/list', admin)).body.data.total;
    for (const body of [
      { title: '', status: 'open' },
      { title: 'x'.repeat(61), status: 'open' },
      { title: 'ok', status: 'lost' },
      { title: 'ok', note: 'n'.repeat(501), status: 'open' },
    ]) {
      const answer = await post('/chance-support-tickets/save', admin, body);
      expect(answer.body.code).not.toBe(200);
      expect(answer.body.msg).toMatch(/\S/);
    }
    expect((await post('/chance-support-tickets/list', admin)).body.data.total).toBe(total);
  });

  it('keeps other roles out: the menu is granted to administrators only', async () => {
    expect((await post('/chance-support-tickets/list', franchisee)).body.code).toBe('A0301');
    expect((await post('/chance-support-tickets/save', franchisee, { title: 'x', status: 'open' })).body.code).toBe('A0301');
  });
});

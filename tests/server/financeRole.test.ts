import { SETUP_TIMEOUT, startServer, type TestServer } from './helpers/server';

// The seeded `finance` login is the demo of a narrowed role: money review and approval (orders, manual requests, agent commission) and the kill-rate lever requests, nothing else.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await server.login('finance', 'finance123');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const code = async (path: string, body: object = { pageIndex: 1, pageSize: 5 }) => (await server.call(path, { token, body })).body.code;

describe('the finance reviewer', () => {
  it('signs in as admin-side staff with the finance-reviewer role and a menu of money review and lottery lever review', async () => {
    const me = await server.call<{ type: number; role: { code: string; name: string; menuList: { title: string }[] } }>(
      '/chance_login/getUserInfo',
      { method: 'GET', token },
    );
    expect(me.body.code).toBe(200);
    expect(me.body.data).toMatchObject({ type: 0, role: { code: 'finance-reviewer', name: 'Finance reviewer' } });
    const menu = me.body.data.role.menuList as { title: string; children?: { title: string; children?: { title: string }[] }[] }[];
    expect(menu.map((e) => e.title)).toEqual(['dashboard', 'Account_management', 'money_management', 'yoyo_lottery']);
    // From the accounts section it reviews one thing: agent commission periods (approve and pay).
    expect(menu[1].children).toEqual([{ title: 'shareholder', children: [{ title: 'commission_period' }] }]);
  });

  it.each(['/chance-withdrawal-order/list', '/chance-deposit-order/list', '/chance-manual/request/list', '/chance-manual/deposit/record'])(
    'reviews money: %s answers',
    async (path) => {
      expect(await code(path)).toBe(200);
    },
  );

  it.each([
    ['/chance-member/list'],
    ['/chance-role/list'],
    ['/chance-staion-user/list'],
    ['/chance-payment-channel/list'],
    ['/chance-money-setting/get'],
  ])('is refused outside review: %s → A0301', async (path) => {
    expect(await code(path)).toBe('A0301');
  });

  it('cannot make a manual deposit (the maker side), only decide on one', async () => {
    expect(await code('/chance-manual/deposit', { username: 'nobody', amount: 100, remark: 'x' })).toBe('A0301');
  });
});

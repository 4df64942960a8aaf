import { loadLayout } from '../../../src/layout/LazyAppLayout';
import { bootPrefetch } from '../../../src/routes/bootPrefetch';
import { screenAt } from '../../../src/routes/screenAt';
import { lazyScreen } from '../../../src/routes/lazyScreen';
import type { HostHttp } from '../../../src/plugin/HttpContext';
import type { ResourceDef, MenuNode } from '../../../src/plugin/types';

jest.mock('../../../src/layout/LazyAppLayout', () => ({ loadLayout: jest.fn(async () => []) }));

// Issue 19: a signed-in cold load asks for the session, the layout and the route's screen at once.

const memberList = lazyScreen(async () => ({ default: () => null }));
const memberShow = lazyScreen(async () => ({ default: () => null }));
const home = lazyScreen(async () => ({ default: () => null }));
const menu: MenuNode[] = [
  { name: 'dashboard', title: 't.dashboard', screen: { component: home } },
  { name: 'Account_management', title: 't.account', children: [{ name: 'formal', title: 't.formal', screen: { resource: 'member' } }] },
];
const resources = [{ name: 'member', list: memberList, show: memberShow, endpoints: {} }] as ResourceDef[];
const registry = { menu, resources };

function http() {
  return { request: jest.fn(() => new Promise(() => {})) } as unknown as Pick<HostHttp, 'request'> & { request: jest.Mock };
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
  (loadLayout as jest.Mock).mockClear();
});

describe('screenAt', () => {
  it('finds the component of a menu leaf, the view a leaf shows, and the view of a resource route', () => {
    expect(screenAt(registry, '/dashboard')).toBe(home);
    expect(screenAt(registry, '/Account_management/formal')).toBe(memberList);
    expect(screenAt(registry, '/member/12/show')).toBe(memberShow);
    expect(screenAt(registry, '/Account_management')).toBeUndefined();
    expect(screenAt(registry, '/nowhere')).toBeUndefined();
  });
});

describe('bootPrefetch', () => {
  it('signed in: the profile, the layout and the route screen start together', () => {
    localStorage.setItem('token', 'abc');
    const client = http();
    const list = jest.spyOn(memberList, 'preload');
    expect(bootPrefetch(registry, client, { pathname: '/Account_management/formal' })).toBe(true);
    expect(client.request).toHaveBeenCalledWith('chance_login/getUserInfo', expect.objectContaining({ silent: true }));
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('signed out: nothing (the login page prefetches while idle)', () => {
    const client = http();
    const list = jest.spyOn(memberList, 'preload');
    expect(bootPrefetch(registry, client, { pathname: '/Account_management/formal' })).toBe(false);
    expect(client.request).not.toHaveBeenCalled();
    expect(loadLayout).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConsole } from '../fixtures/renderConsole';
import { CURRENT_USER } from '../fixtures/fakes';
import { ApiError } from '../../../dataProvider/http';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie
    .split(';')
    .forEach((c) => (document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
});

describe('routing and the guard', () => {
  it('an anonymous visit goes to /login with the original path and search as redirect', async () => {
    const { location } = renderConsole({ authenticated: false, path: '/money_management/company_income?page=2' });
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/money_management/company_income?page=2')}`));
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
  });

  it('/ goes to /dashboard, the affix Home', async () => {
    const { location } = renderConsole({ path: '/' });
    expect(await screen.findByTestId('home-screen')).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('a signed-in visit to /login goes to /', async () => {
    const { location } = renderConsole({ path: '/login' });
    expect(await screen.findByTestId('home-screen')).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('menu leaves render at their full nested path; a resource leaf shows the resource list', async () => {
    renderConsole({ path: '/Account_management/vip/formal' });
    expect(await screen.findByTestId('member-list')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('正式会员 - Chance Admin'));
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('a bare section opens its first screen; unknown paths show 404 in the layout', async () => {
    const first = renderConsole({ path: '/Account_management' });
    expect(await screen.findByTestId('member-list')).toBeInTheDocument();
    expect(first.location()).toBe('/Account_management/vip/formal');
    first.unmount();
    renderConsole({ path: '/no/such/page' });
    expect(await screen.findByTestId('page-404')).toBeInTheDocument();
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
  });

  it('a shortcut opens its menu path, and a section there its first screen', async () => {
    const { location } = renderConsole({ path: '/vip' });
    expect(await screen.findByTestId('member-list')).toBeInTheDocument();
    expect(location()).toBe('/Account_management/vip/formal');
  });

  it('a shortcut to a screen the role may not see answers 401', async () => {
    renderConsole({ role: 'franchisee', path: '/vip' });
    expect(await screen.findByTestId('page-401')).toBeInTheDocument();
  });

  it('a node the role may not see answers 401, and so do its resource routes', async () => {
    const first = renderConsole({ role: 'franchisee', path: '/Account_management/vip/formal' });
    expect(await screen.findByTestId('page-401')).toBeInTheDocument();
    first.unmount();
    renderConsole({ role: 'franchisee', path: '/member/3' });
    expect(await screen.findByTestId('page-401')).toBeInTheDocument();
  });

  it('the resource list route goes to its menu leaf, keeping the query', async () => {
    const { location } = renderConsole({ path: '/member?page=3' });
    expect(await screen.findByTestId('member-list')).toBeInTheDocument();
    expect(location()).toBe('/Account_management/vip/formal?page=3');
  });

  it('a failing profile clears the session, shows the reason and goes to login', async () => {
    localStorage.setItem('token', 'stale');
    sessionStorage.setItem('role', 'admin');
    const { location } = renderConsole({
      path: '/money_management/company_income',
      permissionsError: new Error('Verification failed, please Login again.'),
    });
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/money_management/company_income')}`));
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('role')).toBeNull();
    expect(await screen.findByText('Verification failed, please Login again.')).toBeInTheDocument();
  });

  it('a profile the server never answered goes to login but keeps the token (the page may just be leaving)', async () => {
    localStorage.setItem('token', 'kept');
    const { location } = renderConsole({ path: '/dashboard', permissionsError: new ApiError('Network Error', null, 0, false) });
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/dashboard')}`));
    expect(localStorage.getItem('token')).toBe('kept');
  });

  it('a checkAuth that fails while loading the profile shows its message and goes to login', async () => {
    const { location } = renderConsole({
      path: '/dashboard',
      checkAuthError: { redirectTo: '/login', message: 'Verification failed, please Login again.' },
    });
    expect(await screen.findByText('Verification failed, please Login again.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/dashboard')}`));
  });

  it('a plain anonymous redirect shows no error', async () => {
    renderConsole({ authenticated: false, path: '/dashboard' });
    await screen.findByTestId('login-form');
    expect(screen.queryByText('Has Error')).toBeNull();
  });

  it('without a reason the failure says "Has Error"', async () => {
    renderConsole({ path: '/dashboard', permissionsError: new Error('') });
    expect(await screen.findByText('Has Error')).toBeInTheDocument();
  });
});

describe('top bar by role', () => {
  it('admin sees the counters of its screens (linked to badge nodes), quota and online count', async () => {
    const { http } = renderConsole({ path: '/dashboard' });
    const counters = await screen.findByTestId('badge-counters');
    await waitFor(() => expect(within(counters).getByTestId('counter-agentApplication')).toHaveTextContent('2'));
    expect(within(counters).getByTestId('counter-agentApplication').closest('a')).toHaveAttribute(
      'href',
      '/Account_management/agent_application',
    );
    expect(within(counters).getByTestId('counter-companyDeposit').closest('a')).toHaveAttribute('href', '/money_management/company_income');
    // No visible node opens the withdrawal badge's screen: its count is not shown at all.
    expect(within(counters).queryByTestId('counter-withdrawalAgent')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('quota')).toHaveTextContent('₹1,23,456.78'));
    expect(screen.getByTestId('online-count')).toHaveTextContent(String(CURRENT_USER.onlinePeopleCount));
    expect(http.request).toHaveBeenCalledWith(
      'chance_home_page/auditReminder',
      expect.objectContaining({ method: 'POST', body: { status: 1 } }),
    );
  });

  it.each(['agent', 'agent2'] as const)('%s sees neither counters nor quota, and auditReminder is never called', async (role) => {
    const { http } = renderConsole({ role, path: '/dashboard' });
    await waitFor(() => expect(screen.getByTestId('online-count')).toHaveTextContent('12'));
    expect(screen.queryByTestId('badge-counters')).toBeNull();
    expect(screen.queryByTestId('quota')).toBeNull();
    expect(http.request.mock.calls.map((c) => c[0])).not.toContain('chance_home_page/auditReminder');
  });

  it('sidebar badges show pending counts on the nodes that declare them', async () => {
    renderConsole({ path: '/Account_management/vip/formal' });
    const item = await screen.findByTestId('menu-item-/Account_management/agent_application');
    await waitFor(() => expect(item).toHaveTextContent('2'));
  });
});

describe('breadcrumb', () => {
  it('Home first, sections as text, the page last', async () => {
    renderConsole({ path: '/Account_management/vip/formal' });
    const crumbs = await screen.findByTestId('breadcrumb');
    await waitFor(() => expect(crumbs).toHaveTextContent('首页/账户管理/会员/正式会员'));
    expect(within(crumbs).getByText('首页').closest('a')).toHaveAttribute('href', '/dashboard');
    expect(within(crumbs).getByText('账户管理').closest('a')).toBeNull();
    expect(within(crumbs).getByText('正式会员').closest('a')).toBeNull();
  });

  it('on a resource edit page the list leaf is a link and the action comes last', async () => {
    renderConsole({ path: '/member/9', locale: 'en' });
    const crumbs = await screen.findByTestId('breadcrumb');
    await waitFor(() => expect(crumbs).toHaveTextContent('Home/Accounts/Members/Formal members/Edit #9'));
    expect(within(crumbs).getByText('Formal members').closest('a')).toHaveAttribute('href', '/Account_management/vip/formal');
  });
});

describe('logout', () => {
  it('asks the authProvider, then shows login with a redirect back', async () => {
    const user = userEvent.setup();
    const { authProvider, location } = renderConsole({ path: '/money_management/company_income' });
    await user.click(await screen.findByTestId('user-dropdown'));
    await user.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/money_management/company_income')}`));
  });
});

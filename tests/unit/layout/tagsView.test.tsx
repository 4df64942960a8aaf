import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConsole } from '../fixtures/renderConsole';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const tabs = () =>
  within(screen.getByTestId('tags-view'))
    .getAllByRole('tab')
    .map((t) => t.textContent);

/** Clicks a sidebar item, opening the sections above it first (the menu renders after a cold load's page). */
async function visit(user: ReturnType<typeof userEvent.setup>, item: string) {
  const menu = await screen.findByTestId('sidebar-menu');
  const parts = item.split('/').slice(1, -1);
  for (let i = 1; i <= parts.length; i++) {
    const section = within(menu).getByTestId(`menu-section-/${parts.slice(0, i).join('/')}`);
    if (section.getAttribute('aria-expanded') !== 'true') await user.click(section);
  }
  await user.click(await within(menu).findByTestId(`menu-item-${item}`));
}

describe('tags view', () => {
  it('opens a tab per visited screen with Home pinned first, and persists them in sessionStorage', async () => {
    const user = userEvent.setup();
    renderConsole({ path: '/dashboard' });
    await screen.findByTestId('home-screen');
    await visit(user, '/money_management/company_income');
    await visit(user, '/Account_management/agent_application');
    await waitFor(() => expect(tabs()).toEqual(['首页', '公司入款', '代理申请']));
    expect(JSON.parse(sessionStorage.getItem('tagsView')!).map((t: { path: string }) => t.path)).toEqual([
      '/dashboard',
      '/money_management/company_income',
      '/Account_management/agent_application',
    ]);
    // The affix Home tab has no close icon.
    expect(within(screen.getByTestId('tag-/dashboard')).queryByTestId('CancelIcon')).toBeNull();
  });

  it('closing the active tab goes to the last remaining one', async () => {
    const { location } = renderConsole({ path: '/money_management/company_income' });
    await screen.findByTestId('deposit-list');
    fireEvent.click(await screen.findByTestId('tag-/dashboard'));
    fireEvent.click(await screen.findByTestId('tag-/money_management/company_income'));
    await screen.findByTestId('deposit-list');
    fireEvent.click(within(screen.getByTestId('tag-/money_management/company_income')).getByTestId('CancelIcon'));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(tabs()).toEqual(['首页']);
  });

  it('close others keeps Home and the chosen tab; close all keeps only Home and goes there', async () => {
    const user = userEvent.setup();
    const { location } = renderConsole({ path: '/dashboard' });
    await screen.findByTestId('home-screen');
    await visit(user, '/money_management/company_income');
    await visit(user, '/Account_management/agent_application');
    await visit(user, '/Account_management/vip/trialMember');
    fireEvent.contextMenu(screen.getByTestId('tag-/Account_management/agent_application'));
    await user.click(await screen.findByTestId('tag-close-others'));
    await waitFor(() => expect(tabs()).toEqual(['首页', '代理申请']));
    expect(location()).toBe('/Account_management/agent_application');

    await user.click(screen.getByTestId('tags-actions'));
    await user.click(await screen.findByTestId('tag-close-all'));
    await waitFor(() => expect(tabs()).toEqual(['首页']));
    expect(location()).toBe('/dashboard');
  });

  it('a tab keeps its search params (list filters, page, sort) and restores them', async () => {
    const { location } = renderConsole({ path: '/money_management/company_income?page=3&sort=amount' });
    await screen.findByTestId('deposit-list');
    fireEvent.click(await screen.findByTestId('tag-/dashboard'));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    fireEvent.click(screen.getByTestId('tag-/money_management/company_income'));
    await waitFor(() => expect(location()).toBe('/money_management/company_income?page=3&sort=amount'));
  });

  it('a record page is one tag whichever of its tabs is open, and reopens on that tab', async () => {
    const { location } = renderConsole({ path: '/member/7/bank?x=1' });
    await screen.findByTestId('member-edit');
    const tag = await screen.findByTestId('tag-/member/7');
    expect(tag).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByTestId('tag-/dashboard'));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    fireEvent.click(screen.getByTestId('tag-/member/7'));
    await waitFor(() => expect(location()).toBe('/member/7/bank?x=1'));
    expect(tabs()).toHaveLength(2);
  });

  it('refresh passes through /redirect/… and comes back to the same URL, remounted', async () => {
    const user = userEvent.setup();
    const { location } = renderConsole({ path: '/money_management/company_income?page=2' });
    const before = await screen.findByTestId('deposit-list');
    fireEvent.contextMenu(await screen.findByTestId('tag-/money_management/company_income'));
    await user.click(await screen.findByTestId('tag-refresh'));
    await waitFor(() => expect(screen.getByTestId('deposit-list')).not.toBe(before));
    expect(location()).toBe('/money_management/company_income?page=2');
  });

  it('tab titles follow the language', async () => {
    renderConsole({ path: '/money_management/company_income', locale: 'en' });
    await screen.findByTestId('deposit-list');
    await waitFor(() => expect(tabs()).toEqual(['Home', 'Company income']));
  });

  it('is not shown when the tagsView setting is off', async () => {
    localStorage.setItem('chance.layoutSettings', JSON.stringify({ tagsView: false }));
    renderConsole({ path: '/dashboard' });
    await screen.findByTestId('home-screen');
    expect(screen.queryByTestId('tags-view')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { memberListRenders } from '../fixtures/plugins';
import { renderConsole } from '../fixtures/renderConsole';

// Issue 19: on a cold load the page renders before the sidebar, top bar and tag bar, in boxes of
// their size; right after a sign-in whose landing screen's requests are out, the boxes are drawn at
// once and the frame comes before the page.

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Cookies.remove('language');
});

/** The order in which the placeholders, the frame and the page first entered the document. */
function watchOrder() {
  const order: string[] = [];
  const check = () => {
    for (const id of ['sidebar-placeholder', 'sidebar', 'home-screen']) {
      if (!order.includes(id) && document.querySelector(`[data-testid="${id}"]`)) order.push(id);
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true });
  return { order: () => (check(), order), stop: () => observer.disconnect() };
}

describe('content first on a cold load', () => {
  it('draws the page inside boxes of the frame’s size, then the sidebar, top bar and tag bar', async () => {
    renderConsole({ path: '/no/such/page' });
    expect(await screen.findByTestId('page-404')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar-placeholder')).toBeInTheDocument();
    expect(screen.getByTestId('header-placeholder')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByTestId('tags-view')).toBeNull();

    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getByTestId('tags-view')).toBeInTheDocument();
    expect(screen.getByTestId('user-dropdown')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar-placeholder')).toBeNull();
    expect(screen.queryByTestId('header-placeholder')).toBeNull();
    // The page was not drawn again for it.
    expect(screen.getByTestId('page-404')).toBeInTheDocument();
  });

  // Issue 43: a lazy screen reads the layout's loading element from context; a new element at each
  // layout render drew the whole page again when the frame came (a cold member list's ~5,600
  // fibres, and 6 MB of JS heap React kept for the second copy).
  it('does not draw a lazy screen again when the frame comes after it', async () => {
    renderConsole({ path: '/Account_management/vip/formal' });
    expect(await screen.findByTestId('member-list')).toBeInTheDocument();
    const before = memberListRenders.count;
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getByTestId('tags-view')).toBeInTheDocument();
    expect(memberListRenders.count).toBe(before);
  });

  it('opens the palette on Ctrl+K pressed before the top bar is drawn', async () => {
    const user = userEvent.setup();
    renderConsole({ path: '/no/such/page' });
    expect(await screen.findByTestId('page-404')).toBeInTheDocument();
    expect(screen.queryByTestId('open-palette')).toBeNull();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByTestId('palette-input')).toBeInTheDocument();
  });

  it('after a sign-in that started its landing screen’s requests: the boxes at once, then the frame, then the page', async () => {
    const user = userEvent.setup();
    const { authProvider } = renderConsole({ authenticated: false, path: '/login' });
    // The real login stores the session's token, which is what lets Home's requests start at once.
    const login = authProvider.login as jest.Mock;
    const fakeLogin = login.getMockImplementation()!;
    login.mockImplementation(async (params: unknown) => {
      await fakeLogin(params);
      localStorage.setItem('token', 'signed-in');
    });
    await screen.findByTestId('login-form');
    await user.type(screen.getByTestId('login-username'), 'admin');
    await user.type(screen.getByTestId('login-password'), 'admin123');
    const watch = watchOrder();
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
    expect(await screen.findByTestId('home-screen')).toBeInTheDocument();
    expect(watch.order()).toEqual(['sidebar-placeholder', 'sidebar', 'home-screen']);
    watch.stop();
  });
});

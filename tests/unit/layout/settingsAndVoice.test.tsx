import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConsole } from '../fixtures/renderConsole';
import { fakeHttp } from '../fixtures/fakes';
import { readableOn } from '../../../src/theme/contrast';
import { TEXT_SURFACE } from '../../../src/theme/createAppTheme';
import { CHIME_SETTLE_MS } from '../../../src/layout/voice';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('settings drawer', () => {
  it('applies theme colour, tags view, fixed header and logo live, and keeps them in localStorage', async () => {
    const user = userEvent.setup();
    renderConsole({ path: '/dashboard' });
    await user.click(await screen.findByTestId('open-settings'));
    const drawer = await screen.findByTestId('settings-drawer');

    await user.click(within(drawer).getByTestId('theme-#11a983'));
    // The avatar uses the primary colour: it follows the new theme at once (in its shade that
    // reads as text on the page, as every theme colour does).
    const primary = readableOn('#11a983', TEXT_SURFACE, 'darken');
    expect(primary).not.toBe('#11a983');
    await waitFor(() => expect(within(screen.getByTestId('user-dropdown')).getByText('B')).toHaveStyle({ backgroundColor: primary }));

    await user.click(within(drawer).getByTestId('setting-tagsView').querySelector('input')!);
    await user.click(within(drawer).getByTestId('setting-fixedHeader').querySelector('input')!);
    await user.click(within(drawer).getByTestId('setting-sidebarLogo').querySelector('input')!);
    expect(screen.queryByTestId('tags-view')).toBeNull();
    expect(screen.getByTestId('app-header')).toHaveAttribute('data-fixed', 'false');
    expect(screen.queryByTestId('sidebar-logo')).toBeNull();
    expect(JSON.parse(localStorage.getItem('chance.layoutSettings')!)).toMatchObject({
      theme: '#11a983',
      tagsView: false,
      fixedHeader: false,
      sidebarLogo: false,
    });
  });

  it('takes a custom colour only once it is a valid #rrggbb', async () => {
    const user = userEvent.setup();
    renderConsole({ path: '/dashboard' });
    await user.click(await screen.findByTestId('open-settings'));
    const input = await screen.findByTestId('theme-custom');
    await user.clear(input);
    await user.type(input, '#12');
    expect(JSON.parse(localStorage.getItem('chance.layoutSettings') ?? '{}').theme).toBeUndefined();
    await user.type(input, '3456');
    expect(JSON.parse(localStorage.getItem('chance.layoutSettings')!).theme).toBe('#123456');
  });
});

describe('pending-audit chime', () => {
  const started: number[] = [];
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = async () => undefined;
    createOscillator() {
      return { frequency: { value: 0 }, connect: (n: unknown) => n, start: () => started.push(1), stop: () => undefined };
    }
    createGain() {
      const node = { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (n: unknown) => n };
      return node;
    }
  }
  beforeAll(() => {
    (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
  });
  afterAll(() => {
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
  });
  beforeEach(() => {
    started.length = 0;
  });

  it('plays when something is pending and voice is on', async () => {
    renderConsole({ path: '/dashboard' });
    // Not while the signed-in screen paints: after CHIME_SETTLE_MS.
    await act(() => new Promise((r) => setTimeout(r, CHIME_SETTLE_MS / 2)));
    expect(started).toHaveLength(0);
    await waitFor(() => expect(started.length).toBeGreaterThan(0), { timeout: CHIME_SETTLE_MS + 2_000 });
  });

  it('stays quiet with voice off', async () => {
    localStorage.setItem('chance.voice', 'off');
    const { http } = renderConsole({ path: '/dashboard' });
    await waitFor(() => expect(http.request).toHaveBeenCalledWith('chance_home_page/auditReminder', expect.anything()));
    await act(() => new Promise((r) => setTimeout(r, CHIME_SETTLE_MS + 300)));
    expect(started).toHaveLength(0);
  });

  it('stays quiet when nothing is pending', async () => {
    const http = fakeHttp({ 'chance_home_page/auditReminder': { agentApplication: 0, companyDeposit: 0, withdrawalAgent: 0 } });
    renderConsole({ path: '/dashboard', http });
    await waitFor(() => expect(http.request).toHaveBeenCalledWith('chance_home_page/auditReminder', expect.anything()));
    await act(() => new Promise((r) => setTimeout(r, CHIME_SETTLE_MS + 300)));
    expect(started).toHaveLength(0);
  });
});

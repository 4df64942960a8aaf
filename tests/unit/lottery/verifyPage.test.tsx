import Cookies from 'js-cookie';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setUnsavedLanguage } from '../../../authProvider/session';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import { plugins } from '../../../plugins';
import lotteryPlugin from '../../../plugins/lottery';
import lotteryEn from '../../../plugins/lottery/messages.en';
import lotteryZh from '../../../plugins/lottery/messages.zh';
import type { PublicGame, PublicPeriod, Verification } from '../../../plugins/lottery/lotteryCalls';
import VerifyPage from '../../../plugins/lottery/verify/VerifyPage';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { browserLanguage, followBrowserLanguage, getLocale, languageHeader } from '../../../src/i18n/language';
import { hostMessages } from '../../../src/layout/messages';
import { HttpProvider } from '../../../src/plugin/HttpContext';
import { createRegistry, mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';
import { setViewportWidth } from '../fixtures/viewport';

configure({ asyncUtilTimeout: 10_000 });

/* The public /verify page as a member meets it: in the browser's language, games by name, on a phone. */

const GAMES: PublicGame[] = [
  { code: 'WINGO_30S', name: 'Win Go 30s', shape: 'wingo', resultSource: 'house' },
  { code: 'K3_1M', name: 'K3 1 Min', shape: 'k3', resultSource: 'house' },
];
const DRAW_AT = Date.UTC(2026, 11, 1, 14, 25, 30);
const PERIODS: PublicPeriod[] = [
  { periodId: 902, issueNo: '20261201010902', drawAt: DRAW_AT, seedHash: 'aa'.repeat(32), result: [3] },
  { periodId: 901, issueNo: '20261201010901', drawAt: DRAW_AT - 30_000, seedHash: 'bb'.repeat(32), result: [8] },
];
/** A period linked from the console's results list, older than the latest drawn periods offered. */
const verification = (periodId: number, issueNo: string): Verification => ({
  periodId,
  gameCode: 'WINGO_30S',
  issueNo,
  shape: 'wingo',
  resultSource: 'house',
  status: 'betting',
  seedHash: 'cc'.repeat(32),
  seed: null,
  result: null,
  verified: null,
  reason: 'not_drawn_yet',
  external: null,
});

function resetLanguage() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  setUnsavedLanguage(null);
}
beforeEach(resetLanguage);
afterAll(resetLanguage);

/** As the console boots on /verify: the page's language is settled before the i18nProvider is made. */
function openVerify({ languages, path = '/verify', width = 390 }: { languages: string[]; path?: string; width?: number }) {
  followBrowserLanguage(lotteryPlugin.publicPages ?? [], path.split('?')[0], languages);
  const i18n = createI18nProvider({ zh: mergeMessages(hostMessages.zh, lotteryZh), en: mergeMessages(hostMessages.en, lotteryEn) });
  setViewportWidth(width);
  const request = jest.fn(async (call: string, options?: { query?: Record<string, unknown>; body?: Record<string, unknown> }) => {
    const args = options?.query ?? options?.body ?? {};
    switch (call) {
      case 'chance-period/verifyGames':
        return GAMES;
      case 'chance-period/verifyList':
        return args.gameCode === 'WINGO_30S' ? PERIODS : [];
      case 'chance-period/verify': {
        const id = Number(args.periodId);
        return verification(id, PERIODS.find((p) => p.periodId === id)?.issueNo ?? `20261201010${id}`);
      }
      default:
        return [];
    }
  });
  const dataProvider = createChanceDataProvider(lotteryPlugin.resources ?? [], { request } as unknown as Http, { download: jest.fn() });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({})}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        <HttpProvider http={{ request } as never}>
          <Routes>
            <Route path="/verify" element={<VerifyPage />} />
          </Routes>
        </HttpProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { request };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const [gameSelect, periodSelect] = [0, 1].map((i) => () => within(screen.getByTestId('verify-page')).getAllByRole('combobox')[i]);

describe('the language /verify opens in', () => {
  it('takes the first preferred language the console has; English for any other', () => {
    expect(browserLanguage(['en-IN', 'en', 'hi'])).toBe('en');
    expect(browserLanguage(['zh-CN', 'zh'])).toBe('zh');
    expect(browserLanguage(['zh-TW'])).toBe('zh');
    expect(browserLanguage(['hi-IN', 'zh-CN'])).toBe('zh');
    expect(browserLanguage(['hi-IN', 'ta'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('is English for an en-IN visitor with no saved language, texts and language header alike, and nothing is saved', async () => {
    openVerify({ languages: ['en-IN', 'en'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Draw verification' })).toBeInTheDocument();
    expect(screen.getByTestId('verify-tab-games')).toHaveTextContent('Game draws');
    expect(screen.getByTestId('verify-language')).toHaveTextContent('中文');
    expect(languageHeader()).toBe('0');
    expect(Cookies.get('language')).toBeUndefined();
  });

  it('is Chinese for a zh-CN visitor', async () => {
    openVerify({ languages: ['zh-CN', 'zh', 'en'] });
    expect(await screen.findByRole('heading', { level: 1, name: '开奖公平性验证' })).toBeInTheDocument();
    expect(languageHeader()).toBe('1');
  });

  it("keeps a saved language over the browser's, and saves the one the visitor switches to", async () => {
    Cookies.set('language', 'zh');
    openVerify({ languages: ['en-IN', 'en'] });
    expect(await screen.findByRole('heading', { level: 1, name: '开奖公平性验证' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('verify-language'));
    await waitFor(() => expect(heading()).toHaveTextContent('Draw verification'));
    expect(Cookies.get('language')).toBe('en');
  });

  it('leaves the console in its default zh for the same visitor', () => {
    followBrowserLanguage(createRegistry(plugins).publicPages, '/dashboard', ['en-IN', 'en']);
    expect(getLocale()).toBe('zh');
    followBrowserLanguage(createRegistry(plugins).publicPages, '/verify', ['en-IN', 'en']);
    expect(getLocale()).toBe('en');
  });
});

describe('/verify on a 390 px phone', () => {
  it("heads a linked period with the game's name and shows it in both selectors, though it is older than the periods offered", async () => {
    openVerify({ languages: ['en-IN'], path: '/verify?periodId=555' });
    const title = await screen.findByTestId('verify-heading');
    expect(title).toHaveTextContent('Win Go 30s · 20261201010555');
    expect(title).not.toHaveTextContent('WINGO_30S');
    await waitFor(() => expect(periodSelect()).toHaveTextContent('20261201010555'));
    expect(gameSelect()).toHaveTextContent('Win Go 30s');
  });

  it("shows the picked period's number in the selector, with its draw time in the list", async () => {
    openVerify({ languages: ['en-IN'] });
    fireEvent.mouseDown(
      await waitFor(() => {
        expect(screen.getAllByRole('combobox')).toHaveLength(2);
        return gameSelect();
      }),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Win Go 30s' }));
    await waitFor(() => expect(periodSelect()).not.toHaveAttribute('aria-disabled', 'true'));
    fireEvent.mouseDown(periodSelect());
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^20261201010902 · \S/),
      expect.stringMatching(/^20261201010901 · \S/),
    ]);
    fireEvent.click(options[1]);
    await waitFor(() => expect(periodSelect()).toHaveTextContent(/^20261201010901$/));
    expect(await screen.findByTestId('verify-heading')).toHaveTextContent('Win Go 30s · 20261201010901');
  });
});

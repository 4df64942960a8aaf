import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import lotteryPlugin from '../../../plugins/lottery';
import lotteryEn from '../../../plugins/lottery/messages.en';
import lotteryZh from '../../../plugins/lottery/messages.zh';
import type {
  GameManagerRecord,
  GameOrderRecord,
  GameRecord,
  LotteryTypeRecord,
  OptionalPlayRecord,
  PlayRecord,
} from '../../../plugins/lottery/catalogue/catalogueCalls';
import GameEditScreen from '../../../plugins/lottery/catalogue/GameEditScreen';
import GameManagerEditScreen from '../../../plugins/lottery/catalogue/GameManagerEditScreen';
import GameManagerList from '../../../plugins/lottery/catalogue/GameManagerList';
import LotteryTypeEditScreen from '../../../plugins/lottery/catalogue/LotteryTypeEditScreen';
import GameList from '../../../plugins/lottery/catalogue/GameList';
import GameSortScreen from '../../../plugins/lottery/catalogue/GameSortScreen';
import GameTypeList from '../../../plugins/lottery/catalogue/GameTypeList';
import LotteryTypeList from '../../../plugins/lottery/catalogue/LotteryTypeList';
import OptionalPlayScreen from '../../../plugins/lottery/catalogue/OptionalPlayScreen';
import PlayList from '../../../plugins/lottery/catalogue/PlayList';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { HttpProvider } from '../../../src/plugin/HttpContext';
import { mergeMessages } from '../../../src/plugin/registry';
import type { Role } from '../../../src/plugin/types';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const TYPES: LotteryTypeRecord[] = [
  { id: 1, code: 'WINGO', name: 'Win Go', shape: 'wingo', sort: 1, status: 0, games: 4, plays: 4 },
  { id: 2, code: 'K3', name: 'K3', shape: 'k3', sort: 2, status: 0, games: 1, plays: 4 },
];
const game = (id: number, name: string, extra: Partial<GameRecord> = {}): GameRecord => ({
  id,
  code: `G${id}`,
  issueCode: `0${id}`,
  name,
  providerCode: 'CHANCE',
  description: '',
  type: 0,
  state: 0,
  testSupport: 1,
  iconH5: '',
  iconPc: '',
  betType: 0,
  shape: 'wingo',
  intervalSec: 60,
  resultSource: 'house',
  sort: id,
  disabledAt: null,
  lotteryTypeId: 1,
  lotteryTypeName: 'Win Go',
  ...extra,
});
const GAMES: GameRecord[] = [
  game(1, 'Win Go 30s', { iconH5: '/chance-upload/image/0123456789abcdef0123456789abcdef.png' }),
  game(2, 'K3 1 Min', { type: 2, testSupport: 0, state: 1, lotteryTypeId: 2, lotteryTypeName: 'K3' }),
  game(3, 'State 5D', { resultSource: 'external' }),
];
const ORDER: GameOrderRecord[] = GAMES.map((g) => ({
  id: g.id,
  code: g.code,
  name: g.name,
  state: g.state,
  sort: g.sort,
  iconH5: '',
  lotteryTypeName: g.lotteryTypeName,
}));
const PLAYS: PlayRecord[] = [
  {
    id: 10,
    lotteryTypeId: 1,
    lotteryTypeName: 'Win Go',
    parentId: null,
    code: 'SIZE',
    selection: null,
    nameZh: '大小',
    nameEn: 'Big / Small',
    nameHi: 'बड़ा / छोटा',
    introZh: '大或小',
    introEn: 'Big or small',
    introHi: 'बड़ा या छोटा',
    oddsX100: 0,
    rebateBps: 0,
    sort: 1,
    status: 0,
    parentNameZh: null,
    parentNameEn: null,
    parentNameHi: null,
  },
  {
    id: 11,
    lotteryTypeId: 1,
    lotteryTypeName: 'Win Go',
    parentId: 10,
    code: 'SIZE',
    selection: 'big',
    nameZh: '大',
    nameEn: 'Big',
    nameHi: 'बड़ा',
    introZh: '',
    introEn: '',
    introHi: '',
    oddsX100: 196,
    rebateBps: 150,
    sort: 2,
    status: 0,
    parentNameZh: '大小',
    parentNameEn: 'Big / Small',
    parentNameHi: 'बड़ा / छोटा',
  },
];
const OPTIONAL: OptionalPlayRecord[] = [
  {
    id: 10,
    lotteryTypeId: 1,
    lotteryTypeName: 'Win Go',
    code: 'SIZE',
    nameZh: '大小',
    nameEn: 'Big / Small',
    nameHi: '',
    status: 0,
    sort: 1,
    selections: 2,
    enabledSelections: 2,
  },
  {
    id: 20,
    lotteryTypeId: 1,
    lotteryTypeName: 'Win Go',
    code: 'PARITY',
    nameZh: '单双',
    nameEn: 'Odd / Even',
    nameHi: '',
    status: 1,
    sort: 2,
    selections: 2,
    enabledSelections: 0,
  },
];

const managed = (g: GameRecord, extra: Partial<GameManagerRecord> = {}): GameManagerRecord => ({
  id: g.id,
  code: g.code,
  issueCode: g.issueCode,
  name: g.name,
  description: '',
  shape: g.shape,
  resultSource: g.resultSource,
  intervalSec: g.intervalSec,
  freezeSec: 5,
  feeBps: 200,
  minBet: 100,
  maxBet: 5_000_000,
  maxBetPerPeriod: 20_000_000,
  state: g.state,
  sort: g.sort,
  disabledAt: null,
  createdAt: 0,
  lotteryTypeId: g.lotteryTypeId,
  lotteryTypeName: g.lotteryTypeName,
  openIssueNo: g.state === 0 ? `2026112601${g.id}000` : null,
  openCloseAt: null,
  nextOpenAt: null,
  ...extra,
});
const MANAGED: GameManagerRecord[] = GAMES.map((g) => managed(g));

/** The catalogue's list and Edit pages at their addresses, and where the router is now. */
const PAGES: [string, ReactElement][] = [
  ['/yoyo_lottery/gamelList', <GameList key="a" />],
  ['/yoyo_lottery/game_managementEdit', <GameEditScreen key="b" />],
  ['/yoyo_lottery/lotteryType', <LotteryTypeList key="c" />],
  ['/yoyo_lottery/lotteryTypeEdit', <LotteryTypeEditScreen key="d" />],
  ['/yoyo_lottery/gameManager', <GameManagerList key="e" />],
  ['/yoyo_lottery/gameManagerEdit', <GameManagerEditScreen key="f" />],
];
function Where() {
  const location = useLocation();
  return <span data-testid="where">{`${location.pathname}${location.search}`}</span>;
}

function setup(
  ui: ReactElement | null,
  {
    role = 'admin',
    locale = 'en',
    games = GAMES,
    path = '/',
    lock = null,
  }: {
    role?: Role;
    locale?: 'zh' | 'en';
    games?: GameRecord[];
    path?: string;
    lock?: GameManagerRecord['lock'];
  } = {},
) {
  const request = jest.fn(async (path: string, options?: { body?: unknown }) => {
    const id = (options?.body as { id?: number } | undefined)?.id;
    switch (path) {
      case 'chance-game/detail': {
        const found = games.find((g) => g.id === id);
        if (!found) throw new Error('not found');
        return found;
      }
      case 'chance-game/manager':
        return { list: MANAGED, total: MANAGED.length };
      case 'chance-game/manager/detail': {
        const found = MANAGED.find((g) => g.id === id);
        if (!found) throw new Error('not found');
        return { ...found, lock };
      }
      case 'chance-lottery-type/list':
        return { list: TYPES, total: TYPES.length };
      case 'chance-game/catalogue':
        return { list: games, total: games.length };
      case 'chance-game/order':
        return { list: ORDER, total: ORDER.length };
      case 'chance-game/types':
        return {
          list: [
            { id: 0, code: 'lottery', games: 6, enabled: 5 },
            { id: 2, code: 'chess_card', games: 1, enabled: 1 },
          ],
          total: 2,
        };
      case 'chance-play/list':
        return { list: PLAYS, total: PLAYS.length };
      case 'chance-play/optional':
        return { list: OPTIONAL, total: OPTIONAL.length };
      default:
        return { id: 1 };
    }
  });
  const dataProvider = createChanceDataProvider(lotteryPlugin.resources ?? [], { request } as unknown as Http, { download: jest.fn() });
  const plugin = { zh: lotteryZh, en: lotteryEn };
  const messages = buildMessages({ zh: mergeMessages(hostMessages.zh, plugin.zh), en: mergeMessages(hostMessages.en, plugin.en) });
  const i18n = polyglotI18nProvider(
    (l) => messages[l as 'zh' | 'en'],
    locale,
    [
      { locale: 'en', name: 'English' },
      { locale: 'zh', name: '中文' },
    ],
    { allowMissing: true },
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({ role })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        <HttpProvider http={{ request } as never}>
          <Where />
          <Routes>
            {PAGES.map(([at, page]) => (
              <Route key={at} path={at} element={page} />
            ))}
            <Route path="*" element={ui} />
          </Routes>
        </HttpProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { request, calls };
}

describe('game list', () => {
  it('shows games with translated type, bet type, test support and state (result source behind the column chooser)', async () => {
    setup(<GameList />);
    expect(await screen.findByText('Win Go 30s')).toBeInTheDocument();
    expect(screen.getByText('Chess and card')).toBeInTheDocument();
    expect(screen.getAllByText('Per period')).toHaveLength(3);
    expect(screen.queryByText('Official draw (entered by staff)')).not.toBeInTheDocument();
    expect(screen.getByTestId('game-state-1')).toHaveTextContent('Enabled');
    expect(screen.getByTestId('game-state-2')).toHaveTextContent('Disabled');
    expect(screen.queryByText('chess_card')).not.toBeInTheDocument();
    expect(screen.getByAltText('H5 icon')).toHaveAttribute(
      'src',
      expect.stringContaining('/chance-upload/image/0123456789abcdef0123456789abcdef.png'),
    );
  });

  it('speaks Chinese', async () => {
    setup(<GameList />, { locale: 'zh' });
    expect(await screen.findByText('棋牌')).toBeInTheDocument();
    expect(screen.getByTestId('game-state-2')).toHaveTextContent('停用');
    expect(screen.getByTestId('game-disable-1')).toHaveTextContent('停用');
  });

  it('Edit opens the game’s own page (game_managementEdit), which sends the trimmed fields and returns to the list', async () => {
    const { calls } = setup(null, { path: '/yoyo_lottery/gamelList' });
    fireEvent.click(await screen.findByTestId('game-edit-2'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/yoyo_lottery/game_managementEdit?id=2'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('game-fixed')).toHaveTextContent('Game code: G2');
    expect(within(dialog).getByText('H5 icon')).toBeInTheDocument();
    expect(within(dialog).getByText('PC icon')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('game-name'), { target: { value: '  ' } });
    await waitFor(() => expect(within(dialog).getByTestId('game-save')).toBeDisabled());
    fireEvent.change(within(dialog).getByTestId('game-name'), { target: { value: ' K3 Fast ' } });
    fireEvent.change(within(dialog).getByTestId('game-provider'), { target: { value: 'bad code' } });
    await waitFor(() => expect(within(dialog).getByTestId('game-save')).toBeDisabled());
    fireEvent.change(within(dialog).getByTestId('game-provider'), { target: { value: 'CH-2' } });
    await waitFor(() => expect(within(dialog).getByTestId('game-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('game-save'));
    await waitFor(() =>
      expect(calls('chance-game/update')).toEqual([
        { id: 2, name: 'K3 Fast', providerCode: 'CH-2', description: '', type: 2, testSupport: false, iconH5: '', iconPc: '' },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/yoyo_lottery\/gamelList$/));
  });

  it('the Edit page opens from its address, and closing goes back to the list', async () => {
    setup(null, { path: '/yoyo_lottery/game_managementEdit?id=3' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('game-name')).toHaveValue('State 5D');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/yoyo_lottery\/gamelList$/));
  });

  it('an unknown id shows that it was not found, no form', async () => {
    setup(null, { path: '/yoyo_lottery/game_managementEdit?id=99' });
    expect(await screen.findByTestId('game-missing')).toHaveTextContent('That record was not found');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables a game only after confirming, and says the open period runs on', async () => {
    const { calls } = setup(<GameList />);
    fireEvent.click(await screen.findByTestId('game-disable-1'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The period in progress keeps taking bets');
    expect(calls('chance-game/setState')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls('chance-game/setState')).toEqual([{ id: 1, enabled: false }]));
  });

  it('shows the franchisee a read-only list', async () => {
    setup(<GameList />, { role: 'franchisee' });
    expect(await screen.findByText('Win Go 30s')).toBeInTheDocument();
    expect(screen.getByText('Only administrators may change the game catalogue.')).toBeInTheDocument();
    expect(screen.queryByTestId('game-edit-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('game-disable-1')).not.toBeInTheDocument();
  });

  it('says so when no game matches', async () => {
    setup(<GameList />, { games: [] });
    expect(await screen.findByTestId('game-empty')).toHaveTextContent('No games match');
  });
});

describe('game order', () => {
  const names = () => screen.getAllByTestId(/^sort-row-/).map((row) => row.getAttribute('data-testid'));

  it('moves games with the keyboard buttons, announces it, and saves the whole order', async () => {
    const { calls } = setup(<GameSortScreen />);
    await screen.findByText('State 5D');
    expect(screen.getByTestId('sort-save')).toBeDisabled();
    expect(screen.getByTestId('sort-up-1')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move State 5D up' }));
    expect(names()).toEqual(['sort-row-1', 'sort-row-3', 'sort-row-2']);
    expect(screen.getByRole('status')).toHaveTextContent('State 5D moved to position 2');
    fireEvent.click(screen.getByTestId('sort-down-1'));
    expect(names()).toEqual(['sort-row-3', 'sort-row-1', 'sort-row-2']);
    fireEvent.click(screen.getByTestId('sort-save'));
    await waitFor(() => expect(calls('chance-game/sort')).toEqual([{ ids: [3, 1, 2] }]));
  });

  it('reorders by drag and drop, and undoes unsaved changes', async () => {
    const { calls } = setup(<GameSortScreen />);
    await screen.findByText('State 5D');
    const dataTransfer = { effectAllowed: '', setData: jest.fn() };
    fireEvent.dragStart(screen.getByTestId('sort-row-1'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('sort-row-3'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('sort-row-3'), { dataTransfer });
    expect(names()).toEqual(['sort-row-2', 'sort-row-3', 'sort-row-1']);
    expect(screen.getByTestId('sort-save')).toBeEnabled();
    fireEvent.click(screen.getByTestId('sort-reset'));
    expect(names()).toEqual(['sort-row-1', 'sort-row-2', 'sort-row-3']);
    expect(screen.getByTestId('sort-save')).toBeDisabled();
    expect(calls('chance-game/sort')).toEqual([]);
  });

  it('gives the franchisee no way to move or save', async () => {
    setup(<GameSortScreen />, { role: 'franchisee' });
    await screen.findByText('State 5D');
    expect(screen.queryByTestId('sort-up-3')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sort-save')).not.toBeInTheDocument();
  });
});

describe('lottery types and game types', () => {
  it('lists lottery types with translated draw forms and renames one on its Edit page (lotteryTypeEdit)', async () => {
    const { calls } = setup(null, { path: '/yoyo_lottery/lotteryType' });
    expect(await screen.findByText('K3 (dice)')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('type-edit-2'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/yoyo_lottery/lotteryTypeEdit?id=2'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('type-sort'), { target: { value: 'x' } });
    await waitFor(() => expect(within(dialog).getByTestId('type-save')).toBeDisabled());
    fireEvent.change(within(dialog).getByTestId('type-sort'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByTestId('type-name'), { target: { value: 'K3 Dice' } });
    await waitFor(() => expect(within(dialog).getByTestId('type-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('type-save'));
    await waitFor(() => expect(calls('chance-lottery-type/update')).toEqual([{ id: 2, name: 'K3 Dice', sort: 5 }]));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/yoyo_lottery\/lotteryType$/));
  });

  it('lotteryTypeEdit with no id asks to pick a type', async () => {
    setup(null, { path: '/yoyo_lottery/lotteryTypeEdit', locale: 'zh' });
    expect(await screen.findByTestId('type-pick')).toHaveTextContent('请在列表中点击“编辑”选择要修改的彩种类型');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts games per game type in Chinese', async () => {
    setup(<GameTypeList />, { locale: 'zh' });
    expect(await screen.findByTestId('game-type-chess_card')).toHaveTextContent('棋牌11');
    expect(screen.getByTestId('game-type-lottery')).toHaveTextContent('彩票65');
    expect(screen.getByText('按期投注')).toBeInTheDocument();
  });
});

describe('plays', () => {
  it('lists plays with parent, odds and rebate, and edits names, intros, sort and rebate in percent', async () => {
    const { calls } = setup(<PlayList />);
    expect(await screen.findByText('×1.96')).toBeInTheDocument();
    expect(screen.getByText('1.5%')).toBeInTheDocument();
    expect(screen.getByText('(play group)')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('play-edit-11'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('play-fixed')).toHaveTextContent('Parent play: Big / Small · Odds: ×1.96');
    expect(within(dialog).getByTestId('play-rebate')).toHaveValue('1.5');
    fireEvent.change(within(dialog).getByTestId('play-rebate'), { target: { value: '101' } });
    await waitFor(() => expect(within(dialog).getByTestId('play-save')).toBeDisabled());
    fireEvent.change(within(dialog).getByTestId('play-rebate'), { target: { value: '2.25' } });
    fireEvent.change(within(dialog).getByTestId('play-name-hi'), { target: { value: 'बड़ा दांव' } });
    await waitFor(() => expect(within(dialog).getByTestId('play-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('play-save'));
    await waitFor(() =>
      expect(calls('chance-play/update')).toEqual([
        {
          id: 11,
          nameZh: '大',
          nameEn: 'Big',
          nameHi: 'बड़ा दांव',
          introZh: '',
          introEn: '',
          introHi: '',
          sort: 2,
          rebateBps: 225,
        },
      ]),
    );
  });

  it('switches an optional play group after confirming', async () => {
    const { calls } = setup(<OptionalPlayScreen />);
    expect(await screen.findByTestId('optional-row-10')).toHaveTextContent('2/2');
    expect(screen.getByTestId('optional-row-20')).toHaveTextContent('Disabled');
    fireEvent.click(screen.getByTestId('optional-disable-10'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Disable play Big / Small?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls('chance-play/setStatus')).toEqual([{ id: 10, enabled: false }]));
    fireEvent.click(screen.getByTestId('optional-enable-20'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls('chance-play/setStatus')).toEqual([
        { id: 10, enabled: false },
        { id: 20, enabled: true },
      ]),
    );
  });
});

describe('game management', () => {
  it('lists draw kind, period length, freeze and the open period, in both languages', async () => {
    setup(null, { path: '/yoyo_lottery/gameManager' });
    expect(await screen.findByText('Win Go 30s')).toBeInTheDocument();
    expect(screen.getByText('Official result (entered)')).toBeInTheDocument();
    expect(screen.getAllByText('House draw (commit-reveal)')).toHaveLength(2);
    expect(screen.getByTestId('manager-open-1')).toHaveTextContent('202611260110');
    expect(screen.getByTestId('manager-state-2')).toHaveTextContent('Disabled');
    expect(screen.getByTestId('manager-add')).toHaveTextContent('Add game');
  });

  it('speaks Chinese and gives the franchisee no writes', async () => {
    setup(null, { path: '/yoyo_lottery/gameManager', locale: 'zh', role: 'franchisee' });
    expect(await screen.findByText('官方结果（人工录入）')).toBeInTheDocument();
    expect(screen.queryByTestId('manager-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('manager-edit-1')).not.toBeInTheDocument();
  });

  it('adds a game: checks the fields, sends paise and basis points, and returns to the list', async () => {
    const { calls } = setup(null, { path: '/yoyo_lottery/gameManager' });
    fireEvent.click(await screen.findByTestId('manager-add'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/yoyo_lottery\/gameManagerEdit$/));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('It starts disabled');
    fireEvent.mouseDown(within(dialog).getByLabelText('Lottery type'));
    fireEvent.click(await screen.findByRole('option', { name: 'K3' }));
    expect(await within(dialog).findByTestId('manager-shape')).toHaveTextContent('K3 (dice), 4 play groups');
    fireEvent.change(within(dialog).getByTestId('manager-name'), { target: { value: ' K3 5 Min ' } });
    fireEvent.change(within(dialog).getByTestId('manager-code'), { target: { value: 'k3_5m' } });
    fireEvent.change(within(dialog).getByTestId('manager-issue-code'), { target: { value: '123' } });
    await waitFor(() => expect(within(dialog).getByTestId('manager-save')).toBeDisabled());
    fireEvent.change(within(dialog).getByTestId('manager-issue-code'), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByTestId('manager-freeze'), { target: { value: '60' } });
    expect(await within(dialog).findByText('The betting freeze must be shorter than the period (at most 59 s)')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('manager-freeze'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByTestId('manager-fee'), { target: { value: '1.5' } });
    fireEvent.change(within(dialog).getByTestId('manager-max'), { target: { value: '10,000' } });
    await waitFor(() => expect(within(dialog).getByTestId('manager-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('manager-save'));
    await waitFor(() =>
      expect(calls('chance-game/create')).toEqual([
        {
          lotteryTypeId: 2,
          code: 'K3_5M',
          issueCode: '12',
          name: 'K3 5 Min',
          description: '',
          resultSource: 'house',
          intervalSec: 60,
          freezeSec: 10,
          feeBps: 150,
          minBet: 100,
          maxBet: 1_000_000,
          maxBetPerPeriod: 20_000_000,
        },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/yoyo_lottery\/gameManager$/));
  });

  it('an enabled game’s settings page shows why Save is off', async () => {
    setup(null, { path: '/yoyo_lottery/gameManagerEdit?id=1', lock: 'enabled' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('manager-fixed')).toHaveTextContent('Issue code: 01');
    expect(dialog).toHaveTextContent('The game is enabled: disable it to change its settings');
    expect(within(dialog).getByTestId('manager-save')).toBeDisabled();
  });

  it('a disabled game’s settings are saved from its page (row Settings opens it)', async () => {
    const { calls } = setup(null, { path: '/yoyo_lottery/gameManager' });
    fireEvent.click(await screen.findByTestId('manager-edit-2'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/yoyo_lottery/gameManagerEdit?id=2'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('manager-max')).toHaveValue('50,000');
    fireEvent.change(within(dialog).getByTestId('manager-min'), { target: { value: '60,000' } });
    expect(await within(dialog).findByText('The maximum stake cannot be below the minimum stake')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('manager-min'), { target: { value: '5' } });
    await waitFor(() => expect(within(dialog).getByTestId('manager-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('manager-save'));
    await waitFor(() =>
      expect(calls('chance-game/settings')).toEqual([
        { id: 2, freezeSec: 5, feeBps: 200, minBet: 500, maxBet: 5_000_000, maxBetPerPeriod: 20_000_000 },
      ]),
    );
  });
});

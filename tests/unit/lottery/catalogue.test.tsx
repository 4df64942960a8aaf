import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import lotteryPlugin from '../../../plugins/lottery';
import type { GameOrderRecord, GameRecord, LotteryTypeRecord, OptionalPlayRecord, PlayRecord } from '../../../plugins/lottery/catalogue/catalogueCalls';
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
import type { Messages, Role } from '../../../src/plugin/types';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const TYPES: LotteryTypeRecord[] = [
  { id: 1, code: 'WINGO', name: 'Win Go', shape: 'wingo', sort: 1, status: 0, games: 4, plays: 4 },
  { id: 2, code: 'K3', name: 'K3', shape: 'k3', sort: 2, status: 0, games: 1, plays: 4 },
];
const game = (id: number, name: string, extra: Partial<GameRecord> = {}): GameRecord => ({
  id, code: `G${id}`, issueCode: `0${id}`, name, providerCode: 'CHANCE', description: '', type: 0, state: 0, testSupport: 1, iconH5: '', iconPc: '', betType: 0,
  shape: 'wingo', intervalSec: 60, resultSource: 'house', sort: id, disabledAt: null, lotteryTypeId: 1, lotteryTypeName: 'Win Go', ...extra,
});
const GAMES: GameRecord[] = [game(1, 'Win Go 30s', { iconH5: '/chance-upload/image/0123456789abcdef0123456789abcdef.png' }), game(2, 'K3 1 Min', { type: 2, testSupport: 0, state: 1, lotteryTypeId: 2, lotteryTypeName: 'K3' }), game(3, 'State 5D', { resultSource: 'external' })];
const ORDER: GameOrderRecord[] = GAMES.map((g) => ({ id: g.id, code: g.code, name: g.name, state: g.state, sort: g.sort, iconH5: '', lotteryTypeName: g.lotteryTypeName }));
const PLAYS: PlayRecord[] = [
  { id: 10, lotteryTypeId: 1, lotteryTypeName: 'Win Go', parentId: null, code: 'SIZE', selection: null, nameZh: '大小', nameEn: 'Big / Small', nameHi: 'बड़ा / छोटा',
    introZh: '大或小', introEn: 'Big or small', introHi: 'बड़ा या छोटा', oddsX100: 0, rebateBps: 0, sort: 1, status: 0, parentNameZh: null, parentNameEn: null, parentNameHi: null },
  { id: 11, lotteryTypeId: 1, lotteryTypeName: 'Win Go', parentId: 10, code: 'SIZE', selection: 'big', nameZh: '大', nameEn: 'Big', nameHi: 'बड़ा',
    introZh: '', introEn: '', introHi: '', oddsX100: 196, rebateBps: 150, sort: 2, status: 0, parentNameZh: '大小', parentNameEn: 'Big / Small', parentNameHi: 'बड़ा / छोटा' },
];
const OPTIONAL: OptionalPlayRecord[] = [
  { id: 10, lotteryTypeId: 1, lotteryTypeName: 'Win Go', code: 'SIZE', nameZh: '大小', nameEn: 'Big / Small', nameHi: '', status: 0, sort: 1, selections: 2, enabledSelections: 2 },
  { id: 20, lotteryTypeId: 1, lotteryTypeName: 'Win Go', code: 'PARITY', nameZh: '单双', nameEn: 'Odd / Even', nameHi: '', status: 1, sort: 2, selections: 2, enabledSelections: 0 },
];

function setup(ui: ReactElement, { role = 'admin', locale = 'en', games = GAMES }: { role?: Role; locale?: 'zh' | 'en'; games?: GameRecord[] } = {}) {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    switch (path) {
      case 'chance-lottery-type/list': return { list: TYPES, total: TYPES.length };
      case 'chance-game/catalogue': return { list: games, total: games.length };
      case 'chance-game/order': return { list: ORDER, total: ORDER.length };
      case 'chance-game/types': return { list: [{ id: 0, code: 'lottery', games: 6, enabled: 5 }, { id: 2, code: 'chess_card', games: 1, enabled: 1 }], total: 2 };
      case 'chance-play/list': return { list: PLAYS, total: PLAYS.length };
      case 'chance-play/optional': return { list: OPTIONAL, total: OPTIONAL.length };
      default: return { id: 1 };
    }
  });
  const dataProvider = createChanceDataProvider(lotteryPlugin.resources ?? [], { request } as unknown as Http, { download: jest.fn() });
  const plugin = lotteryPlugin.messages as { zh: Messages; en: Messages };
  const messages = buildMessages({ zh: mergeMessages(hostMessages.zh, plugin.zh), en: mergeMessages(hostMessages.en, plugin.en) });
  const i18n = polyglotI18nProvider((l) => messages[l as 'zh' | 'en'], locale, [{ locale: 'en', name: 'English' }, { locale: 'zh', name: '中文' }], { allowMissing: true });
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18n} authProvider={fakeAuthProvider({ role })} dataProvider={dataProvider} store={memoryStore()} queryClient={new QueryClient()}>
        <HttpProvider http={{ request } as never}>{ui}</HttpProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) => request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
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
    expect(screen.getByAltText('H5 icon')).toHaveAttribute('src', expect.stringContaining('/chance-upload/image/0123456789abcdef0123456789abcdef.png'));
  });

  it('speaks Chinese', async () => {
    setup(<GameList />, { locale: 'zh' });
    expect(await screen.findByText('棋牌')).toBeInTheDocument();
    expect(screen.getByTestId('game-state-2')).toHaveTextContent('停用');
    expect(screen.getByTestId('game-disable-1')).toHaveTextContent('停用');
  });

  it('edits a game and sends the trimmed fields; an empty name keeps Save disabled', async () => {
    const { calls } = setup(<GameList />);
    fireEvent.click(await screen.findByTestId('game-edit-2'));
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
    await waitFor(() => expect(calls('chance-game/update')).toEqual([{ id: 2, name: 'K3 Fast', providerCode: 'CH-2', description: '', type: 2, testSupport: false, iconH5: '', iconPc: '' }]));
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
  it('lists lottery types with translated draw forms and renames one', async () => {
    const { calls } = setup(<LotteryTypeList />);
    expect(await screen.findByText('K3 (dice)')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('type-edit-2'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('type-sort'), { target: { value: 'x' } });
    await waitFor(() => expect(within(dialog).getByTestId('type-save')).toBeDisabled());
    fireEvent.change(within(dialog).getByTestId('type-sort'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByTestId('type-name'), { target: { value: 'K3 Dice' } });
    await waitFor(() => expect(within(dialog).getByTestId('type-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('type-save'));
    await waitFor(() => expect(calls('chance-lottery-type/update')).toEqual([{ id: 2, name: 'K3 Dice', sort: 5 }]));
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
    await waitFor(() => expect(calls('chance-play/update')).toEqual([{
      id: 11, nameZh: '大', nameEn: 'Big', nameHi: 'बड़ा दांव', introZh: '', introEn: '', introHi: '', sort: 2, rebateBps: 225,
    }]));
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
    await waitFor(() => expect(calls('chance-play/setStatus')).toEqual([{ id: 10, enabled: false }, { id: 20, enabled: true }]));
  });
});

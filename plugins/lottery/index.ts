import CasinoIcon from '@mui/icons-material/Casino';
import PercentIcon from '@mui/icons-material/Percent';
import RuleIcon from '@mui/icons-material/Rule';
import TuneIcon from '@mui/icons-material/Tune';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { definePlugin, lazyScreen, menuFromTree } from '../../src';
import { catalogueMenu, catalogueResources } from './catalogue';
import { betActions, manualActions, restrictedActions, verifyActions } from './lotteryCalls';
import { killRateActions } from './killRate/killRateCalls';
import { lotteryPanels } from './panels';
import { selectionActions } from './selection/selectionCalls';
import { threeBetActions } from './threeBets/threeBetCalls';
import { LOTTERY_COUNTS } from './shared/badges';
import { KILL_RATE_CONTROL_MENU, LIMIT_SETTING_MENU, ODDS_SETTING_MENU } from './shared/menu';
import { menuUrl } from '../../shared/menuUrl';
import { LOTTERY_AGENT_MENU_NODES, LOTTERY_MENU, LOTTERY_MENU_NODES } from './shared/menuTree';

const ManualLotteryScreen = lazyScreen(() => import('./manual/ManualLotteryScreen'));
const ManualSelectionScreen = lazyScreen(() => import('./selection/ManualSelectionScreen'));
const CurrentMemberStatistics = lazyScreen(() => import('./selection/CurrentMemberStatistics'));
const GameFundSummaryScreen = lazyScreen(() => import('./killRate/GameFundSummaryScreen'));
const KillRateControlScreen = lazyScreen(() => import('./killRate/KillRateControlScreen'));
const OddsSettingScreen = lazyScreen(() => import('./killRate/OddsSettingScreen'));
const LimitSettingScreen = lazyScreen(() => import('./killRate/LimitSettingScreen'));

/**
 * /yoyo_lottery (draw results, the game fund summary, number analysis, members betting now, the game catalogue; for admins the
 * kill-rate measurement and levers, odds and limits, the manual lottery and the restricted accounts), the agent
 * sections /note_management (bets of the downline; admins cancel) and /ThreeBetManager (third-party bets of the downline), and the
 * public /verify page (signed out) that recomputes any draw from its seed.
 */
export default definePlugin({
  name: 'lottery',
  menu: [
    ...menuFromTree('lottery', LOTTERY_MENU_NODES, {
      yoyo_lottery: {
        icon: CasinoIcon,
        roles: ['admin', 'franchisee'],
        children: {
          game_result: {
            children: {
              lottery_result: { screen: { resource: 'lotteryPeriod' } },
              gameFundSummary: { screen: { component: GameFundSummaryScreen } },
              killRateControl: { roles: ['admin'], screen: { component: KillRateControlScreen } },
              killing_rate_operation: { roles: ['admin'], screen: { resource: 'lotteryKillRateLog' } },
              manualLottery: { roles: ['admin'], screen: { component: ManualLotteryScreen } },
              blackHouse: { roles: ['admin'], screen: { resource: 'lotteryRestricted' } },
            },
          },
          manualSelection: { screen: { component: ManualSelectionScreen } },
          current_member_statistics: { screen: { component: CurrentMemberStatistics } },
          ...catalogueMenu,
          odds_setting: { roles: ['admin'], screen: { component: OddsSettingScreen } },
          limitSetting: { roles: ['admin'], screen: { component: LimitSettingScreen } },
        },
      },
    }),
    ...menuFromTree('lottery', LOTTERY_AGENT_MENU_NODES, {
      note_management: {
        icon: ReceiptLongIcon,
        roles: ['agent', 'agent2'],
        children: { note_list: { screen: { resource: 'lotteryBet' } } },
      },
      ThreeBetManager: {
        icon: SportsEsportsIcon,
        roles: ['agent', 'agent2'],
        children: { three_bet_list: { screen: { resource: 'lotteryThreeBet' } } },
      },
    }),
  ],
  resources: [
    {
      name: 'lotteryPeriod',
      list: lazyScreen(() => import('./results/LotteryResultList')),
      recordRepresentation: 'issueNo',
      endpoints: { getList: 'chance-period/list' },
    },
    { name: 'lotteryGame', recordRepresentation: 'name', endpoints: { getList: 'chance-game/list' } },
    {
      name: 'lotteryBet',
      list: lazyScreen(() => import('./bets/NoteList')),
      recordRepresentation: 'betNo',
      endpoints: { getList: 'chance-bet/list' },
      actions: betActions,
    },
    {
      name: 'lotteryRestricted',
      list: lazyScreen(() => import('./blackHouse/BlackHouseList')),
      recordRepresentation: 'username',
      endpoints: { getList: 'chance-restricted-account/list' },
      actions: restrictedActions,
    },
    { name: 'lotteryExternalResult', endpoints: { getList: 'chance-external-result/list' } },
    { name: 'lotterySupplementary', endpoints: { getList: 'chance-period/supplementaryRequests' } },
    { name: 'lotteryManual', endpoints: {}, actions: manualActions },
    { name: 'lotteryVerify', endpoints: {}, actions: verifyActions },
    ...catalogueResources,
    { name: 'lotterySelection', endpoints: {}, actions: selectionActions },
    {
      name: 'lotteryThreeBet',
      list: lazyScreen(() => import('./threeBets/ThreeBetList')),
      recordRepresentation: 'orderNo',
      endpoints: { getList: 'betrecords/query/three/betrecordList' },
      actions: threeBetActions,
    },
    { name: 'lotteryKillRate', endpoints: {}, actions: killRateActions },
    {
      name: 'lotteryKillRateLog',
      list: lazyScreen(() => import('./killRate/KillRateLogList')),
      endpoints: { getList: 'chance-kill-rate-operation-log/query/killRateOperation/list' },
    },
  ],
  // Spec §2's reusable popup: panel 18 is the number selection analysis, 90% wide.
  popupPanels: lotteryPanels,
  shortcuts: [{ path: '/game_result', to: menuUrl(LOTTERY_MENU.yoyo_lottery.game_result.path) }],
  // Members open it from the member app or a shared link: they see it in their browser's language.
  publicPages: [{ path: '/verify', component: lazyScreen(() => import('./verify/VerifyPage')), language: 'browser' }],
  // The second admin's queues: odds, limit and alert-band requests wait on the screens they are made on.
  badges: [
    {
      key: LOTTERY_COUNTS.oddsRequest,
      count: LOTTERY_COUNTS.oddsRequest,
      icon: PercentIcon,
      title: 'lottery.menu.odds_setting',
      to: menuUrl(ODDS_SETTING_MENU),
      roles: ['admin'],
      topBar: false,
    },
    {
      key: LOTTERY_COUNTS.limitRequest,
      count: LOTTERY_COUNTS.limitRequest,
      icon: RuleIcon,
      title: 'lottery.menu.limitSetting',
      to: menuUrl(LIMIT_SETTING_MENU),
      roles: ['admin'],
      topBar: false,
    },
    {
      key: LOTTERY_COUNTS.bandRequest,
      count: LOTTERY_COUNTS.bandRequest,
      icon: TuneIcon,
      title: 'lottery.menu.killRateControl',
      to: menuUrl(KILL_RATE_CONTROL_MENU),
      roles: ['admin'],
      topBar: false,
    },
  ],
  // What the frame shows before any screen (menu titles, resource names); the screens' texts load
  // with the first of them.
  messages: { zh: () => import('./frame.zh'), en: () => import('./frame.en') },
  screenMessages: { zh: () => import('./messages.zh'), en: () => import('./messages.en') },
  auditLabels: () => import('./shared/auditLabels').then((m) => m.lotteryAuditLabels),
});

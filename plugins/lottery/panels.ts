import { defined, presetId, presetTimeFilter, type PopupPanel, type PopupPresetFilters, lazyScreen, TIME_RANGE_PRESET } from '../../src';
import { LOTTERY_PRESETS as F } from './popup/fields';
import { menuUrl } from '../../shared/menuUrl';
import { LOTTERY_AGENT_MENU, LOTTERY_MENU } from './shared/menuTree';

// The lottery's panel numbers of spec §2: 1 bets, 15 period details, 18 number selection analysis.
declare module '../../src/popup/types' {
  interface PopupPanelNumbers {
    1: true;
    15: true;
    18: true;
  }
}

/** Panel 1, bets: game, member, period, bet status (0 unsettled … 5 not drawn, the list's own values) and time. */
export function betPresets(p: PopupPresetFilters, now: number): Record<string, unknown> {
  return defined({
    gameId: presetId(p.game),
    memberId: presetId(p.memberId),
    periodId: presetId(p.periodId),
    status: presetId(p.noteStatus),
    formal: p.formal === 1 ? true : undefined,
    ...presetTimeFilter(p.timeRange, now),
  });
}

/** Panel 15, period details: a game's periods by status and draw time. */
export function periodPresets(p: PopupPresetFilters, now: number): Record<string, unknown> {
  return defined({ gameId: presetId(p.game), status: presetId(p.status), ...presetTimeFilter(p.timeRange, now) });
}

/** Panel 18, number selection analysis: the game it opens on (the rest are its own inputs). */
export function selectionPresets(p: PopupPresetFilters): Record<string, unknown> {
  return defined({ gameId: presetId(p.game) });
}

export const lotteryPanels: PopupPanel[] = [
  {
    id: 1,
    // The server grants the bet list through the lottery section (staff) or the note list (agents).
    owner: [menuUrl(LOTTERY_AGENT_MENU.note_management.note_list.path), menuUrl(LOTTERY_MENU.yoyo_lottery.path)],
    title: 'lottery.menu.note_list',
    component: lazyScreen(() => import('./bets/NoteList')),
    presets: {
      game: F.game,
      memberId: F.memberId,
      periodId: F.periodId,
      noteStatus: F.noteStatus,
      formal: F.formal,
      timeRange: TIME_RANGE_PRESET,
    },
    filters: betPresets,
  },
  {
    id: 15,
    owner: menuUrl(LOTTERY_MENU.yoyo_lottery.game_result.lottery_result.path),
    title: 'lottery.menu.lottery_result',
    component: lazyScreen(() => import('./results/LotteryResultList')),
    presets: { game: F.game, status: F.status, timeRange: TIME_RANGE_PRESET },
    filters: periodPresets,
  },
  {
    id: 18,
    owner: menuUrl(LOTTERY_MENU.yoyo_lottery.manualSelection.path),
    title: 'lottery.selection.panelTitle',
    component: lazyScreen(() => import('./selection/NumberAnalysisPanel')),
    width: '90%',
    presets: { game: F.game },
    filters: selectionPresets,
  },
];

import { defined, presetId, presetTimeFilter, type PopupPanel, type PopupPresetFilters, lazyScreen } from '../../src';

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
    owner: ['/note_management/note_list', '/yoyo_lottery'],
    title: 'lottery.menu.note_list',
    component: lazyScreen(() => import('./bets/NoteList')),
    presets: ['game', 'memberId', 'periodId', 'noteStatus', 'formal', 'timeRange'],
    filters: betPresets,
  },
  {
    id: 15,
    owner: '/yoyo_lottery/game_result/lottery_result',
    title: 'lottery.menu.lottery_result',
    component: lazyScreen(() => import('./results/LotteryResultList')),
    presets: ['game', 'status', 'timeRange'],
    filters: periodPresets,
  },
  {
    id: 18,
    owner: '/yoyo_lottery/manualSelection',
    title: 'lottery.selection.panelTitle',
    component: lazyScreen(() => import('./selection/NumberAnalysisPanel')),
    width: '90%',
    presets: ['game'],
    filters: selectionPresets,
  },
];

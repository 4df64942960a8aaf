import accountPlugin from '../../../plugins/account';
import lotteryPlugin from '../../../plugins/lottery';
import moneyPlugin from '../../../plugins/money';
import { bombayDayRange } from '../../../src/format';
import { applicablePresets, cleanPresets, readPopupParams, writePopupParams, type PopupPresetFilters } from '../../../src/popup';

const panels = [accountPlugin, lotteryPlugin, moneyPlugin].flatMap((p) => p.popupPanels ?? []);
const byId = (id: number) => panels.find((p) => p.id === id);
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const today = bombayDayRange(0, NOW);
const T = { startTime: today.start, endTime: today.end + 1 };

describe('popup panels', () => {
  it('are the 19 of spec §2, once each', () => {
    expect(panels.map((p) => p.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });

  it.each(panels.map((p) => [p.id, p.width ?? '80%']))('panel %i is %s wide', (id, width) => {
    expect(width).toBe([10, 11, 12, 13].includes(id as number) ? '60%' : id === 18 ? '90%' : '80%');
  });

  it('searches at once with a member id only on 10, 11 and 13', () => {
    expect(
      panels
        .filter((p) => p.autoSearch)
        .map((p) => p.id)
        .sort((a, b) => a - b),
    ).toEqual([10, 11, 13]);
  });

  // Each panel's presets in its list's own filter values.
  const cases: [number, PopupPresetFilters, Record<string, unknown> | undefined][] = [
    [
      1,
      { game: '3', memberId: 42, noteStatus: 0, periodId: 9, timeRange: 'today' },
      { gameId: 3, memberId: 42, status: 0, periodId: 9, ...T },
    ],
    [2, { memberId: '42', parentAgentName: 'ag', status: 1 }, { ids: [42], agentName: 'ag', status: 1 }],
    [3, { memberId: 42, eventType: 'rebate', timeRange: 'today' }, { memberId: 42, type: 'rebate', ...T }],
    [4, { memberId: 7, agentId: 3 }, { ids: [7], agentId: 3 }],
    [
      5,
      { memberId: 42, game: 2, status: 0, timeRange: 'today' },
      { memberId: 42, gameId: 2, status: '0', startDate: expect.any(String), endDate: expect.any(String) },
    ],
    [6, { status: 1 }, { status: 1 }],
    [7, { memberId: 42 }, { memberId: 42, status: '' }],
    [8, { status: 1, memberId: 42 }, { memberId: 42, status: 'pending_approval' }],
    [9, { agentId: 5, status: 1, timeRange: [1, 2] }, { agentId: 5, status: 1, createdFrom: 1, createdTo: 2 }],
    // The forms' queues narrow to the member (the form itself looks the member up).
    [10, { memberId: 42 }, { memberId: 42 }],
    [11, { memberId: '42', labels: { memberId: 'deepak (42)' } }, { memberId: 42 }],
    [12, { memberId: 42 }, undefined],
    [13, { memberId: 42 }, undefined],
    [14, { status: 3 }, { status: 'rejected' }],
    [15, { game: 1, status: 4, timeRange: 'today' }, { gameId: 1, status: 4, ...T }],
    [16, { agentId: 5, status: 0 }, { parentId: 5, status: 0 }],
    [17, { status: 1, memberId: 'x' }, { status: 1 }],
    [18, { game: 4 }, { gameId: 4 }],
    [19, { status: 0, type: 'online' }, { status: 0, agentType: 'online' }],
  ];
  it.each(cases)('panel %i maps %j', (id, presets, expected) => {
    const panel = byId(id);
    expect(panel).toBeDefined();
    expect(panel?.filters?.(presets, NOW)).toEqual(expected);
  });

  // A report cell's cut (plugins/report/frame/drill.ts): the instant the range is on, formal members.
  const reportCases: [number, PopupPresetFilters, Record<string, unknown>][] = [
    [1, { timeRange: [1, 2], formal: 1, game: 3 }, { gameId: 3, formal: true, startTime: 1, endTime: 2 }],
    [
      6,
      { timeRange: [1, 2], formal: 1, status: 2, timeOn: 'reviewed' },
      { timeOn: 'reviewed', formal: true, status: 2, startTime: 1, endTime: 2 },
    ],
    [17, { timeRange: [1, 2], status: 2, timeOn: 'reviewed' }, { timeOn: 'reviewed', status: 2, startTime: 1, endTime: 2 }],
    // Paid withdrawals: the payout instant, the paid stage, every status tab.
    [
      7,
      { timeRange: [1, 2], formal: 1, timeOn: 'paid' },
      { timeOn: 'paid', formal: true, stage: 'paid', status: '', startTime: 1, endTime: 2 },
    ],
    // An unknown instant or formal value is ignored (the creation time stays the default).
    [7, { timeRange: [1, 2], timeOn: 'x' as never, formal: 0 }, { startTime: 1, endTime: 2 }],
  ];
  it.each(reportCases)("panel %i maps a report cell's %j", (id, presets, expected) => {
    expect(byId(id)?.filters?.(presets, NOW)).toEqual(expected);
  });

  it('ignores presets a list cannot filter on', () => {
    expect(byId(7)?.filters?.({ game: 3, periodId: 9, parentAgentName: 'ag' }, NOW)).toEqual({});
  });
});

describe('presets a panel cannot apply', () => {
  // Every preset a caller may pass, with values each mapping accepts.
  const EVERY: PopupPresetFilters = {
    game: 3,
    memberId: 9999,
    parentAgentName: 'ag',
    noteStatus: 1,
    incomeType: 'rebate',
    eventType: 'rebate',
    status: 1,
    type: 'online',
    agentId: 5,
    periodId: 9,
    timeRange: 'today',
    timeOn: 'reviewed',
    formal: 1,
  };

  it.each([9, 15, 16])('panel %i refuses a member id: no list of its filters by member', (id) => {
    const panel = byId(id)!;
    const kept = applicablePresets(panel, { memberId: 9999, labels: { memberId: 'deepak (9999)' } });
    expect(kept).toEqual({});
    expect(panel.filters?.(kept, NOW)).toEqual({});
  });

  it('keeps what a panel applies, and the chip labels of those only', () => {
    expect(
      applicablePresets(byId(9)!, { memberId: 9999, agentId: 5, status: 1, type: 'bet', labels: { memberId: 'x', agentId: 'agent5' } }),
    ).toEqual({ agentId: 5, status: 1, type: 'bet', labels: { agentId: 'agent5' } });
    expect(applicablePresets(byId(7)!, EVERY)).toEqual({ memberId: 9999, status: 1, timeRange: 'today', timeOn: 'reviewed', formal: 1 });
    // The batch forms read no preset at all.
    expect(applicablePresets(byId(12)!, EVERY)).toEqual({});
    expect(applicablePresets(byId(13)!, EVERY)).toEqual({});
  });

  // A panel's declaration covers its mapping: a preset it does not declare changes nothing in its list.
  it.each(panels.filter((p) => p.filters).map((p) => [p.id]))('panel %i declares every preset its list filters on', (id) => {
    const panel = byId(id)!;
    expect(panel.filters?.(applicablePresets(panel, EVERY), NOW)).toEqual(panel.filters?.(EVERY, NOW));
  });
});

describe('popup URL', () => {
  it('round-trips the panel and its presets beside the page params', () => {
    const presets: PopupPresetFilters = { memberId: 42, timeRange: [1, 2], status: 1 };
    const search = writePopupParams('?filter=%7B%7D&page=2', { panelId: 7, presets });
    expect(new URLSearchParams(search).get('page')).toBe('2');
    expect(readPopupParams(search)).toEqual({ panelId: 7, presets });
    const closed = writePopupParams(search, null);
    expect(readPopupParams(closed)).toBeNull();
    expect(closed).toBe('?filter=%7B%7D&page=2');
  });

  it('keeps only what has the shape of a preset from a link; the panel keeps what it declares and accepts', () => {
    const link = readPopupParams(
      '?popup=3&popupFilter=%7B%22memberId%22%3A1%2C%22evil%22%3A2%2C%22timeRange%22%3A%22x%22%2C%22deep%22%3A%7B%7D%7D',
    );
    // The host knows no field: a scalar of any name travels, an object does not.
    expect(link).toEqual({ panelId: 3, presets: { memberId: 1, evil: 2, timeRange: 'x' } });
    expect(applicablePresets(byId(3)!, link!.presets)).toEqual({ memberId: 1 });
    expect(readPopupParams('?popup=3&popupFilter=nope')).toEqual({ panelId: 3, presets: {} });
    expect(readPopupParams('?popup=abc')).toBeNull();
    // A name inherited by every object is no panel's field.
    expect(applicablePresets(byId(3)!, cleanPresets({ constructor: 1, toString: 'x', memberId: 2 }))).toEqual({ memberId: 2 });
  });

  it("keeps a report cell's time basis and formal flag only with their known values", () => {
    const presets: PopupPresetFilters = { timeRange: [1, 2], timeOn: 'paid', formal: 1 };
    const read = readPopupParams(writePopupParams('', { panelId: 7, presets }));
    expect(read).toEqual({ panelId: 7, presets });
    expect(applicablePresets(byId(7)!, read!.presets)).toEqual(presets);
    const forged = encodeURIComponent(JSON.stringify({ timeOn: 'drop table', formal: 'yes', timeRange: [1, 'x'] }));
    expect(applicablePresets(byId(7)!, readPopupParams(`?popup=7&popupFilter=${forged}`)!.presets)).toEqual({});
  });

  it('keeps a chip label only for a preset that is there, and only as text', () => {
    const presets: PopupPresetFilters = { periodId: 9, labels: { periodId: '20261127W1M0420' } };
    expect(readPopupParams(writePopupParams('', { panelId: 1, presets }))).toEqual({ panelId: 1, presets });
    const forged = encodeURIComponent(JSON.stringify({ periodId: 9, labels: { periodId: { html: 1 }, memberId: 'x', evil: 'y' } }));
    expect(readPopupParams(`?popup=1&popupFilter=${forged}`)).toEqual({ panelId: 1, presets: { periodId: 9 } });
  });
});

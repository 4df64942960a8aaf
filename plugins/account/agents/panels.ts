import { defined, presetId, presetTimeFilter, type PopupPanel, type PopupPresetFilters, lazyScreen, TIME_RANGE_PRESET } from '../../../src';
import { ACCOUNT_PRESETS as F } from '../popup/fields';
import { menuUrl } from '../../../shared/menuUrl';
import { ACCOUNT_MENU } from '../shared/menuTree';

// The agent lists' panel numbers of spec §2: 9 formal trade, 16 offline agents, 19 agent applications.
declare module '../../../src/popup/types' {
  interface PopupPanelNumbers {
    9: true;
    16: true;
    19: true;
  }
}

const TRADE_KINDS = ['deposit', 'withdrawal', 'bet'] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];

/** The trade tab a `type` preset names ('deposit' | 'withdrawal' | 'bet'), else undefined. */
export function tradeKindPreset(type: PopupPresetFilters['type']): TradeKind | undefined {
  return TRADE_KINDS.find((k) => k === type);
}

/** Panel 9, formal trade by agent: the agent, the order status and the time range (the trade tab, `type`, is the screen's). */
export function tradePresets(p: PopupPresetFilters, now: number): Record<string, unknown> {
  return defined({
    agentId: presetId(p.agentId),
    status: presetId(p.status),
    ...presetTimeFilter(p.timeRange, now, 'createdFrom', 'createdTo'),
  });
}

/** Panel 16, offline agents: the agents under an agent id, by lock status (0 normal, 1 locked). */
export function agentPresets(p: PopupPresetFilters): Record<string, unknown> {
  const status = presetId(p.status);
  return defined({ parentId: presetId(p.agentId), status: status === 0 || status === 1 ? status : undefined });
}

/** Panel 19, agent applications: status 0 pending, 1 approved, 2 rejected (spec: 0 = pending); type online/offline. */
export function applicationPresets(p: PopupPresetFilters): Record<string, unknown> {
  const status = presetId(p.status);
  return defined({
    status: status !== undefined && status <= 2 ? status : undefined,
    agentType: p.type === 'online' || p.type === 'offline' ? p.type : undefined,
  });
}

export const agentPanels: PopupPanel[] = [
  {
    id: 9,
    owner: menuUrl(ACCOUNT_MENU.Account_management.offline_formal_trade.path),
    title: 'account.menu.offline_formal_trade',
    component: lazyScreen(() => import('./DownlineTradesScreen')),
    presets: { agentId: F.agentId, status: F.status, timeRange: TIME_RANGE_PRESET, type: F.type },
    filters: tradePresets,
  },
  {
    id: 16,
    owner: menuUrl(ACCOUNT_MENU.Account_management.shareholder.offline_agent.path),
    title: 'account.menu.offline_agent',
    component: lazyScreen(() => import('./AgentList')),
    presets: { agentId: F.agentId, status: F.status },
    filters: agentPresets,
  },
  {
    id: 19,
    owner: menuUrl(ACCOUNT_MENU.Account_management.shareholder.agent_application.path),
    title: 'account.menu.agent_application',
    component: lazyScreen(() => import('./ApplicationList')),
    presets: { status: F.status, type: F.type },
    filters: applicationPresets,
  },
];

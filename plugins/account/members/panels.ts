import { defined, presetId, presetTimeFilter, type PopupPanel, type PopupPresetFilters, lazyScreen } from '../../../src';

/**
 * Formal and trial members in the popup: a member id becomes the list's `ids` (the member
 * endpoints filter by a set of ids), the parent agent by name or id, status the lock flag
 * (0 normal, 1 locked) and the time range the registration time.
 */
export function memberPresets(p: PopupPresetFilters, now: number): Record<string, unknown> {
  const memberId = presetId(p.memberId);
  const status = presetId(p.status);
  return defined({
    ids: memberId === undefined ? undefined : [memberId],
    agentName: p.parentAgentName,
    agentId: presetId(p.agentId),
    status: status === 0 || status === 1 ? status : undefined,
    ...presetTimeFilter(p.timeRange, now, 'registerStart', 'registerEnd'),
  });
}

const MEMBER_PRESETS = ['memberId', 'parentAgentName', 'agentId', 'status', 'timeRange'] as const;

export const memberPanels: PopupPanel[] = [
  {
    id: 2,
    owner: '/Account_management/vip/formal',
    title: 'account.menu.formal',
    component: lazyScreen(() => import('./MemberList')),
    presets: MEMBER_PRESETS,
    filters: memberPresets,
  },
  {
    id: 4,
    owner: '/Account_management/vip/trialMember',
    title: 'account.menu.trialMember',
    component: lazyScreen(() => import('./TrialMemberList')),
    presets: MEMBER_PRESETS,
    filters: memberPresets,
  },
];

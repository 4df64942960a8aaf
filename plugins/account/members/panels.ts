import { defined, presetId, presetTimeFilter, type PopupPanel, type PopupPresetFilters, lazyScreen, TIME_RANGE_PRESET } from '../../../src';
import { ACCOUNT_PRESETS as F } from '../popup/fields';
import { menuUrl } from '../../../shared/menuUrl';
import { ACCOUNT_MENU } from '../shared/menuTree';

// The member lists' panel numbers of spec §2: 2 formal members, 4 trial members.
declare module '../../../src/popup/types' {
  interface PopupPanelNumbers {
    2: true;
    4: true;
  }
}

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

const MEMBER_PRESETS = {
  memberId: F.memberId,
  parentAgentName: F.parentAgentName,
  agentId: F.agentId,
  status: F.status,
  timeRange: TIME_RANGE_PRESET,
};

export const memberPanels: PopupPanel[] = [
  {
    id: 2,
    owner: menuUrl(ACCOUNT_MENU.Account_management.vip.formal.path),
    title: 'account.menu.formal',
    component: lazyScreen(() => import('./MemberList')),
    presets: MEMBER_PRESETS,
    filters: memberPresets,
  },
  {
    id: 4,
    owner: menuUrl(ACCOUNT_MENU.Account_management.vip.trialMember.path),
    title: 'account.menu.trialMember',
    component: lazyScreen(() => import('./TrialMemberList')),
    presets: MEMBER_PRESETS,
    filters: memberPresets,
  },
];

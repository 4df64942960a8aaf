import { defineActions, useActions, type Action } from '../../dataProvider';

/* Lucky-draw campaigns: what the two campaign screens and the award log send and get back (paise, epoch ms). */

export const PRIZE_KINDS = ['money', 'points', 'ticket', 'none'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];
export const CAMPAIGN_STATUSES = ['draft', 'open', 'closed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const DRAW_OUTCOMES = ['won', 'no_prize', 'out_of_stock'] as const;
export type DrawOutcome = (typeof DRAW_OUTCOMES)[number];
/** member: platform-wide (Member_lottery_management); business: a franchisee's (business_lottery_management). */
export type CampaignKind = 'member' | 'business';

export interface PrizeRecord {
  id: number;
  position: number;
  name: string;
  kind: PrizeKind;
  amount: number;
  ticketId: number | null;
  weight: number;
  stock: number | null;
  stockLeft: number | null;
}

export interface CampaignRecord {
  id: number;
  franchiseeId: number | null;
  franchiseeName: string | null;
  stationId: number | null;
  stationName: string | null;
  name: string;
  description: string;
  startsAt: number;
  endsAt: number;
  minVipLevel: number;
  minDeposit: number;
  dailyLimit: number;
  status: CampaignStatus;
  seedHash: string | null;
  totalWeight: number;
  drawsMade: number;
  openedAt: number | null;
  closedAt: number | null;
  createdAt: number;
  prizes: PrizeRecord[];
}

export interface PrizePayload {
  name: string;
  kind: PrizeKind;
  amount: number;
  ticketId?: number;
  weight: number;
  stock?: number;
}

export interface CampaignPayload {
  id?: number;
  franchiseeId?: number;
  stationId?: number;
  name: string;
  description: string;
  startsAt: number;
  endsAt: number;
  minVipLevel: number;
  minDeposit: number;
  dailyLimit: number;
  prizes: PrizePayload[];
}

export interface CampaignOptions {
  franchisees: { id: number; name: string }[];
  stations: { id: number; name: string; franchiseeId: number }[];
  tickets: { id: number; name: string; franchiseeId: number }[];
}

export interface DrawAnswer {
  drawId: number;
  drawNo: number;
  prizeIndex: number;
  prizeName: string;
  kind: PrizeKind;
  amount: number;
  outcome: DrawOutcome;
}

export interface CampaignActions {
  options: Action<void, CampaignOptions>;
  save: Action<CampaignPayload, { id: number }>;
  open: Action<{ id: number }, { seedHash: string }>;
  close: Action<{ id: number }, { seed: string }>;
  simulate: Action<{ campaignId: number; memberId: number }, DrawAnswer>;
}

const actionsAt = (base: string) =>
  defineActions<CampaignActions>({
    options: { path: `${base}/options` },
    save: { path: `${base}/save` },
    open: { path: `${base}/open` },
    close: { path: `${base}/close` },
    simulate: { path: `${base}/simulate` },
  });

export const memberLotteryActions = actionsAt('chance-member-lottery');
export const businessLotteryActions = actionsAt('chance-business-lottery');
export const CAMPAIGN_RESOURCE: Record<CampaignKind, string> = { member: 'memberLottery', business: 'businessLottery' };

export function useCampaignCalls(kind: CampaignKind) {
  // Both hooks are called every render (rules of hooks); the screen's kind picks one.
  const member = useActions(CAMPAIGN_RESOURCE.member, memberLotteryActions);
  const business = useActions(CAMPAIGN_RESOURCE.business, businessLotteryActions);
  return kind === 'member' ? member : business;
}

export interface LuckyDrawLogRecord {
  id: number;
  campaignId: number;
  campaignName: string;
  franchiseeId: number | null;
  drawNo: number;
  memberId: number;
  username: string;
  prizeIndex: number;
  prizeName: string;
  kind: PrizeKind;
  amount: number;
  outcome: DrawOutcome;
  journalId: number | null;
  pointsLedgerId: number | null;
  ticketSerial: string | null;
  createdAt: number;
}

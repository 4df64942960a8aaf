import { defineActions, useActions, type ContractActions } from '../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../shared/contract';
import type { businessLotteryContracts, luckyDrawContracts, memberLotteryContracts } from './shared/luckyContract';

/* Lucky-draw campaigns: what the two campaign screens and the award log send and get back (paise, epoch ms). */

export const PRIZE_KINDS = ['money', 'points', 'ticket', 'none'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];
export const CAMPAIGN_STATUSES = ['draft', 'open', 'closed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const DRAW_OUTCOMES = ['won', 'no_prize', 'out_of_stock'] as const;
export type DrawOutcome = (typeof DRAW_OUTCOMES)[number];
/** member: platform-wide (Member_lottery_management); business: a franchisee's (business_lottery_management). */
export type CampaignKind = 'member' | 'business';

type Campaign = typeof memberLotteryContracts;

export type CampaignRecord = AnswerOf<Campaign['list']>['list'][number];
export type PrizeRecord = CampaignRecord['prizes'][number];
export type CampaignPayload = PayloadOf<Campaign['save']>;
export type PrizePayload = CampaignPayload['prizes'][number];
export type CampaignOptions = AnswerOf<Campaign['options']>;
export type DrawAnswer = AnswerOf<Campaign['simulate']>;

type CampaignCalls = 'options' | 'save' | 'open' | 'close' | 'simulate';
export type MemberLotteryActions = ContractActions<Pick<Campaign, CampaignCalls>>;
export type BusinessLotteryActions = ContractActions<Pick<typeof businessLotteryContracts, CampaignCalls>>;

export const memberLotteryActions = defineActions<MemberLotteryActions>({
  options: { path: 'chance-member-lottery/options' },
  save: { path: 'chance-member-lottery/save' },
  open: { path: 'chance-member-lottery/open' },
  close: { path: 'chance-member-lottery/close' },
  simulate: { path: 'chance-member-lottery/simulate' },
});
export const businessLotteryActions = defineActions<BusinessLotteryActions>({
  options: { path: 'chance-business-lottery/options' },
  save: { path: 'chance-business-lottery/save' },
  open: { path: 'chance-business-lottery/open' },
  close: { path: 'chance-business-lottery/close' },
  simulate: { path: 'chance-business-lottery/simulate' },
});
export const CAMPAIGN_RESOURCE: Record<CampaignKind, string> = { member: 'memberLottery', business: 'businessLottery' };

export function useCampaignCalls(kind: CampaignKind) {
  // Both hooks are called every render (rules of hooks); the screen's kind picks one.
  const member = useActions(CAMPAIGN_RESOURCE.member, memberLotteryActions);
  const business = useActions(CAMPAIGN_RESOURCE.business, businessLotteryActions);
  return kind === 'member' ? member : business;
}

export type LuckyDrawLogRecord = AnswerOf<typeof luckyDrawContracts.log>['list'][number];

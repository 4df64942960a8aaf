import { defineActions, useActions, type Action } from '../../dataProvider';

/* What the marketing screens send and get back (amounts in paise, times epoch ms). */

export const TICKET_TYPES = ['cash', 'free_bet', 'deposit_bonus', 'rebate_boost'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export interface TicketTexts {
  titleZh: string;
  titleEn: string;
  titleHi: string;
  subtitleZh: string;
  subtitleEn: string;
  subtitleHi: string;
  detailsZh: string;
  detailsEn: string;
  detailsHi: string;
}

export interface TicketRecord extends TicketTexts {
  id: number;
  franchiseeId: number;
  franchiseeName: string;
  name: string;
  type: TicketType;
  gameId: number | null;
  amount: number;
  limitCount: number;
  expiresAt: number | null;
  validDays: number | null;
  status: number;
  createdAt: number;
  issued: number;
}

export type TicketPayload = TicketTexts & {
  id?: number;
  franchiseeId?: number;
  name: string;
  type: TicketType;
  amount: number;
  limitCount: number;
  expiresAt?: number;
  validDays?: number;
};

export interface IssueLogRecord {
  id: number;
  serialNo: string;
  ticketId: number;
  ticketName: string;
  type: TicketType;
  amount: number;
  memberId: number;
  username: string;
  issuedAt: number;
  expiresAt: number | null;
  usedAt: number | null;
  voided: number;
  voidReason: string;
  voidedAt: number | null;
  issuedBy: string | null;
  voidedBy: string | null;
  /** Set when the member won the ticket in a lucky draw. */
  luckyDrawId: number | null;
  campaignName: string | null;
  drawNo: number | null;
}

export interface TicketActions {
  save: Action<TicketPayload, { id: number }>;
  issue: Action<{ ticketId: number; vipLevel?: number; memberIds?: number[] }, { issued: number; skipped: number }>;
  franchisees: Action<void, { id: number; name: string }[]>;
}

export const ticketActions = defineActions<TicketActions>({
  save: { path: 'chance-ticket/save' },
  issue: { path: 'chance-ticket/issue' },
  franchisees: { path: 'chance-ticket/franchisees' },
});

export interface IssueLogActions {
  void: Action<{ id: number; reason: string }>;
}

export const issueLogActions = defineActions<IssueLogActions>({
  void: { path: 'chance-ticket/void' },
});

export const useTicketCalls = () => useActions('ticket', ticketActions);
export const useIssueLogCalls = () => useActions('ticketIssueLog', issueLogActions);

import { defineActions, useActions, type ContractActions } from '../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../shared/contract';
import type { ticketContracts } from './shared/ticketContract';

/* What the marketing screens send and get back (amounts in paise, times epoch ms). */

export const TICKET_TYPES = ['cash', 'free_bet', 'deposit_bonus', 'rebate_boost'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

type Contracts = typeof ticketContracts;

export type TicketRecord = AnswerOf<Contracts['list']>['list'][number];
/** The ticket's texts in the three content languages. */
export type TicketTexts = Pick<
  TicketRecord,
  'titleZh' | 'titleEn' | 'titleHi' | 'subtitleZh' | 'subtitleEn' | 'subtitleHi' | 'detailsZh' | 'detailsEn' | 'detailsHi'
>;
export type TicketPayload = PayloadOf<Contracts['save']>;
export type IssueLogRecord = AnswerOf<Contracts['issueLog']>['list'][number];

export type TicketActions = ContractActions<Pick<Contracts, 'save' | 'issue' | 'franchisees'>>;

export const ticketActions = defineActions<TicketActions>({
  save: { path: 'chance-ticket/save' },
  issue: { path: 'chance-ticket/issue' },
  franchisees: { path: 'chance-ticket/franchisees' },
});

export type IssueLogActions = ContractActions<Pick<Contracts, 'void'>>;

export const issueLogActions = defineActions<IssueLogActions>({
  void: { path: 'chance-ticket/void' },
});

export const useTicketCalls = () => useActions('ticket', ticketActions);
export const useIssueLogCalls = () => useActions('ticketIssueLog', issueLogActions);

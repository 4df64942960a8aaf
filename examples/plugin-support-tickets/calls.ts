import { defineActions, useActions, type ContractActions } from '../../dataProvider';
import type { PayloadOf } from '../../shared/contract';
import type { itemContracts } from './shared/itemContract';

/** What the add/edit dialog sends (the list is the resource's getList). */
export type ItemPayload = PayloadOf<typeof itemContracts.save>;

/** The support_tickets screens' calls besides the list, typed by their contracts. */
export type SupportTicketsActions = ContractActions<Pick<typeof itemContracts, 'save' | 'summary'>>;

export const supportTicketsActions = defineActions<SupportTicketsActions>({
  save: { path: 'chance-support-tickets/save' },
  summary: { path: 'chance-support-tickets/summary' },
});

export const RESOURCE = 'supportTicketsItem';
export const useSupportTicketsCalls = () => useActions(RESOURCE, supportTicketsActions);

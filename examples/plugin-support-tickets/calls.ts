import { defineActions, useActions, type Action } from '../../dataProvider';
import type { ItemStatus, ItemSummary } from './shared/items';

/** What the support_tickets screens send besides the list (the list is the resource's getList). */
export interface ItemPayload {
  id?: number;
  title: string;
  note: string;
  status: ItemStatus;
}

export interface SupportTicketsActions {
  save: Action<ItemPayload, { id: number }>;
  summary: Action<void, ItemSummary>;
}

export const supportTicketsActions = defineActions<SupportTicketsActions>({
  save: { path: 'chance-support-tickets/save' },
  summary: { path: 'chance-support-tickets/summary' },
});

export const RESOURCE = 'supportTicketsItem';
export const useSupportTicketsCalls = () => useActions(RESOURCE, supportTicketsActions);

import type { AnswerOf } from '../../../shared/contract';
import type { itemContracts } from './itemContract';

/* What both tiers know of a support_tickets item: its states and the limits of its fields. */

export const STATUSES = ['open', 'closed'] as const;
export type ItemStatus = (typeof STATUSES)[number];

export const TITLE_MAX = 60;
export const NOTE_MAX = 500;

/** The badge's key: the field of chance_home_page/auditReminder the console reads and the server counts under. */
export const OPEN_COUNT = 'supportTicketsOpen';

/** An item as the list route answers it (times epoch ms). */
export type ItemRecord = AnswerOf<typeof itemContracts.list>['list'][number];

/** The counts the Home card shows. */
export type ItemSummary = AnswerOf<typeof itemContracts.summary>;

import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, listFields, optionalId } from '../../../shared/fields';
import { NOTE_MAX, STATUSES, TITLE_MAX } from './items';

/*
 * The support_tickets calls, declared once for both tiers (issue 41): the server's routes take method,
 * path and request from here and must answer what `answer` says; the console's facade takes its
 * types from here with `import type` (zod stays out of its bundle); /openapi.json lists them.
 */

const item = z.object({
  id: z.number(),
  title: z.string(),
  note: z.string(),
  status: z.enum(STATUSES),
  /** The staff account that added it (null once that account is gone). */
  createdBy: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const itemContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-support-tickets/list',
    summary: 'The support_tickets items, filtered by title and status',
    body: z.object({
      ...listFields(20, ['id', 'updatedAt']),
      title: z.preprocess(blank, z.string().trim().max(100).optional()),
      status: z.preprocess(blank, z.enum(STATUSES).optional()),
    }),
    answer: pageOf(item),
  }),
  save: defineContract({
    method: 'POST',
    path: '/chance-support-tickets/save',
    summary: 'Adds an item, or edits one when id is given',
    body: z.object({
      id: optionalId,
      title: z
        .string({ error: 'support_tickets_title_length' })
        .trim()
        .min(1, { error: 'support_tickets_title_length' })
        .max(TITLE_MAX, { error: 'support_tickets_title_length' }),
      note: z.preprocess((v) => v ?? '', z.string().trim().max(NOTE_MAX, { error: 'support_tickets_note_length' })),
      status: z.enum(STATUSES),
    }),
    answer: z.object({ id: z.number() }),
  }),
  summary: defineContract({
    method: 'POST',
    path: '/chance-support-tickets/summary',
    summary: 'How many items are open and closed (the Home card)',
    answer: z.object({ open: z.number(), closed: z.number() }),
  }),
};

import type { Catalogue } from '../../../server/http/catalogue';

/** The support_tickets plugin's server messages, in both console languages. */
export const supportTicketsMessages = {
  support_tickets_title_length: { en: 'Title: 1 to {max} characters', zh: '标题：1 到 {max} 个字符' },
  support_tickets_note_length: { en: 'Note: at most {max} characters', zh: '备注：最多 {max} 个字符' },
} satisfies Catalogue;

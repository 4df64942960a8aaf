import type { Messages } from '../../src';

/** The support_tickets plugin's texts (in English; the same keys in Chinese beside it). */
const messages: Messages = {
  support_tickets: {
    menu: { support_tickets_management: 'Support Tickets', support_tickets_list: 'All support tickets' },
    add: 'Add',
    edit: 'Edit',
    saved: 'Saved',
    empty: 'No items yet',
    badge: 'Open support tickets',
    form: { titleLength: 'Title: 1 to 60 characters', noteLength: 'Note: at most 500 characters' },
    col: { id: 'ID', title: 'Title', note: 'Note', status: 'State', createdBy: 'Added by', updatedAt: 'Updated', actions: 'Actions' },
    status: { open: 'Open', closed: 'Closed' },
    card: { title: 'Support Tickets', open: '%{count} open', closed: '%{count} closed', error: 'Could not load' },
  },
  resources: { supportTicketsItem: { name: 'Support Tickets' } },
};
export default messages;

import type { Messages } from '../../../src';

/** Texts of message_center › mails and › systemMessage (in English; the same keys in Chinese beside it). */
export const mailTexts: { mail: Messages; systemMessage: Messages } = {
  mail: {
    send: 'Send mail', sendTitle: 'Send a mail to a member', sent: 'Mail sent', view: 'View', empty: 'No mails yet',
    broadcast: {
      open: 'Mail VIP levels', title: 'Send a mail to VIP levels', levels: 'VIP levels', all: 'All members', allHelp: 'On: every member gets it (a franchisee reaches only its own members)',
      levelsRequired: 'Choose at least one VIP level, or all members', confirmTitle: 'Confirm the send', confirm: 'This mail will reach %{count} members. Send it?', nobody: 'No member is on the chosen levels; nothing will be sent.',
      sent: 'Sent to %{count} members',
    },
    source: { system: 'Automatic', staff: 'By staff' },
    read: { 1: 'Read', 0: 'Unread' },
    event: { deposit_credited: 'Deposit credited', deposit_rejected: 'Deposit rejected', withdrawal_paid: 'Withdrawal paid', withdrawal_rejected: 'Withdrawal rejected', vip_promoted: 'VIP promotion' },
    col: {
      id: 'ID', account: 'Member', franchisee: 'Franchisee', source: 'Source', event: 'Event', lang: 'Language', title: 'Title', content: 'Content', createdAt: 'Sent',
      createdFrom: 'Sent from', createdTo: 'Sent to', read: 'Read', sentBy: 'Sent by', actions: 'Actions',
    },
    v: { account: 'Enter the member account', titleLength: 'Title: length 1 to 100', titlePlain: 'Title: plain text only, no HTML tags', content: 'Please enter the content', contentLong: 'Content: at most 10,000 characters' },
  },
  systemMessage: {
    templates: 'Automatic message templates', templatesHelp: 'When these events happen the platform sends the member a mail in their language; an event switched off sends nothing. Only admin can change them.',
    sent: 'Automatic messages sent', edit: 'Edit', editTitle: 'Edit automatic message: %{event}', saved: 'Template saved', adminOnly: 'Templates apply to the whole platform: only admin can change them',
    enabled: 'On (when off, this event sends no message)', on: 'On', off: 'Off', placeholders: 'Placeholders:', titleField: 'Title', bodyField: 'Text',
    previewTitle: 'Member app preview (example values)',
    col: { event: 'Event', state: 'State', title: 'Title', body: 'Text', updated: 'Last changed', actions: 'Actions' },
    v: { required: 'Enter both the title and the text', titleLong: 'Title: at most 100 characters', bodyLong: 'Text: at most 1,000 characters', placeholder: 'Contains a placeholder this event does not fill' },
  },
};

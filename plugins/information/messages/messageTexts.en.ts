import type { Messages } from '../../../src';

/** Texts of the member message screen (in English; the same keys in Chinese beside it), merged under information.message. */
export const messageTexts: Messages = {
  reply: 'Reply', editReply: 'Edit reply', view: 'View', replyTitle: 'Reply to member message', replied: 'Reply sent', close: 'Close', closed: 'Message closed',
  closeTitle: 'Close message', closeConfirm: 'Close the message “%{title}” from %{account}? It takes no more replies once closed.', empty: 'No member messages yet',
  memberWrote: 'The member wrote', yourReply: 'Reply', replyRequired: 'Please enter the reply', noReply: 'No reply', closedNote: 'This message is closed and takes no more replies', readOnly: 'You may not reply to messages',
  category: { deposit: 'Deposit', withdrawal: 'Withdrawal', account: 'Account', game: 'Game', suggestion: 'Suggestion', other: 'Other' },
  status: { pending: 'Awaiting reply', replied: 'Replied', closed: 'Closed' },
  col: {
    id: 'ID', account: 'Member account', vipLevel: 'VIP level', franchisee: 'Franchisee', category: 'Category', title: 'Title', content: 'Message', status: 'State',
    createdAt: 'Written', repliedBy: 'Replied by', repliedAt: 'Replied', closedBy: 'Closed by', actions: 'Actions', createdFrom: 'Written from', createdTo: 'Written to',
  },
};

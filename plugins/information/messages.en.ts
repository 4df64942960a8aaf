import { mergeMessages, type Messages } from '../../src';
import { bannerMessages } from './banners/messages.en';
import { postMessages } from './articles/messages.en';
import { messageTexts } from './messages/messageTexts.en';
import { mailTexts } from './mails/mailTexts.en';

/** The information plugin's texts (in English; the same keys in Chinese beside it). */
export const informationMessages: Messages = {
  ...postMessages,
  message: messageTexts,
  ...mailTexts,
  menu: { Information_management: 'Information', article: 'Articles', articleEdit: 'Edit article', activity: 'Activities', activityEdit: 'Edit activity', message_center: 'Message centre', message: 'Member messages', mails: 'Member mailboxes', systemMessage: 'System messages', notice: 'Notices', notice_management: 'Notice management', notice_mail: 'Member mail', notice_notify: 'Notifications' },
  notice: {
    add: 'Add notice', edit: 'Edit notice', saved: 'Notice saved', preview: 'Preview', previewTitle: 'Member app preview', previewHelp: 'The saved content as the member app shows it',
    turnOn: 'Turn on', turnOff: 'Turn off', turnedOn: 'Notice turned on', turnedOff: 'Notice turned off', delete: 'Delete', deleted: 'Notice deleted',
    deleteTitle: 'Delete notice', deleteConfirm: 'Delete the notice “%{title}”? Members will no longer see it, and it cannot be restored.',
    offTitle: 'Turn notice off', offConfirm: 'Turn off the notice “%{title}”? Members stop seeing it at once.',
    platformWide: 'Whole platform', franchiseeHelp: 'Empty: members of the whole platform', allStations: 'All stations', pinned: 'Pinned', notPinned: '-', noEnd: 'No end', vipFrom: 'VIP %{level} and above', accounts: '%{count} members',
    recipients: 'Recipients', window: 'Valid time (Bombay time)', contentSection: 'Content', enabled: 'On (when off, members do not see it)',
    accountsHelp: 'One member account per line or separated by commas, at most 500', playAtHelp: 'When a marquee or pop-up plays; empty: any time within the valid time', sortHelp: 'Lower numbers play first',
    titleLength: 'Title: length 1 to 100', titlePlain: 'Title: plain text only, no HTML tags', contentRequired: 'Please enter the content',
    startRequired: 'Choose the start time', timeInvalid: 'Choose a valid time', endAfterStart: 'The end must be after the start', vipRequired: 'Choose the lowest VIP level',
    accountsRequired: 'Enter 1 to 500 member accounts', sortInvalid: 'Enter a whole number from 0 to 9999', empty: 'No notices yet',
    type: { marquee: 'Marquee', popup: 'Pop-up', notice: 'Notice board', inbox: 'Mailbox' },
    lang: { en: 'English', hi: 'Hindi', zh: 'Chinese' },
    device: { all: 'All devices', pc: 'PC', h5: 'H5', app: 'App' },
    audience: { all: 'All members', vip: 'By VIP level', members: 'Named accounts' },
    state: { scheduled: 'Scheduled', live: 'Live', expired: 'Expired', off: 'Off' },
    col: {
      id: 'ID', title: 'Title', type: 'Type', lang: 'Content language', device: 'Device', franchisee: 'Franchisee', station: 'Station', recipients: 'Recipients', sort: 'Play order',
      playAt: 'Play time', startAt: 'Start', endAt: 'End', window: 'Valid time', state: 'State', pinned: 'Pinned', createdBy: 'Created by', updatedAt: 'Updated',
      actions: 'Actions', content: 'Content', vipMin: 'Lowest VIP level', accounts: 'Member accounts',
    },
  },
};

/** The plugin's texts in this language, as its manifest loads them. */
const messages: Messages = {
  resources: { article: { name: 'Articles' }, activity: { name: 'Activities' }, memberMessage: { name: 'Member messages' }, memberMail: { name: 'Member mailboxes' }, systemMessage: { name: 'System messages' } },
  information: mergeMessages(informationMessages, bannerMessages),
};
export default messages;

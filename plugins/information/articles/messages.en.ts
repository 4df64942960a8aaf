import type { Messages } from '../../../src';

/**
 * Texts of the article and activity screens (in English; the same keys in Chinese beside it): `post` is what both
 * share, `article` and `activity` what each names differently (merged under information.*).
 */
export const postMessages: Record<'post' | 'article' | 'activity', Messages> = {
  post: {
    preview: 'Preview', previewTitle: 'Member app preview', previewHelp: 'The saved content as the member app shows it', edit: 'Edit', turnOn: 'Turn on', turnOff: 'Turn off',
    delete: 'Delete', platformWide: 'Whole platform', franchiseeHelp: 'Empty: shown to members of the whole platform', noEnd: 'No end', pinned: 'Pinned', notPinned: '-',
    publishWindow: 'Publish time (Bombay time)', startHelp: 'A later time publishes it automatically then', endHelp: 'Empty: no end; it is taken down automatically then',
    enabled: 'On (when off, members do not see it)', sortHelp: 'Lower numbers come first', summaryHelp: 'The short text in the member app\'s list, plain text, at most 200 characters',
    contentSection: 'Content', titleLength: 'Title: length 1 to 100', titlePlain: 'Title: plain text only, no HTML tags', summaryLong: 'Summary: at most 200 characters',
    summaryPlain: 'Summary: plain text only, no HTML tags', contentRequired: 'Please enter the content', startRequired: 'Choose the publish time', timeInvalid: 'Choose a valid time',
    endAfterStart: 'The expiry must be after the publish time', sortInvalid: 'Enter a whole number from 0 to 9999', notFound: 'This item does not exist or was deleted',
    lang: { en: 'English', hi: 'Hindi', zh: 'Chinese' },
    state: { scheduled: 'Scheduled', live: 'Published', expired: 'Expired', off: 'Off' },
    col: {
      id: 'ID', title: 'Title', category: 'Category', lang: 'Content language', franchisee: 'Franchisee', summary: 'Summary', sort: 'Order', startAt: 'Publish time',
      endAt: 'Expiry', window: 'Published', state: 'State', pinned: 'Pinned', createdBy: 'Created by', updatedBy: 'Last edited by', updatedAt: 'Updated', actions: 'Actions',
      startFrom: 'Published from', startTo: 'Published to',
    },
  },
  article: {
    add: 'Add article', editTitle: 'Edit article', saved: 'Article saved', empty: 'No articles yet', turnedOn: 'Article turned on', turnedOff: 'Article turned off',
    deleted: 'Article deleted', deleteTitle: 'Delete article', deleteConfirm: 'Delete the article “%{title}”? Members will no longer see it, and it cannot be restored.',
    offTitle: 'Turn article off', offConfirm: 'Turn off the article “%{title}”? Members stop seeing it at once.',
    category: { news: 'News', guide: 'Guide', help: 'Help', rules: 'Rules' },
  },
  activity: {
    add: 'Add activity', editTitle: 'Edit activity', saved: 'Activity saved', empty: 'No activities yet', turnedOn: 'Activity turned on', turnedOff: 'Activity turned off',
    deleted: 'Activity deleted', deleteTitle: 'Delete activity', deleteConfirm: 'Delete the activity “%{title}”? Members will no longer see it, and it cannot be restored.',
    offTitle: 'Turn activity off', offConfirm: 'Turn off the activity “%{title}”? Members stop seeing it at once.',
    activityTime: 'Activity time (Bombay time)', activityCol: 'Activity time', activityStart: 'Activity starts', activityEnd: 'Activity ends', activityEndHelp: 'Empty: no end date', ongoing: 'Ongoing',
    cover: 'Cover picture', coverHelp: 'The picture on the activity card; 2:1 suits best (e.g. 640×320)', noCover: 'No cover',
    startRequired: 'Choose when the activity starts', endAfterStart: 'The activity must end after it starts',
    category: { deposit: 'Deposit', betting: 'Betting', vip: 'VIP', festival: 'Festival', newcomer: 'New members', other: 'Other' },
  },
};

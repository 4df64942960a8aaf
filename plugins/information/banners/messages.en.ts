import type { Messages } from '../../../src';

/** Banner and start-up ad texts, merged under information.* (menu leaves and information.banners). */
export const bannerMessages: Messages = {
  menu: { banner: 'Banners', startad: 'Start-up ads', bannerEdit: 'Edit banner', startadEdit: 'Edit start-up ad' },
  banners: {
    notFound: 'This item does not exist or was deleted',
    banner: {
      add: 'Add banner', edit: 'Edit banner', saved: 'Banner saved', deleted: 'Banner deleted', empty: 'No banners yet', turnedOn: 'Banner turned on', turnedOff: 'Banner turned off',
      deleteTitle: 'Delete banner', deleteConfirm: 'Delete the banner “%{title}”? Members will no longer see it, and it cannot be restored.',
      offTitle: 'Turn banner off', offConfirm: 'Turn off the banner “%{title}”? Members stop seeing it at once.',
    },
    startad: {
      add: 'Add start-up ad', edit: 'Edit start-up ad', saved: 'Start-up ad saved', deleted: 'Start-up ad deleted', empty: 'No start-up ads yet', turnedOn: 'Start-up ad turned on', turnedOff: 'Start-up ad turned off',
      deleteTitle: 'Delete start-up ad', deleteConfirm: 'Delete the start-up ad “%{title}”? Members will no longer see it, and it cannot be restored.',
      offTitle: 'Turn start-up ad off', offConfirm: 'Turn off the start-up ad “%{title}”? Members stop seeing it at once.',
    },
    preview: 'Preview', previewTitle: 'Member app preview', previewHelp: 'The saved pictures as the member app shows them: a language without pictures shows the English ones',
    previewFallback: 'No %{lang} picture: members see the %{shown} one', previewNoImage: 'No picture to show', previewLink: 'A tap opens: %{link}', previewNoLink: 'A tap opens nothing',
    turnOn: 'Turn on', turnOff: 'Turn off', delete: 'Delete',
    platformWide: 'Whole platform', franchiseeHelp: 'Empty: shown to members of the whole platform', noEnd: 'No end', images: 'Pictures (a PC and a mobile one per language)', window: 'Valid time (Bombay time)',
    enabled: 'On (when off, members do not see it)', sortHelp: 'Lower numbers show first', pcHelp: 'PC: 1920 × 600 suggested', mobileHelp: 'Mobile: 750 × 360 suggested',
    linkHelpInternal: 'An app route, e.g. /activity/12', linkHelpExternal: 'A full address, e.g. https://example.com', noImages: 'No pictures',
    titleLength: 'Title: length 1 to 100', imagesRequired: 'Upload the PC and the mobile picture for at least one language', pairRequired: 'This language needs both its PC and its mobile picture',
    linkInternal: 'Enter an app route starting with /, e.g. /activity/12', linkExternal: 'Enter a full https:// or http:// address',
    sortInvalid: 'Enter a whole number from 0 to 9999', startRequired: 'Choose the start time', timeInvalid: 'Choose a valid time', endAfterStart: 'The end must be after the start',
    lang: { en: 'English', hi: 'Hindi', zh: 'Chinese' },
    device: { pc: 'PC', mobile: 'Mobile' },
    linkType: { none: 'No link', internal: 'In-app link', external: 'External link' },
    state: { scheduled: 'Scheduled', live: 'Live', expired: 'Expired', off: 'Off' },
    col: {
      id: 'ID', title: 'Title', picture: 'Picture', langs: 'Languages', link: 'Link', linkType: 'Link type', franchisee: 'Franchisee', sort: 'Sort', window: 'Valid time',
      startAt: 'Start', endAt: 'End', state: 'State', createdBy: 'Created by', updatedAt: 'Updated', actions: 'Actions',
    },
  },
};

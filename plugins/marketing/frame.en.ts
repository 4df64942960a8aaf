import type { Messages } from '../../src';

/**
 * The marketing plugin's English texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.en.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    ticket: { name: 'Tickets' },
    ticketIssueLog: { name: 'Ticket issue log' },
    luckyDrawLog: { name: 'Lucky-draw log' },
    memberLottery: { name: 'Member lucky draws' },
    businessLottery: { name: 'Business lucky draws' },
  },
  marketing: {
    menu: {
      marketing_management: 'Marketing',
      ticket_management: 'Tickets',
      Addticket_management: 'Add ticket',
      award_volume_issue_log: 'Ticket issue log',
      Member_lottery_management: 'Member lucky draws',
      business_lottery_management: 'Business lucky draws',
    },
  },
};
export default messages;

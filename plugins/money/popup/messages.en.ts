import type { Messages } from '../../../src';

/** The money plugin's popup chips (popup/fields.ts). */
export const popupMessages: Messages = {
  popup: {
    preset: {
      memberId: 'Member ID',
      game: 'Game',
      status: 'Status',
      type: 'Type',
      eventType: 'Event type',
      incomeType: 'Income type',
      timeOn: 'Time of',
      formal: 'Members',
    },
    timeOn: { created: 'creation', reviewed: 'review', paid: 'payout' },
    formalOnly: 'formal only',
  },
};

import type { Messages } from '../../../src';

/** The lottery's popup chips (popup/fields.ts). */
export const popupMessages: Messages = {
  popup: {
    preset: { game: 'Game', memberId: 'Member ID', periodId: 'Period ID', noteStatus: 'Bet status', status: 'Status', formal: 'Members' },
    formalOnly: 'formal only',
  },
};

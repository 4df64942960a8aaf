import type { Messages } from '../../../src';

/** The account plugin's popup chips (popup/fields.ts). */
export const popupMessages: Messages = {
  popup: { preset: { memberId: 'Member ID', parentAgentName: 'Parent agent', agentId: 'Agent ID', status: 'Status', type: 'Type' } },
};

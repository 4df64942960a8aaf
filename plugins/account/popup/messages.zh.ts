import type { Messages } from '../../../src';

/** The account plugin's popup chips (popup/fields.ts). */
export const popupMessages: Messages = {
  popup: { preset: { memberId: '会员ID', parentAgentName: '上级代理', agentId: '代理ID', status: '状态', type: '类型' } },
};

import type { Messages } from '../../../src';

/** The lottery's popup chips (popup/fields.ts). */
export const popupMessages: Messages = {
  popup: {
    preset: { game: '游戏', memberId: '会员ID', periodId: '期号ID', noteStatus: '注单状态', status: '状态', formal: '会员' },
    formalOnly: '仅正式会员',
  },
};

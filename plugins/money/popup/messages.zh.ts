import type { Messages } from '../../../src';

/** The money plugin's popup chips (popup/fields.ts). */
export const popupMessages: Messages = {
  popup: {
    preset: {
      memberId: '会员ID',
      game: '游戏',
      status: '状态',
      type: '类型',
      eventType: '事件类型',
      incomeType: '收入类型',
      timeOn: '时间依据',
      formal: '会员',
    },
    timeOn: { created: '创建时间', reviewed: '审核时间', paid: '出款时间' },
    formalOnly: '仅正式会员',
  },
};

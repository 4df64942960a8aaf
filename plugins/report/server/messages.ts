import type { Catalogue } from '../../../server/http/catalogue';

/** Reports over the daily aggregates. */
export const reportMessages = {
  report_range_invalid: {
    en: 'The date range must run forwards and cover at most {max} days',
    zh: '日期范围必须从早到晚且不超过 {max} 天',
  },
  report_game_with_agent: { en: 'A report per game is not available for an agent line', zh: '代理线报表不支持按游戏查看' },
  report_out_of_scope: { en: 'That agent or franchisee is outside your accounts', zh: '该代理或加盟商不在您的管辖范围内' },
} satisfies Catalogue;

import type { Catalogue } from '../../../server/http/catalogue';
import { articleMessages } from './articleMessages';
import { mailMessages } from './mailMessages';

/** Notices (announcements, pop-ups, marquees, member mail), articles and activities. */
export const informationMessages = {
  notice_title_length: { en: 'title: length 1 to 100', zh: '标题：长度在 1 到 100 个字符' },
  notice_title_plain: { en: 'title: plain text only, no HTML tags', zh: '标题：只能是纯文本，不能包含 HTML 标签' },
  notice_content_required: { en: 'content: please enter the content', zh: '内容：请输入公告内容' },
  notice_content_long: { en: 'content: at most 50,000 characters', zh: '内容：最多 50000 个字符' },
  notice_window: { en: 'valid time: the end must be after the start', zh: '有效时间：结束时间必须晚于开始时间' },
  notice_audience_vip: { en: 'recipients: choose the lowest VIP level', zh: '接收对象：请选择最低 VIP 等级' },
  notice_audience_accounts: { en: 'recipients: enter 1 to 500 member accounts', zh: '接收对象：请填写 1 到 500 个会员账号' },
  notice_account_unknown: { en: 'recipients: no such member account: {names}', zh: '接收对象：会员账号不存在：{names}' },
  notice_station_mismatch: { en: "station: choose a station of the notice's franchisee", zh: '站点：请选择该公告所属加盟商的站点' },
  notice_franchisee_unknown: { en: 'franchisee: no such franchisee', zh: '加盟商：加盟商不存在' },
  ...articleMessages,
  ...mailMessages,
} satisfies Catalogue;

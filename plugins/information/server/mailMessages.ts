import type { Catalogue } from '../../../server/http/catalogue';

/** Members' mailboxes (mails) and the automatic messages (systemMessage). */
export const mailMessages = {
  mail_account_unknown: { en: 'account: no such member account', zh: '会员账号：会员账号不存在' },
  mail_title_length: { en: 'title: length 1 to 100', zh: '标题：长度在 1 到 100 个字符' },
  mail_title_plain: { en: 'title: plain text only, no HTML tags', zh: '标题：只能是纯文本，不能包含 HTML 标签' },
  mail_content_required: { en: 'content: please enter the content', zh: '内容：请输入内容' },
  mail_levels_required: { en: 'VIP levels: choose at least one level, or all members', zh: 'VIP 等级：请至少选择一个等级，或选择全部会员' },
  mail_audience_empty: { en: 'No member is on the chosen levels; nothing was sent', zh: '所选等级没有会员，未发送' },
  mail_content_long: { en: 'content: at most 10,000 characters', zh: '内容：最多 10000 个字符' },
  template_text_required: { en: '{lang}: enter both the title and the text', zh: '{lang}：请填写标题和内容' },
  template_text_long: {
    en: 'text: title at most 100, text at most 1,000 characters',
    zh: '内容：标题最多 100 个字符，内容最多 1000 个字符',
  },
  template_placeholder_unknown: {
    en: 'unknown placeholder {name}; this event fills {known}',
    zh: '未知占位符 {name}；该事件可用：{known}',
  },
} satisfies Catalogue;

import type { Catalogue } from '../../../server/http/catalogue';

/** Articles, activities and members' messages. */
export const articleMessages = {
  post_title_length: { en: 'title: length 1 to 100', zh: '标题：长度在 1 到 100 个字符' },
  post_title_plain: { en: 'title: plain text only, no HTML tags', zh: '标题：只能是纯文本，不能包含 HTML 标签' },
  post_summary_long: { en: 'summary: at most 200 characters', zh: '摘要：最多 200 个字符' },
  post_summary_plain: { en: 'summary: plain text only, no HTML tags', zh: '摘要：只能是纯文本，不能包含 HTML 标签' },
  post_content_required: { en: 'content: please enter the content', zh: '内容：请输入正文' },
  post_content_long: { en: 'content: at most 50,000 characters', zh: '内容：最多 50000 个字符' },
  post_window: { en: 'publish time: the expiry must be after the publish time', zh: '发布时间：下架时间必须晚于发布时间' },
  post_cover_invalid: { en: 'cover: use an image uploaded here', zh: '封面：请使用本系统上传的图片' },
  post_cover_missing: { en: 'cover: {url} is no stored image; upload it again', zh: '封面：{url} 不是已上传的图片，请重新上传' },
  post_cover_activity_only: { en: 'cover: only activities have a cover picture', zh: '封面：只有活动才有封面图片' },
  post_activity_only: { en: 'activity time: only activities have an activity time', zh: '活动时间：只有活动才有活动时间' },
  post_activity_start: { en: 'activity time: choose when the activity starts', zh: '活动时间：请选择活动开始时间' },
  post_activity_window: { en: 'activity time: the end must be after the start', zh: '活动时间：结束时间必须晚于开始时间' },
  post_franchisee_unknown: { en: 'franchisee: no such franchisee', zh: '加盟商：加盟商不存在' },
  message_reply_required: { en: 'reply: please enter the reply', zh: '回复：请输入回复内容' },
  message_reply_long: { en: 'reply: at most 10,000 characters', zh: '回复：最多 10000 个字符' },
  message_closed: { en: 'this message is closed and takes no more replies', zh: '该留言已关闭，不能再回复' },
} satisfies Catalogue;

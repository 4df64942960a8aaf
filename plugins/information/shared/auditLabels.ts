import type { AuditLabels, LabelPair } from '../../../shared/auditLabels';

/**
 * Names of the operation-log codes the information server half writes (mails, notices, articles, activities, banners, member messages, system message templates), zh and en: its server
 * module and its console manifest both carry them; a server test fails on a written code no
 * installed plugin names. The codes stay what the server writes (they are the log's filter values).
 */
const actions: Record<string, LabelPair> = {
  'activity.delete': ['删除活动', 'Delete activity'],
  'activity.save': ['保存活动', 'Save activity'],
  'activity.status': ['上架/下架活动', 'Turn activity on or off'],
  'article.delete': ['删除文章', 'Delete article'],
  'article.save': ['保存文章', 'Save article'],
  'article.status': ['上架/下架文章', 'Turn article on or off'],
  'banner.delete': ['删除轮播图', 'Delete banner'],
  'banner.save': ['保存轮播图', 'Save banner'],
  'banner.status': ['启用/停用轮播图', 'Turn banner on or off'],
  'mail.broadcast': ['按 VIP 等级群发站内信', 'Mail VIP levels'],
  'mail.send': ['发送会员站内信', 'Send member mail'],
  'message.close': ['关闭会员留言', 'Close member message'],
  'message.reply': ['回复会员留言', 'Reply to member message'],
  'notice.delete': ['删除公告', 'Delete notice'],
  'notice.save': ['保存公告', 'Save notice'],
  'notice.status': ['启用/停用公告', 'Turn notice on or off'],
  'startad.delete': ['删除启动广告', 'Delete start-up ad'],
  'startad.save': ['保存启动广告', 'Save start-up ad'],
  'startad.status': ['启用/停用启动广告', 'Turn start-up ad on or off'],
  'systemMessage.save': ['保存系统消息模板', 'Save system message template'],
};

const targets: Record<string, LabelPair> = {
  member_mail: ['会员站内信', 'Member mail'],
  system_message_template: ['系统消息模板', 'System message template'],
  announcement: ['公告', 'Notice'],
  content_post: ['文章/活动', 'Article or activity'],
  member_message: ['会员留言', 'Member message'],
  content_banner: ['轮播图/启动广告', 'Banner or start-up ad'],
};

export const informationAuditLabels: AuditLabels = { actions, targets };

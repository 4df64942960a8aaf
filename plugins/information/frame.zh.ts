import type { Messages } from '../../src';

/**
 * The information plugin's Chinese texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.zh.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    article: { name: '文章' },
    activity: { name: '活动' },
    memberMessage: { name: '会员留言' },
    memberMail: { name: '会员信箱' },
    systemMessage: { name: '系统消息' },
  },
  information: {
    menu: {
      Information_management: '信息管理',
      article: '文章管理',
      articleEdit: '编辑文章',
      activity: '活动管理',
      activityEdit: '编辑活动',
      message_center: '消息中心',
      message: '会员留言',
      mails: '会员信箱',
      systemMessage: '系统消息',
      notice: '公告',
      notice_management: '公告管理',
      notice_mail: '站内信',
      notice_notify: '弹窗通知',
      banner: '轮播图',
      startad: '启动广告',
      bannerEdit: '编辑轮播图',
      startadEdit: '编辑启动广告',
    },
  },
};
export default messages;

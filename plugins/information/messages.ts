import type { Messages } from '../../src';
import { postMessages } from './articles/messages';
import { messageTexts } from './messages/messageTexts';
import { mailTexts } from './mails/mailTexts';

/** The information plugin's texts (zh and en, the same keys). */
export const informationMessages: { zh: Messages; en: Messages } = {
  zh: {
    ...postMessages.zh,
    message: messageTexts.zh,
    ...mailTexts.zh,
    menu: { Information_management: '信息管理', article: '文章管理', articleEdit: '编辑文章', activity: '活动管理', activityEdit: '编辑活动', message_center: '消息中心', message: '会员留言', mails: '会员信箱', systemMessage: '系统消息', notice: '公告', notice_management: '公告管理', notice_mail: '站内信', notice_notify: '弹窗通知' },
    notice: {
      add: '新增公告', edit: '编辑公告', saved: '公告已保存', preview: '预览', previewTitle: '会员端预览', previewHelp: '按会员 App 的样式显示已保存的内容',
      turnOn: '启用', turnOff: '停用', turnedOn: '公告已启用', turnedOff: '公告已停用', delete: '删除', deleted: '公告已删除',
      deleteTitle: '删除公告', deleteConfirm: '确定删除公告「%{title}」吗？删除后会员端不再显示，且不可恢复。',
      offTitle: '停用公告', offConfirm: '确定停用公告「%{title}」吗？会员端将立即不再显示。',
      platformWide: '全平台', franchiseeHelp: '留空则发给全平台会员', allStations: '全部站点', pinned: '置顶', notPinned: '-', noEnd: '长期有效', vipFrom: 'VIP%{level} 及以上', accounts: '%{count} 个会员',
      recipients: '接收对象', window: '有效时间（孟买时间）', contentSection: '公告内容', enabled: '启用（关闭则不向会员展示）',
      accountsHelp: '每行或以逗号分隔一个会员账号，最多 500 个', playAtHelp: '跑马灯 / 弹窗的播放时间，留空则在有效期内随时播放', sortHelp: '数字越小越靠前',
      titleLength: '标题长度在 1 到 100 个字符', titlePlain: '标题只能是纯文本，不能包含 HTML 标签', contentRequired: '请输入公告内容',
      startRequired: '请选择开始时间', timeInvalid: '请选择有效的时间', endAfterStart: '结束时间必须晚于开始时间', vipRequired: '请选择最低 VIP 等级',
      accountsRequired: '请填写 1 到 500 个会员账号', sortInvalid: '请输入 0 到 9999 的整数', empty: '暂无公告',
      type: { marquee: '跑马灯', popup: '弹窗公告', notice: '公告栏', inbox: '站内信' },
      lang: { en: '英语', hi: '印地语', zh: '中文' },
      device: { all: '全部终端', pc: 'PC', h5: 'H5', app: 'APP' },
      audience: { all: '全部会员', vip: '按 VIP 等级', members: '指定会员账号' },
      state: { scheduled: '待发布', live: '生效中', expired: '已过期', off: '已停用' },
      col: {
        id: 'ID', title: '标题', type: '类型', lang: '内容语言', device: '终端', franchisee: '加盟商', station: '站点', recipients: '接收对象', sort: '播放顺序',
        playAt: '播放时间', startAt: '开始时间', endAt: '结束时间', window: '有效时间', state: '状态', pinned: '置顶', createdBy: '创建人', updatedAt: '更新时间',
        actions: '操作', content: '内容', vipMin: '最低 VIP 等级', accounts: '会员账号',
      },
    },
  },
  en: {
    ...postMessages.en,
    message: messageTexts.en,
    ...mailTexts.en,
    menu: { Information_management: 'Information', article: 'Articles', articleEdit: 'Edit article', activity: 'Activities', activityEdit: 'Edit activity', message_center: 'Message centre', message: 'Member messages', mails: 'Member mailboxes', systemMessage: 'System messages', notice: 'Notices', notice_management: 'Notice management', notice_mail: 'Member mail', notice_notify: 'Notifications' },
    notice: {
      add: 'Add notice', edit: 'Edit notice', saved: 'Notice saved', preview: 'Preview', previewTitle: 'Member app preview', previewHelp: 'The saved content as the member app shows it',
      turnOn: 'Turn on', turnOff: 'Turn off', turnedOn: 'Notice turned on', turnedOff: 'Notice turned off', delete: 'Delete', deleted: 'Notice deleted',
      deleteTitle: 'Delete notice', deleteConfirm: 'Delete the notice “%{title}”? Members will no longer see it, and it cannot be restored.',
      offTitle: 'Turn notice off', offConfirm: 'Turn off the notice “%{title}”? Members stop seeing it at once.',
      platformWide: 'Whole platform', franchiseeHelp: 'Empty: members of the whole platform', allStations: 'All stations', pinned: 'Pinned', notPinned: '-', noEnd: 'No end', vipFrom: 'VIP %{level} and above', accounts: '%{count} members',
      recipients: 'Recipients', window: 'Valid time (Bombay time)', contentSection: 'Content', enabled: 'On (when off, members do not see it)',
      accountsHelp: 'One member account per line or separated by commas, at most 500', playAtHelp: 'When a marquee or pop-up plays; empty: any time within the valid time', sortHelp: 'Lower numbers play first',
      titleLength: 'Title: length 1 to 100', titlePlain: 'Title: plain text only, no HTML tags', contentRequired: 'Please enter the content',
      startRequired: 'Choose the start time', timeInvalid: 'Choose a valid time', endAfterStart: 'The end must be after the start', vipRequired: 'Choose the lowest VIP level',
      accountsRequired: 'Enter 1 to 500 member accounts', sortInvalid: 'Enter a whole number from 0 to 9999', empty: 'No notices yet',
      type: { marquee: 'Marquee', popup: 'Pop-up', notice: 'Notice board', inbox: 'Mailbox' },
      lang: { en: 'English', hi: 'Hindi', zh: 'Chinese' },
      device: { all: 'All devices', pc: 'PC', h5: 'H5', app: 'App' },
      audience: { all: 'All members', vip: 'By VIP level', members: 'Named accounts' },
      state: { scheduled: 'Scheduled', live: 'Live', expired: 'Expired', off: 'Off' },
      col: {
        id: 'ID', title: 'Title', type: 'Type', lang: 'Content language', device: 'Device', franchisee: 'Franchisee', station: 'Station', recipients: 'Recipients', sort: 'Play order',
        playAt: 'Play time', startAt: 'Start', endAt: 'End', window: 'Valid time', state: 'State', pinned: 'Pinned', createdBy: 'Created by', updatedAt: 'Updated',
        actions: 'Actions', content: 'Content', vipMin: 'Lowest VIP level', accounts: 'Member accounts',
      },
    },
  },
};

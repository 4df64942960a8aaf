import { mergeMessages, type Messages } from '../../src';
import { bannerMessages } from './banners/messages.zh';
import { postMessages } from './articles/messages.zh';
import { messageTexts } from './messages/messageTexts.zh';
import { mailTexts } from './mails/mailTexts.zh';

/** The information plugin's texts (in Chinese; the same keys in English beside it). */
export const informationMessages: Messages = {
  ...postMessages,
  message: messageTexts,
  ...mailTexts,
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
};

/** The plugin's texts in this language, as its manifest loads them. */
const messages: Messages = {
  resources: { article: { name: '文章' }, activity: { name: '活动' }, memberMessage: { name: '会员留言' }, memberMail: { name: '会员信箱' }, systemMessage: { name: '系统消息' } },
  information: mergeMessages(informationMessages, bannerMessages),
};
export default messages;

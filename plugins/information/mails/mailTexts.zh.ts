import type { Messages } from '../../../src';

/** Texts of message_center › mails and › systemMessage (in Chinese; the same keys in English beside it). */
export const mailTexts: { mail: Messages; systemMessage: Messages } = {
  mail: {
    send: '发送站内信', sendTitle: '给会员发送站内信', sent: '站内信已发送', view: '查看', empty: '暂无站内信',
    broadcast: {
      open: '按 VIP 等级群发', title: '给 VIP 等级的会员发送站内信', levels: 'VIP 等级', all: '全部会员', allHelp: '打开后发给所有会员（加盟商只发给自己的会员）',
      levelsRequired: '请至少选择一个 VIP 等级，或选择全部会员', confirmTitle: '确认群发', confirm: '将发送给 %{count} 名会员，确定发送吗？', nobody: '所选等级没有会员，不会发送。',
      sent: '已发送给 %{count} 名会员',
    },
    source: { system: '系统自动', staff: '人工发送' },
    read: { 1: '已读', 0: '未读' },
    event: { deposit_credited: '充值到账', deposit_rejected: '充值未通过', withdrawal_paid: '提现已出款', withdrawal_rejected: '提现被拒绝', vip_promoted: 'VIP 晋级' },
    col: {
      id: 'ID', account: '会员账号', franchisee: '加盟商', source: '来源', event: '事件', lang: '语言', title: '标题', content: '内容', createdAt: '发送时间',
      createdFrom: '发送开始日期', createdTo: '发送结束日期', read: '阅读状态', sentBy: '发送人', actions: '操作',
    },
    v: { account: '请输入会员账号', titleLength: '标题长度在 1 到 100 个字符', titlePlain: '标题只能是纯文本，不能包含 HTML 标签', content: '请输入内容', contentLong: '内容最多 10000 个字符' },
  },
  systemMessage: {
    templates: '自动消息模板', templatesHelp: '以下事件发生时，平台按会员的语言自动发送站内信；关闭的事件不发送。仅管理员可修改。',
    sent: '已发送的系统消息', edit: '编辑', editTitle: '编辑自动消息：%{event}', saved: '模板已保存', adminOnly: '模板全平台通用，仅管理员可修改',
    enabled: '启用（关闭则该事件不再发送消息）', on: '启用', off: '关闭', placeholders: '可用占位符：', titleField: '标题', bodyField: '内容',
    previewTitle: '会员端预览（示例数据）',
    col: { event: '事件', state: '状态', title: '标题', body: '内容', updated: '最后修改', actions: '操作' },
    v: { required: '请填写标题和内容', titleLong: '标题最多 100 个字符', bodyLong: '内容最多 1000 个字符', placeholder: '含有该事件不支持的占位符' },
  },
};

import type { Messages } from '../../../src';

/** Texts of the member message screen (in Chinese; the same keys in English beside it), merged under information.message. */
export const messageTexts: Messages = {
  reply: '回复', editReply: '修改回复', view: '查看', replyTitle: '回复会员留言', replied: '回复已发送', close: '关闭', closed: '留言已关闭',
  closeTitle: '关闭留言', closeConfirm: '确定关闭会员 %{account} 的留言「%{title}」吗？关闭后不能再回复。', empty: '暂无会员留言',
  memberWrote: '会员留言', yourReply: '回复内容', replyRequired: '请输入回复内容', noReply: '未回复', closedNote: '该留言已关闭，不能再回复', readOnly: '你没有回复留言的权限',
  category: { deposit: '充值', withdrawal: '提现', account: '账户', game: '游戏', suggestion: '建议', other: '其他' },
  status: { pending: '待回复', replied: '已回复', closed: '已关闭' },
  col: {
    id: 'ID', account: '会员账号', vipLevel: 'VIP 等级', franchisee: '加盟商', category: '分类', title: '标题', content: '内容', status: '状态', createdAt: '留言时间',
    repliedBy: '回复人', repliedAt: '回复时间', closedBy: '关闭人', actions: '操作', createdFrom: '留言时间从', createdTo: '留言时间至',
  },
};

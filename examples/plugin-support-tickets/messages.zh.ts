import type { Messages } from '../../src';

/** The support_tickets plugin's texts (in Chinese; the same keys in English beside it). */
const messages: Messages = {
  support_tickets: {
    menu: { support_tickets_management: '客服工单', support_tickets_list: '客服工单列表' },
    add: '新增',
    edit: '编辑',
    saved: '已保存',
    empty: '还没有记录',
    badge: '待处理客服工单',
    form: { titleLength: '标题长度 1 到 60 个字符', noteLength: '备注最多 500 个字符' },
    col: { id: 'ID', title: '标题', note: '备注', status: '状态', createdBy: '创建人', updatedAt: '更新时间', actions: '操作' },
    status: { open: '处理中', closed: '已关闭' },
    card: { title: '客服工单', open: '%{count} 条处理中', closed: '%{count} 条已关闭', error: '加载失败' },
  },
  resources: { supportTicketsItem: { name: '客服工单' } },
};
export default messages;

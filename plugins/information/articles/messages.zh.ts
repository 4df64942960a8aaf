import type { Messages } from '../../../src';

/**
 * Texts of the article and activity screens (in Chinese; the same keys in English beside it): `post` is what both
 * share, `article` and `activity` what each names differently (merged under information.*).
 */
export const postMessages: Record<'post' | 'article' | 'activity', Messages> = {
  post: {
    preview: '预览', previewTitle: '会员端预览', previewHelp: '按会员 App 的样式显示已保存的内容', edit: '编辑', turnOn: '上架', turnOff: '下架', delete: '删除',
    platformWide: '全平台', franchiseeHelp: '留空则对全平台会员展示', noEnd: '长期有效', pinned: '置顶', notPinned: '-',
    publishWindow: '发布时间（孟买时间）', startHelp: '晚于现在则到时自动发布', endHelp: '留空则长期有效；到时自动下架', enabled: '上架（关闭则不向会员展示）',
    sortHelp: '数字越小越靠前', summaryHelp: '会员端列表显示的简介，纯文本，最多 200 个字符', contentSection: '正文',
    titleLength: '标题长度在 1 到 100 个字符', titlePlain: '标题只能是纯文本，不能包含 HTML 标签', summaryLong: '简介最多 200 个字符',
    summaryPlain: '简介只能是纯文本，不能包含 HTML 标签', contentRequired: '请输入正文', startRequired: '请选择发布时间', timeInvalid: '请选择有效的时间',
    endAfterStart: '下架时间必须晚于发布时间', sortInvalid: '请输入 0 到 9999 的整数', notFound: '该内容不存在或已被删除',
    lang: { en: '英语', hi: '印地语', zh: '中文' },
    state: { scheduled: '待发布', live: '已发布', expired: '已过期', off: '已下架' },
    col: {
      id: 'ID', title: '标题', category: '分类', lang: '内容语言', franchisee: '加盟商', summary: '简介', sort: '排序', startAt: '发布时间', endAt: '下架时间',
      window: '发布时间', state: '状态', pinned: '置顶', createdBy: '创建人', updatedBy: '最后修改人', updatedAt: '更新时间', actions: '操作',
      startFrom: '发布时间从', startTo: '发布时间至',
    },
  },
  article: {
    add: '新增文章', editTitle: '编辑文章', saved: '文章已保存', empty: '暂无文章', turnedOn: '文章已上架', turnedOff: '文章已下架', deleted: '文章已删除',
    deleteTitle: '删除文章', deleteConfirm: '确定删除文章「%{title}」吗？删除后会员端不再显示，且不可恢复。',
    offTitle: '下架文章', offConfirm: '确定下架文章「%{title}」吗？会员端将立即不再显示。',
    category: { news: '新闻资讯', guide: '新手指南', help: '帮助中心', rules: '规则说明' },
  },
  activity: {
    add: '新增活动', editTitle: '编辑活动', saved: '活动已保存', empty: '暂无活动', turnedOn: '活动已上架', turnedOff: '活动已下架', deleted: '活动已删除',
    deleteTitle: '删除活动', deleteConfirm: '确定删除活动「%{title}」吗？删除后会员端不再显示，且不可恢复。',
    offTitle: '下架活动', offConfirm: '确定下架活动「%{title}」吗？会员端将立即不再显示。',
    activityTime: '活动时间（孟买时间）', activityCol: '活动时间', activityStart: '活动开始', activityEnd: '活动结束', activityEndHelp: '留空则不设结束时间', ongoing: '长期活动',
    cover: '封面图片', coverHelp: '活动列表卡片上的图片，建议 2:1（如 640×320）', noCover: '无封面',
    startRequired: '请选择活动开始时间', endAfterStart: '活动结束时间必须晚于开始时间',
    category: { deposit: '充值活动', betting: '投注活动', vip: 'VIP 活动', festival: '节日活动', newcomer: '新人活动', other: '其他' },
  },
};

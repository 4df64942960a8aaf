import type { Messages } from '../../../src';

/**
 * Texts of the article and activity screens (zh and en, the same keys): `post` is what both
 * share, `article` and `activity` what each names differently (merged under information.*).
 */
export const postMessages: { zh: Record<'post' | 'article' | 'activity', Messages>; en: Record<'post' | 'article' | 'activity', Messages> } = {
  zh: {
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
  },
  en: {
    post: {
      preview: 'Preview', previewTitle: 'Member app preview', previewHelp: 'The saved content as the member app shows it', edit: 'Edit', turnOn: 'Turn on', turnOff: 'Turn off',
      delete: 'Delete', platformWide: 'Whole platform', franchiseeHelp: 'Empty: shown to members of the whole platform', noEnd: 'No end', pinned: 'Pinned', notPinned: '-',
      publishWindow: 'Publish time (Bombay time)', startHelp: 'A later time publishes it automatically then', endHelp: 'Empty: no end; it is taken down automatically then',
      enabled: 'On (when off, members do not see it)', sortHelp: 'Lower numbers come first', summaryHelp: 'The short text in the member app\'s list, plain text, at most 200 characters',
      contentSection: 'Content', titleLength: 'Title: length 1 to 100', titlePlain: 'Title: plain text only, no HTML tags', summaryLong: 'Summary: at most 200 characters',
      summaryPlain: 'Summary: plain text only, no HTML tags', contentRequired: 'Please enter the content', startRequired: 'Choose the publish time', timeInvalid: 'Choose a valid time',
      endAfterStart: 'The expiry must be after the publish time', sortInvalid: 'Enter a whole number from 0 to 9999', notFound: 'This item does not exist or was deleted',
      lang: { en: 'English', hi: 'Hindi', zh: 'Chinese' },
      state: { scheduled: 'Scheduled', live: 'Published', expired: 'Expired', off: 'Off' },
      col: {
        id: 'ID', title: 'Title', category: 'Category', lang: 'Content language', franchisee: 'Franchisee', summary: 'Summary', sort: 'Order', startAt: 'Publish time',
        endAt: 'Expiry', window: 'Published', state: 'State', pinned: 'Pinned', createdBy: 'Created by', updatedBy: 'Last edited by', updatedAt: 'Updated', actions: 'Actions',
        startFrom: 'Published from', startTo: 'Published to',
      },
    },
    article: {
      add: 'Add article', editTitle: 'Edit article', saved: 'Article saved', empty: 'No articles yet', turnedOn: 'Article turned on', turnedOff: 'Article turned off',
      deleted: 'Article deleted', deleteTitle: 'Delete article', deleteConfirm: 'Delete the article “%{title}”? Members will no longer see it, and it cannot be restored.',
      offTitle: 'Turn article off', offConfirm: 'Turn off the article “%{title}”? Members stop seeing it at once.',
      category: { news: 'News', guide: 'Guide', help: 'Help', rules: 'Rules' },
    },
    activity: {
      add: 'Add activity', editTitle: 'Edit activity', saved: 'Activity saved', empty: 'No activities yet', turnedOn: 'Activity turned on', turnedOff: 'Activity turned off',
      deleted: 'Activity deleted', deleteTitle: 'Delete activity', deleteConfirm: 'Delete the activity “%{title}”? Members will no longer see it, and it cannot be restored.',
      offTitle: 'Turn activity off', offConfirm: 'Turn off the activity “%{title}”? Members stop seeing it at once.',
      activityTime: 'Activity time (Bombay time)', activityCol: 'Activity time', activityStart: 'Activity starts', activityEnd: 'Activity ends', activityEndHelp: 'Empty: no end date', ongoing: 'Ongoing',
      cover: 'Cover picture', coverHelp: 'The picture on the activity card; 2:1 suits best (e.g. 640×320)', noCover: 'No cover',
      startRequired: 'Choose when the activity starts', endAfterStart: 'The activity must end after it starts',
      category: { deposit: 'Deposit', betting: 'Betting', vip: 'VIP', festival: 'Festival', newcomer: 'New members', other: 'Other' },
    },
  },
};

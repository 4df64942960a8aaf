import type { Messages } from '../../../src';

/** Banner and start-up ad texts, merged under information.* (menu leaves and information.banners). */
export const bannerMessages: Messages = {
  menu: { banner: '轮播图', startad: '启动广告', bannerEdit: '编辑轮播图', startadEdit: '编辑启动广告' },
  banners: {
    notFound: '该内容不存在或已被删除',
    banner: {
      add: '新增轮播图', edit: '编辑轮播图', saved: '轮播图已保存', deleted: '轮播图已删除', empty: '暂无轮播图', turnedOn: '轮播图已启用', turnedOff: '轮播图已停用',
      deleteTitle: '删除轮播图', deleteConfirm: '确定删除轮播图「%{title}」吗？会员端将不再显示，且不可恢复。',
      offTitle: '停用轮播图', offConfirm: '确定停用轮播图「%{title}」吗？会员端将立即不再显示。',
    },
    startad: {
      add: '新增启动广告', edit: '编辑启动广告', saved: '启动广告已保存', deleted: '启动广告已删除', empty: '暂无启动广告', turnedOn: '启动广告已启用', turnedOff: '启动广告已停用',
      deleteTitle: '删除启动广告', deleteConfirm: '确定删除启动广告「%{title}」吗？会员端将不再显示，且不可恢复。',
      offTitle: '停用启动广告', offConfirm: '确定停用启动广告「%{title}」吗？会员端将立即不再显示。',
    },
    preview: '预览', previewTitle: '会员端预览', previewHelp: '按会员 App 的样式显示已保存的图片：会员语言没有图片时显示英语图片',
    previewFallback: '%{lang}没有图片，会员看到的是%{shown}图片', previewNoImage: '没有可显示的图片', previewLink: '点击打开：%{link}', previewNoLink: '点击无跳转',
    turnOn: '启用', turnOff: '停用', delete: '删除',
    platformWide: '全平台', franchiseeHelp: '留空则对全平台会员展示', noEnd: '长期有效', images: '图片（每种语言 PC 与手机各一张）', window: '有效时间（孟买时间）',
    enabled: '启用（关闭则不向会员展示）', sortHelp: '数字越小越靠前', pcHelp: 'PC 建议 1920 × 600', mobileHelp: '手机建议 750 × 360',
    linkHelpInternal: '应用内路径，例如 /activity/12', linkHelpExternal: '完整地址，例如 https://example.com', noImages: '无图片',
    titleLength: '标题长度在 1 到 100 个字符', imagesRequired: '请至少为一种语言上传 PC 图片和手机图片', pairRequired: '该语言需同时上传 PC 图片和手机图片',
    linkInternal: '请填写以 / 开头的应用内路径，例如 /activity/12', linkExternal: '请填写完整的 https:// 或 http:// 地址',
    sortInvalid: '请输入 0 到 9999 的整数', startRequired: '请选择开始时间', timeInvalid: '请选择有效的时间', endAfterStart: '结束时间必须晚于开始时间',
    lang: { en: '英语', hi: '印地语', zh: '中文' },
    device: { pc: 'PC', mobile: '手机' },
    linkType: { none: '无链接', internal: '站内链接', external: '外部链接' },
    state: { scheduled: '待发布', live: '生效中', expired: '已过期', off: '已停用' },
    col: {
      id: 'ID', title: '标题', picture: '图片', langs: '语言', link: '链接', linkType: '链接类型', franchisee: '加盟商', sort: '排序', window: '有效时间',
      startAt: '开始时间', endAt: '结束时间', state: '状态', createdBy: '创建人', updatedAt: '更新时间', actions: '操作',
    },
  },
};

import type { Catalogue } from '../../../server/http/catalogue';

/** Banners and start-up ads. */
export const bannerMessages = {
  banner_title_length: { en: 'title: length 1 to 100', zh: '标题：长度在 1 到 100 个字符' },
  banner_images_required: {
    en: 'upload the PC and the mobile image for at least one language',
    zh: '请至少为一种语言上传 PC 图片和手机图片',
  },
  banner_image_pair: { en: 'each language needs both its PC and its mobile image', zh: '每种语言需同时上传 PC 图片和手机图片' },
  banner_image_invalid: { en: 'use an image uploaded here', zh: '请使用本系统上传的图片' },
  banner_image_missing: { en: 'images: {url} is no stored image; upload it again', zh: '图片：{url} 不是已上传的图片，请重新上传' },
  banner_link_internal: { en: 'an app route starting with /, e.g. /activity/12', zh: '请填写以 / 开头的应用内路径，例如 /activity/12' },
  banner_link_external: { en: 'a full https:// or http:// address', zh: '请填写完整的 https:// 或 http:// 地址' },
  banner_window: { en: 'valid time: the end must be after the start', zh: '有效时间：结束时间必须晚于开始时间' },
  banner_franchisee_unknown: { en: 'franchisee: no such franchisee', zh: '加盟商：加盟商不存在' },
} satisfies Catalogue;

import type { Catalogue } from '../http/catalogue';

/** Answers of the system management endpoints. */
export const systemMessages = {
  'system.menu_unknown': { en: 'There is no menu entry {path}', zh: '菜单 {path} 不存在' },
  'system.menu_order_incomplete': {
    en: 'The new order of {path} must list each of its entries exactly once',
    zh: '{path} 的新顺序必须包含该级的每个菜单且各一次',
  },
  'system.menu_keep_shown': {
    en: 'The menu screen and its section cannot be hidden: nobody could show them again',
    zh: '菜单管理及其所在的系统管理不能隐藏，否则无法再恢复显示',
  },
  'system.v.menuPath': { en: 'must be menu titles separated by /', zh: '必须是以 / 分隔的菜单名' },
} satisfies Catalogue;

import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/** menu_setting's rows as the menu is laid out by them (menuSettings.ts): a screen's place and whether it is hidden. */
export const menuSettingRow = defineRowMapping({
  path: column('path').text(),
  sortNum: column('sort_num').int(),
  hidden: column('hidden').bool01(),
});

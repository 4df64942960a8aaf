/** Row types of migration 017 (system management). */
export interface MenuSettingTable {
  /** Titles from the top joined by '/', e.g. 'system_management/Log_management'. */
  path: string;
  /** Position among its siblings, from 0. */
  sort_num: number;
  /** 1: left out of the menuList the console builds its sidebar from. */
  hidden: number;
  updated_at: number;
}

export interface SystemTables {
  menu_setting: MenuSettingTable;
}

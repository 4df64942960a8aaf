import type { Generated } from 'kysely';

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

/** Migration 025: one risk rule per key, JSON value (plugins/system/server/risk/riskSettings.ts). */
export interface RiskSettingTable {
  key: string;
  value: string;
  updated_at: number;
}

/** Migration 025: the site's domains; agent_id binds one to an agent's promotion link. */
export interface SiteDomainTable {
  id: Generated<number>;
  name: string;
  type: 'common' | 'app';
  /** 0 enabled, 1 disabled. */
  status: Generated<number>;
  /** 1: may carry an agent's promotion link. */
  promotion: Generated<number>;
  /** 1: shown to members in the apps' domain list. */
  display: Generated<number>;
  agent_id: number | null;
  /** The agent's promotion link before this domain was bound, restored on unbind. */
  agent_link_before: string | null;
  remark: Generated<string>;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface SystemTables {
  menu_setting: MenuSettingTable;
  risk_setting: RiskSettingTable;
  site_domain: SiteDomainTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends SystemTables {}
}

/** Row type of migration 068_installed_module: a plugin's server module as this database has met it. Times epoch ms UTC. */
export interface InstalledModuleTable {
  /** The module's name (its plugin's). */
  name: string;
  /** JSON: the menu paths (string[][]) last granted to admin roles. */
  menu_json: string;
  installed_at: number;
  /** When its demo rows were written; null on a database that takes no demo rows. */
  seeded_at: number | null;
}

export interface ModuleTables {
  installed_module: InstalledModuleTable;
}

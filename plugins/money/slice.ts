import type { BadgeDef, MenuNode, PopupPanel, ResourceDef } from '../../src';

/**
 * One part of the money plugin (manual access, order audit, payment channels, rebates, Yue Bao…).
 * Each part declares its own menu nodes under money_management and resources; index.ts merges them
 * into the one manifest (and messages.zh.ts / messages.en.ts the parts' texts), so parts grow
 * without touching each other's files.
 */
export interface MoneySlice {
  menu: MenuNode[];
  resources: ResourceDef[];
  popupPanels?: PopupPanel[];
  badges?: BadgeDef[];
}

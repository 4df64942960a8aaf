import type { BadgeDef, PartialMenuDecorations, PopupPanel, ResourceDef } from '../../src';
import type { MONEY_MENU_NODES } from './shared/menuTree';

/** The money_management section's children in the shared tree (shared/menuTree.ts). */
export type MoneySection = (typeof MONEY_MENU_NODES)[0][1];

/**
 * One part of the money plugin (manual access, order audit, payment channels, rebates, Yue Bao…).
 * Each part draws its own nodes of the money_management section (by the shared tree's names) and
 * declares its resources; index.ts merges them into the one manifest (and messages.zh.ts /
 * messages.en.ts the parts' texts), so parts grow without touching each other's files.
 */
export interface MoneySlice {
  menu: PartialMenuDecorations<MoneySection>;
  resources: ResourceDef[];
  popupPanels?: PopupPanel[];
  badges?: BadgeDef[];
}

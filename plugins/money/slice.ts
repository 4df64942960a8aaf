import type { BadgeDef, MenuNode, Messages, PopupPanel, ResourceDef } from '../../src';

/**
 * One part of the money plugin (manual access, order audit, payment channels, rebates, Yue Bao…).
 * Each part declares its own menu nodes under money_management, resources and messages; index.ts
 * merges them into the one manifest, so parts grow without touching each other's files.
 */
export interface MoneySlice {
  menu: MenuNode[];
  resources: ResourceDef[];
  messages: { zh: Messages; en: Messages };
  /** react-admin `resources.<name>.name` of this part's resources, zh and en. */
  resourceNames?: { zh: Messages; en: Messages };
  popupPanels?: PopupPanel[];
  badges?: BadgeDef[];
}

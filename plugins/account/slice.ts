import type { BadgeDef, MenuNode, PopupPanel, ResourceDef } from '../../src';

/**
 * One part of the account plugin (members, agents, staff). Each part declares its own menu
 * nodes under Account_management and resources; index.ts merges them into the one manifest (and
 * messages.zh.ts / messages.en.ts the parts' texts), so the parts grow without touching each
 * other's files.
 */
export interface AccountSlice {
  menu: MenuNode[];
  resources: ResourceDef[];
  popupPanels?: PopupPanel[];
  badges?: BadgeDef[];
}

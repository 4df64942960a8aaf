import type { BadgeDef, PartialMenuDecorations, PopupPanel, ResourceDef } from '../../src';
import type { ACCOUNT_MENU_NODES } from './shared/menuTree';

/** The Account_management section's children in the shared tree (shared/menuTree.ts). */
export type AccountSection = (typeof ACCOUNT_MENU_NODES)[0][1];

/**
 * One part of the account plugin (members, agents, staff). Each part draws its own nodes of the
 * Account_management section (by the shared tree's names) and declares its resources; index.ts
 * merges them into the one manifest (and messages.zh.ts / messages.en.ts the parts' texts), so the
 * parts grow without touching each other's files.
 */
export interface AccountSlice {
  menu: PartialMenuDecorations<AccountSection>;
  resources: ResourceDef[];
  popupPanels?: PopupPanel[];
  badges?: BadgeDef[];
}

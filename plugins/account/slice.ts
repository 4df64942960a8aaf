import type { BadgeDef, MenuNode, Messages, PopupPanel, ResourceDef } from '../../src';

/**
 * One part of the account plugin (members, agents, staff). Each part declares its own menu
 * nodes under Account_management, resources and messages; index.ts merges them into the one
 * manifest, so the three parts can grow without touching each other's files.
 */
export interface AccountSlice {
  menu: MenuNode[];
  resources: ResourceDef[];
  messages: { zh: Messages; en: Messages };
  /**
   * Names of the part's resources that no menu leaf opens (tabs, pickers, dialogs' tables), as
   * react-admin shows them in empty states: `{ resourceName: text }`.
   */
  resourceNames?: { zh: Record<string, string>; en: Record<string, string> };
  popupPanels?: PopupPanel[];
  badges?: BadgeDef[];
}

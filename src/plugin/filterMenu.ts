import type { FlatNode } from '../../authProvider/menuAccess';
import type { MenuNode } from './types';

// The menu access rules are the auth provider's (canAccess applies them too); the host uses them as is.
export { hasRole, filterMenu, flattenMenu, menuTitles } from '../../authProvider/menuAccess';

/** A menu node with the full route path and its ancestors, for routes, breadcrumb and tabs. */
export type FlatMenuNode = FlatNode<MenuNode>;

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { filterMenu, flattenMenu, type FlatMenuNode } from './filterMenu';
import type { PluginRegistry } from './registry';
import type { MenuListEntry, MenuNode, Role } from './types';

/** What authProvider.getPermissions() resolves to. */
export interface HostPermissions {
  role: Role;
  menuList: MenuListEntry[];
}

const RegistryContext = createContext<PluginRegistry | null>(null);

export function RegistryProvider({ registry, children }: { registry: PluginRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function useRegistry(): PluginRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry() needs a <RegistryProvider> above it');
  return registry;
}

/** The role and menuList of the signed-in user; undefined until getPermissions has answered. */
export function useHostPermissions(): HostPermissions | undefined {
  const { permissions } = usePermissions<HostPermissions>();
  return permissions && permissions.role ? permissions : undefined;
}

/** The registry menu cut down to the user's role and server menuList (empty until known). */
export function useVisibleMenu(): MenuNode[] {
  const { menu } = useRegistry();
  const permissions = useHostPermissions();
  return useMemo(() => (permissions ? filterMenu(menu, permissions.role, permissions.menuList) : []), [menu, permissions]);
}

/** Every visible node with its full path and ancestors (hidden nodes included: they are routed). */
export function useVisibleFlatMenu(): FlatMenuNode[] {
  const menu = useVisibleMenu();
  return useMemo(() => flattenMenu(menu), [menu]);
}

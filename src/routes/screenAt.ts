import { flattenMenu } from '../plugin/filterMenu';
import { resolveLocation } from '../plugin/menuRouting';
import type { PluginRegistry } from '../plugin/registry';
import type { ResourceDef, Screen } from '../plugin/types';

/**
 * The screen a pathname renders: a menu leaf's component or resource view, or the view of a bare
 * resource route (/member/12/show). Undefined for section paths and unknown paths.
 */
export function screenAt(registry: Pick<PluginRegistry, 'menu' | 'resources'>, pathname: string): Screen | undefined {
  const match = resolveLocation(pathname, flattenMenu(registry.menu), registry.resources);
  if (!match) return undefined;
  const viewOf = (name: string, action: keyof Pick<ResourceDef, 'list' | 'create' | 'edit' | 'show'>) =>
    registry.resources.find((r) => r.name === name)?.[action];
  if (match.kind === 'resource') return viewOf(match.resource, match.action);
  const screen = match.entry.node.screen;
  if (!screen) return undefined;
  return 'component' in screen ? screen.component : viewOf(screen.resource, screen.view ?? 'list');
}

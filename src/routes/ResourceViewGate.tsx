import { Navigate, useLocation } from 'react-router-dom';
import type { Screen } from '../plugin/types';
import { canReachResource, findResourceLeaf, type ResourceAction } from '../plugin/menuRouting';
import { flattenMenu } from '../plugin/filterMenu';
import { useRegistry, useVisibleFlatMenu } from '../plugin/RegistryContext';
import { StatusPage } from './StatusPage';
import { useMemo } from 'react';

/**
 * Wraps a react-admin resource view (/name, /name/create, /name/:id, /name/:id/show). A resource
 * shown by a menu leaf is open only to users who see that leaf, and its list lives at the leaf's
 * path, so /name (e.g. after saving an edit) goes there, keeping the query.
 */
export function ResourceViewGate({ resource, action, view: View }: { resource: string; action: ResourceAction; view: Screen }) {
  const { menu } = useRegistry();
  const visible = useVisibleFlatMenu();
  const all = useMemo(() => flattenMenu(menu), [menu]);
  const { search } = useLocation();
  if (!canReachResource(resource, all, visible)) return <StatusPage code={401} inLayout />;
  if (action === 'list') {
    const leaf = findResourceLeaf(visible, resource);
    const screen = leaf?.node.screen as { view?: string } | undefined;
    if (leaf && (!screen?.view || screen.view === 'list')) return <Navigate to={`${leaf.path}${search}`} replace />;
  }
  return <View />;
}

import { Navigate } from 'react-router-dom';
import { ResourceContextProvider } from 'react-admin';
import { firstLeaf } from '../plugin/menuRouting';
import { useRegistry, useVisibleFlatMenu } from '../plugin/RegistryContext';
import { StatusPage } from './StatusPage';
import { usePreloadViews } from './usePreloadViews';

/**
 * What a menu path shows. Routes exist for every registry node; visibility is decided here, from
 * the user's role and menuList, so a node the user may not see answers 401 instead of its screen.
 */
export function MenuScreen({ path }: { path: string }) {
  const flat = useVisibleFlatMenu();
  const { resources } = useRegistry();
  const entry = flat.find((f) => f.path === path);
  const screen = entry?.node.screen;
  const resource = screen && 'resource' in screen ? resources.find((r) => r.name === screen.resource) : undefined;
  usePreloadViews(resource);
  if (!entry) return <StatusPage code={401} inLayout />;

  if (!screen) {
    // A bare section path opens its first screen.
    const leaf = firstLeaf(entry, flat);
    return leaf ? <Navigate to={leaf.path} replace /> : <StatusPage code={404} inLayout />;
  }
  if ('component' in screen) {
    const Component = screen.component;
    return <Component />;
  }
  const View = resource?.[screen.view ?? 'list'];
  if (!View) return <StatusPage code={404} inLayout />;
  return (
    <ResourceContextProvider value={screen.resource}>
      <View />
    </ResourceContextProvider>
  );
}

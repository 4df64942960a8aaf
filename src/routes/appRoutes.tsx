import { Children, isValidElement, Suspense, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { CustomRoutes, Resource, type ResourceDefinitions, type ResourceProps } from 'react-admin';
import { useMessagesLoaded } from '../i18n/useMessagesLoaded';
import { flattenMenu } from '../plugin/filterMenu';
import type { PluginRegistry } from '../plugin/registry';
import type { ResourceAction } from '../plugin/menuRouting';
import { AuthRedirectPage } from './AuthRedirectPage';
import { MenuScreen } from './MenuScreen';
import { RedirectPage } from './RedirectPage';
import { ResourceViewGate } from './ResourceViewGate';
import { NotFoundPage, UnauthorizedPage } from './StatusPage';

const VIEWS: ResourceAction[] = ['list', 'create', 'edit', 'show'];

/** A plugin's page outside the layout: it paints once its plugin's texts are in. */
function PublicPage({ page }: { page: PluginRegistry['publicPages'][number] }) {
  const messagesLoaded = useMessagesLoaded();
  return messagesLoaded ? (
    <Suspense fallback={null}>
      <page.component />
    </Suspense>
  ) : null;
}

/**
 * The children of <Admin>: public pages without layout, one route per menu node at its full
 * nested path, and one <Resource> per registry resource (views lazy, one chunk per plugin).
 */
export function appRoutes(registry: PluginRegistry) {
  const menuPaths = flattenMenu(registry.menu).map((f) => f.path);
  return [
    <CustomRoutes noLayout key="public">
      <Route path="/auth-redirect" element={<AuthRedirectPage />} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="/401" element={<UnauthorizedPage />} />
      <Route path="/redirect/*" element={<RedirectPage />} />
      {registry.publicPages.map((page) => (
        <Route key={page.path} path={page.path} element={<PublicPage page={page} />} />
      ))}
    </CustomRoutes>,
    <CustomRoutes key="menu">
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      {registry.shortcuts.map((s) => (
        <Route key={s.path} path={s.path} element={<Navigate to={s.to} replace />} />
      ))}
      {menuPaths.map((path) => (
        <Route key={path} path={path} element={<MenuScreen path={path} />} />
      ))}
    </CustomRoutes>,
    ...registry.resources.map((r) => {
      const views = Object.fromEntries(
        VIEWS.filter((v) => r[v]).map((v) => [v, <ResourceViewGate key={v} resource={r.name} action={v} view={r[v]!} />]),
      );
      return <Resource key={r.name} name={r.name} recordRepresentation={r.recordRepresentation} {...views} />;
    }),
  ];
}

/**
 * The resource definitions react-admin's router registers from `routes`, known before it mounts.
 * It registers them in an effect of its first render, and the new definitions rendered the whole
 * layout and the screen again (after a sign-in and on every cold load); handed over up front, the
 * registration finds them in place and changes nothing.
 */
export function resourceDefinitionsOf(routes: ReactNode): ResourceDefinitions {
  const definitions: ResourceDefinitions = {};
  Children.forEach(routes, (element) => {
    if (isValidElement<ResourceProps>(element) && element.type === Resource) {
      const definition = Resource.registerResource(element.props);
      definitions[definition.name] = definition;
    }
  });
  return definitions;
}

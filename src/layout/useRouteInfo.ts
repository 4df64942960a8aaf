import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { FlatMenuNode } from '../plugin/filterMenu';
import { resolveLocation, type LocationMatch } from '../plugin/menuRouting';
import { useRegistry, useVisibleFlatMenu } from '../plugin/RegistryContext';

export interface Crumb {
  label: string;
  /** Absent for sections and the current page: they are not links. */
  to?: string;
}

type Translate = ReturnType<typeof useTranslate>;

function resourceLabel(match: Extract<LocationMatch, { kind: 'resource' }>, translate: Translate): string {
  return match.leaf
    ? translate(match.leaf.node.title)
    : translate(`resources.${match.resource}.name`, { smart_count: 2, _: match.resource });
}

function actionLabel(match: Extract<LocationMatch, { kind: 'resource' }>, translate: Translate): string | null {
  if (match.action === 'create') return translate('ra.action.create');
  if (match.action === 'edit') return `${translate('ra.action.edit')} #${match.id}`;
  if (match.action === 'show') return `${translate('ra.action.show')} #${match.id}`;
  return null;
}

/** A tab or page title, in the current language. */
export function titleOf(match: LocationMatch, translate: Translate): string {
  if (match.kind === 'menu') return translate(match.entry.node.title);
  const action = actionLabel(match, translate);
  return action ? `${resourceLabel(match, translate)} · ${action}` : resourceLabel(match, translate);
}

/** Home first; sections as plain text; the leaf a link only when an action page sits under it. */
export function crumbsOf(match: LocationMatch | null, home: FlatMenuNode | undefined, translate: Translate): Crumb[] {
  const crumbs: Crumb[] = home ? [{ label: translate(home.node.title), to: home.path }] : [];
  if (!match) return crumbs;
  if (match.kind === 'menu') {
    if (home && match.entry.path === home.path) return [{ label: crumbs[0].label }];
    return [...crumbs, ...match.entry.ancestors.map((a) => ({ label: translate(a.title) })), { label: translate(match.entry.node.title) }];
  }
  const ancestors = match.leaf ? match.leaf.ancestors.map((a) => ({ label: translate(a.title) })) : [];
  const action = actionLabel(match, translate);
  const listTo = match.leaf?.path ?? `/${match.resource}`;
  return [
    ...crumbs,
    ...ancestors,
    action ? { label: resourceLabel(match, translate), to: listTo } : { label: resourceLabel(match, translate) },
    ...(action ? [{ label: action }] : []),
  ];
}

/** Resolves pathnames against the visible menu and the registry's resources. */
export function useRouteResolver() {
  const flat = useVisibleFlatMenu();
  const { resources } = useRegistry();
  const resolve = useCallback((pathname: string) => resolveLocation(pathname, flat, resources), [flat, resources]);
  const home = useMemo(() => flat.find((f) => f.node.affix), [flat]);
  const affixPaths = useMemo(() => flat.filter((f) => f.node.affix).map((f) => f.path), [flat]);
  return { resolve, home, affixPaths, flat };
}

export function useCurrentMatch(): LocationMatch | null {
  const { pathname } = useLocation();
  const { resolve } = useRouteResolver();
  return useMemo(() => resolve(pathname), [resolve, pathname]);
}

/** The sidebar path to highlight: the menu node itself, or the leaf that lists the current resource. */
export function activeMenuPath(match: LocationMatch | null): string | undefined {
  if (!match) return undefined;
  return match.kind === 'menu' ? match.entry.path : match.leaf?.path;
}

import { mergeAuditLabels, type AuditLabels } from '../../shared/auditLabels';
import { flattenMenu } from './filterMenu';
import { createScreenTexts, gatePluginScreens } from './screenTexts';
import type {
  BadgeDef,
  DashboardWidget,
  MenuNode,
  Messages,
  MessagesSource,
  PluginManifest,
  PopupPanel,
  PublicPage,
  ResourceDef,
  Shortcut,
  TopBarItem,
} from './types';

export type MessagesLocale = 'zh' | 'en';

/**
 * A plugin's screen texts (PluginManifest.screenMessages), which load when the first of its screens
 * is wanted rather than at start-up (the registry's; see PluginRegistry.screenTexts).
 */
export interface ScreenTexts {
  /** The plugins whose screen texts were asked for, in any language. */
  wanted(): string[];
  /** One plugin's screen texts in a language, settling once every listener has taken them in. */
  load(plugin: string, locale: MessagesLocale): Promise<Messages>;
  /** `listener` takes in each plugin's screen texts as they arrive; the loader waits for what it returns. */
  listen(
    listener: (plugin: string, locale: MessagesLocale, messages: Messages) => Promise<void> | void,
    locale: () => MessagesLocale,
  ): void;
}

/** Everything the host needs from the installed plugins, merged once at start-up. */
export interface PluginRegistry {
  plugins: PluginManifest[];
  menu: MenuNode[];
  resources: ResourceDef[];
  /**
   * Every plugin's texts in one language, merged (see mergePluginMessages). Loaded once per
   * language and page: the same promise on every call.
   */
  loadMessages(locale: MessagesLocale): Promise<Messages>;
  /**
   * The plugins' screen texts, fetched per plugin when its first screen is wanted. Every screen a
   * plugin with screen texts contributes (menu, resources, panels, pages, widgets, top-bar items)
   * is, in this registry, a lazyScreen that waits for them (src/plugin/screenTexts.ts).
   */
  screenTexts: ScreenTexts;
  dashboardWidgets: DashboardWidget[];
  topBarItems: TopBarItem[];
  popupPanels: PopupPanel[];
  badges: BadgeDef[];
  publicPages: PublicPage[];
  shortcuts: Shortcut[];
  /** Every plugin's names for the operation log's codes, fetched once, when a screen first asks (see useAuditLabels). */
  loadAuditLabels(): Promise<AuditLabels>;
}

/** Paths the host itself mounts outside the layout; a plugin's public page may not take them. */
const HOST_PUBLIC_PATHS = ['/', '/login', '/auth-redirect', '/404', '/401', '/redirect'];

/** Top-level message namespaces of the host (react-admin, formatters, login, layout, react-admin resources). */
export const HOST_NAMESPACES = ['ra', 'format', 'login', 'layout', 'resources'] as const;

/** Merges sibling nodes with the same name (several plugins may add to one section). */
export function mergeMenus(a: MenuNode[], b: MenuNode[]): MenuNode[] {
  const out = a.map((n) => ({ ...n }));
  for (const node of b) {
    const twin = out.find((n) => n.name === node.name);
    if (!twin) {
      out.push(node);
    } else if (twin.children && node.children) {
      twin.children = mergeMenus(twin.children, node.children);
    } else {
      throw new Error(`Menu node "${node.name}" is declared twice and is not a section in both`);
    }
  }
  return out;
}

function isObject(v: unknown): v is Messages {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep merge where `b` wins; for layering one owner's own message parts. */
export function mergeMessages(a: Messages, b: Messages): Messages {
  const out: Messages = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = isObject(prev) && isObject(v) ? mergeMessages(prev, v) : v;
  }
  return out;
}

/**
 * Deep merge of messages from different owners: a key both declare (or a text one declares where
 * the other has a group) throws, naming the key and `where`. Silent overwrites would let one
 * plugin relabel another's menus.
 */
export function mergeDistinctMessages(a: Messages, b: Messages, where: string, prefix = ''): Messages {
  const out: Messages = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const key = `${prefix}${k}`;
    const prev = out[k];
    if (prev === undefined) out[k] = v;
    else if (isObject(prev) && isObject(v)) out[k] = mergeDistinctMessages(prev, v, where, `${key}.`);
    else throw new Error(`${where}: message "${key}" is already declared`);
  }
  return out;
}

/** A plugin's messages live under its own name, or under `resources.<one of its resources>`. */
export function ownershipProblems(plugin: PluginManifest, messages: Partial<Record<MessagesLocale, Messages>>): string[] {
  const own = new Set((plugin.resources ?? []).map((r) => r.name));
  const problems: string[] = [];
  for (const locale of ['zh', 'en'] as const) {
    for (const [top, value] of Object.entries(messages[locale] ?? {})) {
      if (top === plugin.name) continue;
      if (top === 'resources' && isObject(value)) {
        for (const resource of Object.keys(value)) {
          if (!own.has(resource))
            problems.push(`${plugin.name}: ${locale} message "resources.${resource}" is for a resource the plugin does not declare`);
        }
        continue;
      }
      problems.push(`${plugin.name}: ${locale} message "${top}" is outside the plugin's namespace "${plugin.name}"`);
    }
  }
  return problems;
}

/**
 * What a plugin's screen texts may not hold: the frame reads `resources.<name>.name` (breadcrumb,
 * tags) and `<plugin>.menu.*` before any screen of the plugin, so those are frame texts.
 */
export function menuTitleProblems(plugin: PluginManifest, locale: MessagesLocale, messages: Messages): string[] {
  const problems: string[] = [];
  const resources = messages.resources;
  if (isObject(resources)) {
    for (const [name, value] of Object.entries(resources)) {
      if (isObject(value) && value.name !== undefined)
        problems.push(`${plugin.name}: ${locale} screen message "resources.${name}.name" is read by the frame: it belongs in messages`);
    }
  }
  const own = messages[plugin.name];
  if (isObject(own) && own.menu !== undefined)
    problems.push(`${plugin.name}: ${locale} screen messages hold "${plugin.name}.menu", which the frame reads: it belongs in messages`);
  return problems;
}

export function createRegistry(plugins: PluginManifest[]): PluginRegistry {
  const names = new Set<string>();
  const resourceNames = new Set<string>();
  const badgeKeys = new Set<string>();
  const registry: PluginRegistry = {
    plugins,
    menu: [],
    resources: [],
    loadMessages: () => Promise.resolve({}),
    screenTexts: { wanted: () => [], load: () => Promise.resolve({}), listen: () => undefined },
    dashboardWidgets: [],
    topBarItems: [],
    popupPanels: [],
    badges: [],
    publicPages: [],
    shortcuts: [],
    loadAuditLabels: () => Promise.resolve({ actions: {}, targets: {} }),
  };
  const screenTexts = createScreenTexts(plugins, resolveMessages, (p, locale, messages) => {
    const problems = [...ownershipProblems(p, { [locale]: messages }), ...menuTitleProblems(p, locale, messages)];
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });
  registry.screenTexts = screenTexts.texts;
  for (const p of plugins.map((plugin) => gatePluginScreens(plugin, screenTexts.gate))) {
    if (names.has(p.name)) throw new Error(`Plugin "${p.name}" is installed twice`);
    if ((HOST_NAMESPACES as readonly string[]).includes(p.name)) throw new Error(`Plugin name "${p.name}" is a host message namespace`);
    names.add(p.name);
    registry.menu = mergeMenus(registry.menu, p.menu);
    for (const r of p.resources ?? []) {
      if (resourceNames.has(r.name)) throw new Error(`Resource "${r.name}" is declared by two plugins`);
      resourceNames.add(r.name);
      registry.resources.push(r);
    }
    for (const b of p.badges ?? []) {
      if (badgeKeys.has(b.key)) throw new Error(`Badge "${b.key}" is declared by two plugins`);
      badgeKeys.add(b.key);
      registry.badges.push(b);
    }
    registry.dashboardWidgets.push(...(p.dashboardWidgets ?? []));
    registry.topBarItems.push(...(p.topBarItems ?? []));
    registry.popupPanels.push(...(p.popupPanels ?? []));
    for (const page of p.publicPages ?? []) {
      const taken = HOST_PUBLIC_PATHS.includes(page.path) || registry.publicPages.some((q) => q.path === page.path);
      if (!page.path.startsWith('/') || taken)
        throw new Error(`Public page "${page.path}" of plugin ${p.name} is not a free path from the root`);
      registry.publicPages.push(page);
    }
  }
  // Checked once every plugin's menu is merged: a shortcut may open a section another plugin fills.
  const menuPaths = new Set(flattenMenu(registry.menu).map((f) => f.path));
  for (const p of plugins) {
    for (const s of p.shortcuts ?? []) {
      const taken =
        HOST_PUBLIC_PATHS.includes(s.path) ||
        menuPaths.has(s.path) ||
        registry.publicPages.some((q) => q.path === s.path) ||
        registry.shortcuts.some((q) => q.path === s.path);
      if (!/^\/[^/]+$/.test(s.path) || taken) throw new Error(`Shortcut "${s.path}" of plugin ${p.name} is not a free one-segment path`);
      if (!menuPaths.has(s.to)) throw new Error(`Shortcut "${s.path}" of plugin ${p.name} opens "${s.to}", which is not a menu path`);
      registry.shortcuts.push(s);
    }
  }
  const loading: Partial<Record<MessagesLocale, Promise<Messages>>> = {};
  registry.loadMessages = (locale) => {
    loading[locale] ??= loadPluginMessages(plugins, registry.menu, locale);
    return loading[locale];
  };
  let auditLabels: Promise<AuditLabels> | undefined;
  registry.loadAuditLabels = () => {
    auditLabels ??= Promise.all(
      plugins.filter((p) => p.auditLabels).map(async (p) => ({ owner: `plugin ${p.name}`, labels: await p.auditLabels!() })),
    ).then(mergeAuditLabels);
    return auditLabels;
  };
  const byOrder = (x: { order?: number }, y: { order?: number }) => (x.order ?? 0) - (y.order ?? 0);
  registry.dashboardWidgets.sort(byOrder);
  registry.topBarItems.sort(byOrder);
  return registry;
}

/** The texts of a plugin's source: fetched through its loader, or as they are when inline. */
export async function resolveMessages(source: MessagesSource): Promise<Messages> {
  return typeof source === 'function' ? (await source()).default : source;
}

/**
 * One language's texts of every plugin, merged: each plugin's within its own namespaces, no key
 * declared by two plugins (either throws, naming the key), and a resource a menu leaf opens named
 * by that leaf's title unless its plugin names it. `loaded` holds each plugin's texts, in order.
 */
export function mergePluginMessages(plugins: PluginManifest[], menu: MenuNode[], locale: MessagesLocale, loaded: Messages[]): Messages {
  let merged: Messages = {};
  plugins.forEach((p, i) => {
    const ownership = ownershipProblems(p, { [locale]: loaded[i] });
    if (ownership.length > 0) throw new Error(ownership.join('\n'));
    merged = mergeDistinctMessages(merged, loaded[i], `plugin ${p.name} (${locale})`);
  });
  return withResourceNames(menu, merged);
}

/** Every plugin's loader for the language at once (one chunk per language in the build), then merged. */
async function loadPluginMessages(plugins: PluginManifest[], menu: MenuNode[], locale: MessagesLocale): Promise<Messages> {
  const loaded = await Promise.all(plugins.map((p) => resolveMessages(p.messages[locale])));
  return mergePluginMessages(plugins, menu, locale, loaded);
}

function messageAt(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * react-admin names a resource in titles and empty states ("No %{name} found") from
 * `resources.<name>.name`; without it the user reads the internal name ("Memberregdiscounts").
 * A resource a menu leaf opens is named by that leaf's title unless its plugin names it itself.
 */
function withResourceNames(menu: MenuNode[], messages: Messages): Messages {
  const derived: Record<string, Messages> = {};
  const visit = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.children) visit(node.children);
      const resource = node.screen && 'resource' in node.screen ? node.screen.resource : undefined;
      if (!resource || derived[resource] || messageAt(messages, `resources.${resource}.name`)) continue;
      const title = messageAt(messages, node.title);
      if (title) derived[resource] = { name: title };
    }
  };
  visit(menu);
  return Object.keys(derived).length === 0 ? messages : mergeMessages(messages, { resources: derived });
}

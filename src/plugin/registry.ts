import type { DashboardWidget, MenuNode, Messages, PluginManifest, PopupPanel, ResourceDef, TopBarItem } from './types';

/** Everything the host needs from the installed plugins, merged once at start-up. */
export interface PluginRegistry {
  plugins: PluginManifest[];
  menu: MenuNode[];
  resources: ResourceDef[];
  messages: { zh: Messages; en: Messages };
  dashboardWidgets: DashboardWidget[];
  topBarItems: TopBarItem[];
  popupPanels: PopupPanel[];
}

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

export function mergeMessages(a: Messages, b: Messages): Messages {
  const out: Messages = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = isObject(prev) && isObject(v) ? mergeMessages(prev, v) : v;
  }
  return out;
}

export function createRegistry(plugins: PluginManifest[]): PluginRegistry {
  const names = new Set<string>();
  const resourceNames = new Set<string>();
  const registry: PluginRegistry = {
    plugins,
    menu: [],
    resources: [],
    messages: { zh: {}, en: {} },
    dashboardWidgets: [],
    topBarItems: [],
    popupPanels: [],
  };
  for (const p of plugins) {
    if (names.has(p.name)) throw new Error(`Plugin "${p.name}" is installed twice`);
    names.add(p.name);
    registry.menu = mergeMenus(registry.menu, p.menu);
    for (const r of p.resources ?? []) {
      if (resourceNames.has(r.name)) throw new Error(`Resource "${r.name}" is declared by two plugins`);
      resourceNames.add(r.name);
      registry.resources.push(r);
    }
    registry.messages.zh = mergeMessages(registry.messages.zh, p.messages.zh);
    registry.messages.en = mergeMessages(registry.messages.en, p.messages.en);
    registry.dashboardWidgets.push(...(p.dashboardWidgets ?? []));
    registry.topBarItems.push(...(p.topBarItems ?? []));
    registry.popupPanels.push(...(p.popupPanels ?? []));
  }
  const byOrder = (x: { order?: number }, y: { order?: number }) => (x.order ?? 0) - (y.order ?? 0);
  registry.dashboardWidgets.sort(byOrder);
  registry.topBarItems.sort(byOrder);
  return registry;
}

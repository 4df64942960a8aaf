import { panelOwnerProblems } from '../popup/access';
import { isLazyScreen } from '../routes/lazyScreen';
import { menuTitleProblems, ownershipProblems, resolveMessages, type PluginRegistry } from './registry';
import type { MenuNode, Messages, PluginManifest } from './types';

const VIEWS = ['list', 'edit', 'create', 'show'] as const;

/** Dotted paths of every string in a message tree. */
export function messageKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : messageKeys(v, `${prefix}${k}.`)));
}

export function hasMessage(messages: Messages, key: string): boolean {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = node[part];
  }
  return typeof node === 'string';
}

function walk(nodes: MenuNode[], base: string, visit: (node: MenuNode, path: string) => void) {
  for (const node of nodes) {
    const path = `${base}/${node.name}`;
    visit(node, path);
    if (node.children) walk(node.children, path, visit);
  }
}

/**
 * The plugin contract: messages and screen messages (both languages loaded) under the plugin's own
 * name; the same zh and en keys; no key in both, and none the frame reads among the screen messages; every menu leaf names a screen; a resource screen points to a resource of the same
 * plugin that has that view; resource views are lazyScreen, so each loads apart from the entry and
 * can be fetched ahead of its route (issue 19).
 * Returns the problems found.
 */
export async function checkPlugin(plugin: PluginManifest): Promise<string[]> {
  const messages = { zh: await resolveMessages(plugin.messages.zh), en: await resolveMessages(plugin.messages.en) };
  const problems: string[] = ownershipProblems(plugin, messages);
  const sameKeys = (zhMessages: Messages, enMessages: Messages, what: string) => {
    const zh = new Set(messageKeys(zhMessages));
    const en = new Set(messageKeys(enMessages));
    for (const k of zh) if (!en.has(k)) problems.push(`${plugin.name}: ${what} "${k}" is in zh but not in en`);
    for (const k of en) if (!zh.has(k)) problems.push(`${plugin.name}: ${what} "${k}" is in en but not in zh`);
  };
  sameKeys(messages.zh, messages.en, 'message');
  if (plugin.screenMessages) {
    const screens = { zh: await resolveMessages(plugin.screenMessages.zh), en: await resolveMessages(plugin.screenMessages.en) };
    problems.push(...ownershipProblems(plugin, screens));
    sameKeys(screens.zh, screens.en, 'screen message');
    for (const locale of ['zh', 'en'] as const) {
      problems.push(...menuTitleProblems(plugin, locale, screens[locale]));
      const frame = new Set(messageKeys(messages[locale]));
      for (const k of messageKeys(screens[locale]))
        if (frame.has(k)) problems.push(`${plugin.name}: ${locale} message "${k}" is in both its messages and its screen messages`);
    }
  }

  const resources = new Map((plugin.resources ?? []).map((r) => [r.name, r]));
  walk(plugin.menu, '', (node, path) => {
    if (node.children && node.children.length > 0) {
      if (node.screen) problems.push(`${plugin.name}: section ${path} also names a screen`);
      return;
    }
    if (!node.screen) {
      problems.push(`${plugin.name}: menu leaf ${path} has no screen`);
      return;
    }
    if ('resource' in node.screen) {
      const resource = resources.get(node.screen.resource);
      const view = node.screen.view ?? 'list';
      if (!resource)
        problems.push(`${plugin.name}: menu leaf ${path} shows resource "${node.screen.resource}", which the plugin does not declare`);
      else if (!resource[view])
        problems.push(`${plugin.name}: menu leaf ${path} shows the ${view} of "${resource.name}", which has no ${view} view`);
    } else if (!node.screen.component) {
      problems.push(`${plugin.name}: menu leaf ${path} has an empty component`);
    }
  });

  const leaves = new Set<string>();
  walk(plugin.menu, '', (node, path) => {
    if (node.screen) leaves.add(path);
  });
  for (const b of plugin.badges ?? []) {
    if (!leaves.has(b.to)) problems.push(`${plugin.name}: badge "${b.key}" opens ${b.to}, which is not a screen of the plugin's menu`);
  }

  for (const r of plugin.resources ?? []) {
    for (const v of VIEWS) {
      if (r[v] !== undefined && !isLazyScreen(r[v]))
        problems.push(`${plugin.name}: resource "${r.name}" ${v} view is not a lazyScreen(() => import(…))`);
    }
  }
  return problems;
}

/**
 * Across plugins: every menu, popup and badge title has a zh and an en message, and every
 * resource with a page a name (its own `resources.<name>.name`, or the title of the menu leaf
 * that opens it).
 */
export async function checkRegistry(registry: PluginRegistry): Promise<string[]> {
  const problems = (await Promise.all(registry.plugins.map(checkPlugin))).flat();
  // Both languages as the console merges them (the merge throws on a stray or twice-declared key).
  let messages: { zh: Messages; en: Messages };
  try {
    messages = { zh: await registry.loadMessages('zh'), en: await registry.loadMessages('en') };
  } catch (error) {
    return [...problems, (error as Error).message];
  }
  const titles: [string, string][] = [];
  walk(registry.menu, '', (node, path) => titles.push([node.title, `menu ${path}`]));
  registry.popupPanels.forEach((p) => titles.push([p.title, `popup panel ${p.id}`]));
  const menuPaths = new Set<string>();
  walk(registry.menu, '', (_node, path) => menuPaths.add(path));
  problems.push(...panelOwnerProblems(registry.popupPanels, menuPaths));
  registry.badges.forEach((b) => titles.push([b.title, `badge ${b.key}`]));
  for (const [key, where] of titles) {
    for (const locale of ['zh', 'en'] as const) {
      if (!hasMessage(messages[locale], key)) problems.push(`${where}: title "${key}" has no ${locale} message`);
    }
  }
  // Only a resource with a page names itself to the user (page titles, "No %{name} yet").
  for (const r of registry.resources.filter((res) => VIEWS.some((v) => res[v] !== undefined))) {
    for (const locale of ['zh', 'en'] as const) {
      if (!hasMessage(messages[locale], `resources.${r.name}.name`))
        problems.push(`resource "${r.name}" has no ${locale} name (resources.${r.name}.name, or a menu leaf that opens it)`);
    }
  }
  return problems;
}

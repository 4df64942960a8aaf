import { isLazyScreen, lazyScreen } from '../routes/lazyScreen';
import type { MessagesLocale, ScreenTexts } from './registry';
import type { MenuNode, Messages, PluginManifest, Screen } from './types';

type Resolve = (source: NonNullable<PluginManifest['screenMessages']>['zh']) => Promise<Messages>;
type Listener = Parameters<ScreenTexts['listen']>[0];

/**
 * The plugins' screen texts (PluginManifest.screenMessages), each plugin's fetched once per
 * language when the first of its screens is wanted (rendered or prefetched), and handed to the
 * listener (the i18nProvider) before the screen that asked renders. `check` refuses texts outside
 * the plugin's namespaces (it throws, naming them).
 */
export function createScreenTexts(
  plugins: PluginManifest[],
  resolve: Resolve,
  check: (plugin: PluginManifest, locale: MessagesLocale, messages: Messages) => void,
) {
  const wanted = new Set<string>();
  const loading = new Map<string, Promise<Messages>>();
  let listener: Listener | undefined;
  let current: () => MessagesLocale = () => 'zh';
  const texts: ScreenTexts = {
    wanted: () => [...wanted],
    load(name, locale) {
      const plugin = plugins.find((p) => p.name === name);
      if (!plugin?.screenMessages) return Promise.resolve({});
      wanted.add(name);
      const key = `${name}:${locale}`;
      let pending = loading.get(key);
      if (!pending) {
        pending = resolve(plugin.screenMessages[locale]).then(async (messages) => {
          check(plugin, locale, messages);
          await listener?.(name, locale, messages);
          return messages;
        });
        // A chunk that failed (offline for a moment) is asked for again next time.
        pending.catch(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    },
    listen(next, locale) {
      listener = next;
      current = locale;
    },
  };
  /** A plugin's screen, waiting (with its chunk, or on its own) for the plugin's texts in the language on screen. */
  const gate = (plugin: string, screen: Screen): Screen => {
    const inner = screen;
    return lazyScreen(() =>
      Promise.all([isLazyScreen(inner) ? inner.preload() : undefined, texts.load(plugin, current())]).then(() => ({ default: inner })),
    );
  };
  return { texts, gate };
}

/** `plugin` with every screen it contributes (menu, resource views, panels, pages, widgets, top-bar items) gated on its screen texts. */
export function gatePluginScreens(plugin: PluginManifest, gate: (plugin: string, screen: Screen) => Screen): PluginManifest {
  if (!plugin.screenMessages) return plugin;
  const wrap = (screen: Screen) => gate(plugin.name, screen);
  const menu = (nodes: MenuNode[]): MenuNode[] =>
    nodes.map((node) => ({
      ...node,
      ...(node.children ? { children: menu(node.children) } : {}),
      ...(node.screen && 'component' in node.screen ? { screen: { ...node.screen, component: wrap(node.screen.component) } } : {}),
    }));
  const withComponent = <T extends { component: Screen }>(items: T[] | undefined) =>
    items?.map((item) => ({ ...item, component: wrap(item.component) }));
  return {
    ...plugin,
    menu: menu(plugin.menu),
    resources: plugin.resources?.map((r) => ({
      ...r,
      ...Object.fromEntries((['list', 'create', 'edit', 'show'] as const).filter((v) => r[v]).map((v) => [v, wrap(r[v]!)])),
    })),
    popupPanels: withComponent(plugin.popupPanels),
    publicPages: withComponent(plugin.publicPages),
    dashboardWidgets: withComponent(plugin.dashboardWidgets),
    topBarItems: withComponent(plugin.topBarItems),
  };
}

import type { ComponentType, LazyExoticComponent } from 'react';
import type { AuditLabels } from '../../shared/auditLabels';
import type { QueryClient } from '@tanstack/react-query';
import type { MenuListEntry, Role } from '../../authProvider/types';
import type { ChanceDataProvider } from '../../dataProvider/chanceDataProvider';
import type { ActionSpec, ResourceCalls, ResourceEndpoints } from '../../dataProvider/types';
import type { PanelPresets, PopupPanelId, PresetFilterMap } from '../popup/types';

export type { ActionSpec, MenuListEntry, ResourceEndpoints, Role };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Screen = ComponentType<any> | LazyExoticComponent<ComponentType<any>>;

/** What a screen's prefetch gets: the app's query cache and data provider. */
export interface PrefetchContext {
  queryClient: QueryClient;
  dataProvider: ChanceDataProvider;
}

/**
 * Starts a custom screen's first requests before it renders (a cold load of its URL, a sign-in
 * landing on it), into the query cache under the keys the screen asks for. Lists need none: the
 * console primes them itself.
 */
export type ScreenPrefetch = (context: PrefetchContext) => void;

/** What a leaf menu node shows: a resource view of this plugin, or a custom component. */
export type ScreenRef = { resource: string; view?: 'list' | 'create' } | { component: Screen; prefetch?: ScreenPrefetch };

/**
 * One node of the menu tree. The same node drives sidebar, route, breadcrumb and tags view.
 * `name` is the route segment and also the title the server's menuList uses for this node
 * (spec route names: 'Account_management', 'vip', 'formal', …). Matching against menuList is
 * hierarchical, so the same name may appear under two parents.
 */
export interface MenuNode {
  name: string;
  /** i18n key of the label (sidebar, breadcrumb, tab). */
  title: string;
  icon?: ComponentType;
  /** Roles allowed; absent = every role. Admin keeps every node (as in vue-element-admin). */
  roles?: Role[];
  /** Pinned tab that cannot be closed (Home). */
  affix?: boolean;
  /** Routed but not shown in the sidebar (edit pages, details). */
  hidden?: boolean;
  /** Leaf nodes name their screen; nodes with children are sections. */
  screen?: ScreenRef;
  children?: MenuNode[];
}

/** A react-admin resource of a plugin: its calls (see dataProvider/types.ts) and its views. */
export interface ResourceDef extends ResourceCalls {
  list?: Screen;
  edit?: Screen;
  create?: Screen;
  show?: Screen;
  recordRepresentation?: string;
}

export interface DashboardWidget {
  key: string;
  component: Screen;
  roles?: Role[];
  /** Grid columns out of 12 on wide screens. */
  width?: number;
  order?: number;
}

export interface TopBarItem {
  key: string;
  component: Screen;
  roles?: Role[];
  order?: number;
}

/** A numbered panel of the reusable popup (spec §2 "Reusable popup"); its number is declared by its plugin (popup/types.ts). */
export interface PopupPanel {
  id: PopupPanelId;
  /**
   * The menu leaf that owns the panel's list (its full menu path, e.g.
   * '/money_management/access/withdrawal'). Panels have no menu path of their own: the popup
   * offers and opens a panel only to a user whose role and menuList reach this leaf, and the
   * panel's list calls are the leaf's calls, which the server refuses to anyone else. A list the
   * server grants through either of two menus names both (any one visible suffices); a section
   * path stands for "any screen of that section".
   */
  owner: string | readonly string[];
  title: string;
  /** Usually the owning plugin's own list screen: it spreads `usePopupList()` and holds `<PopupFilters />`. */
  component: Screen;
  /** CSS width; default 80%. */
  width?: string;
  /**
   * The presets the panel applies (through `filters` or its component), each with its field (chip
   * caption, accepted values). The host refuses any other a caller or a shared link passes: not
   * shown as a chip, not handed to the panel, so a chip never claims a cut the list does not make.
   */
  presets: PanelPresets;
  /** The caller's presets in the list's own filter values (applied 2 s after opening). */
  filters?: PresetFilterMap;
  /** Search at once with the presets, not after the delay (spec §2 names the panels). */
  autoSearch?: boolean;
}

/**
 * A page outside the console's layout and sign-in (e.g. a public verification page): mounted
 * beside /login, reachable signed out. Its path must not be a menu path or a host page.
 */
export interface PublicPage {
  /** Router path from the root, e.g. '/verify'. */
  path: string;
  component: Screen;
  /**
   * 'browser': a page for members, not staff. Opened with no saved language, it follows the
   * browser's (zh* → zh, otherwise en) instead of the console's default zh.
   */
  language?: 'browser';
}

/**
 * A short path from the root that opens a menu path (spec §2: /vip, /game_result, /riskControl).
 * It is a signed-in route: the target's role and menuList rules decide what the user sees.
 */
export interface Shortcut {
  /** e.g. '/game_result' */
  path: string;
  /** A menu path of the merged menu, e.g. '/yoyo_lottery/game_result' (a section opens its first screen). */
  to: string;
}

export type Messages = { [key: string]: string | Messages };

/**
 * One language's texts of a plugin, fetched when that language is needed: a module whose default
 * export is the messages, `() => import('./messages.zh')`.
 */
export type MessagesLoader = () => Promise<{ default: Messages }>;

/** A loader (every installed plugin; a test checks), or the texts inline (a test's fixture plugin). */
export type MessagesSource = Messages | MessagesLoader;

/**
 * A pending-work counter a plugin declares: shown in the top bar, as the notification number on
 * the menu leaf it opens (and summed on that leaf's sections), and in the phone's "more" menu.
 * Counts come from the server's `chance_home_page/auditReminder`, polled every 10 s.
 */
export interface BadgeDef {
  /** Unique across plugins. */
  key: string;
  /** Field of the auditReminder answer holding this badge's count. */
  count: string;
  icon: ComponentType;
  /** i18n key of the label (owned by the plugin). */
  title: string;
  /** Menu path of the screen a click opens, e.g. '/Account_management/shareholder/agent_application'. */
  to: string;
  /** Roles that see it; absent = every role. Only menus the user can open count (menuList cuts too). */
  roles?: Role[];
  /** A rise in this count sounds the chime (when the user has the sound on). */
  chime?: boolean;
  /**
   * false: the count shows as its menu leaf's notification number (summed on its sections) and on
   * Home, but not in the top bar — for queues a checker minds on their own screens, so the bar keeps
   * room for the page's breadcrumb at 1440 px.
   */
  topBar?: boolean;
}

export interface PluginManifest {
  name: string;
  /** Top-level menu nodes; nodes with the same name from several plugins are merged. */
  menu: MenuNode[];
  resources?: ResourceDef[];
  /**
   * The texts the frame renders before any of the plugin's screens: menu titles
   * (`<plugin>.menu.*`, read by the sidebar, breadcrumb, tags, palette, badges and popup titles)
   * and `resources.<name>.name`, plus anything another plugin's screen reads. zh and en with
   * exactly the same keys (a contract test checks), all under the plugin's own name
   * (`<plugin>.menu.*`, `<plugin>.<part>.*`) or under `resources.<resource>` for this plugin's own
   * resources (react-admin's labels: `resources.<name>.name`, `.fields.<source>`). The registry
   * refuses any other top-level key and any key two plugins declare.
   *
   * One loader per language, `{ zh: () => import('./frame.zh'), en: () => import('./frame.en') }`:
   * the console fetches the active language's texts at start-up beside the session check, and
   * the other language's only when the user switches. Files named `*.zh.ts` / `*.en.ts` under
   * plugins/ are bundled by language (vite.config.ts: `frame.*.ts` and the installed example's
   * texts into one chunk per language, the rest into one chunk per plugin and language), so keep
   * each language's texts in such files and never import them from a screen or the manifest itself.
   */
  messages: { zh: MessagesSource; en: MessagesSource };
  /**
   * The texts only the plugin's screens render (`{ zh: () => import('./messages.zh'), en: … }`),
   * fetched when the first of its screens is wanted (rendered, or prefetched with its chunk), in
   * the language on screen: a cold screen of one plugin loads the frame's texts and that plugin's
   * alone. Every screen the plugin contributes waits for them, so none renders a raw key. The
   * same rules as `messages` (namespaces, zh = en keys), no key declared in both, and none of what
   * the frame reads (`<plugin>.menu`, `resources.<name>.name`). Absent: `messages` holds them all.
   */
  screenMessages?: { zh: MessagesSource; en: MessagesSource };
  /** Top-bar counters and menu notification numbers. */
  badges?: BadgeDef[];
  dashboardWidgets?: DashboardWidget[];
  topBarItems?: TopBarItem[];
  popupPanels?: PopupPanel[];
  publicPages?: PublicPage[];
  shortcuts?: Shortcut[];
  /**
   * Names of the operation-log codes this plugin's server half writes: one object in the plugin's
   * shared/auditLabels.ts, handed to its server module as it is and to the console through this
   * loader (`() => import('./shared/auditLabels').then((m) => m.labels)`), so the names load with
   * the log screens, not with every page.
   */
  auditLabels?: () => Promise<AuditLabels>;
}

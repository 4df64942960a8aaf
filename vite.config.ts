import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { LANGUAGE_CHUNKS, languagePreload } from './scripts/languagePreload.mjs';
import { precompress } from './scripts/precompress.mjs';

// The console calls `${import.meta.env.API_BASE}/<path>`; with API_BASE unset, its own origin. In
// development Vite runs inside the API server (server/http/devConsole.ts, `npm run dev`), whose
// routing decides what is an API call, so there is no proxy and no list of API paths here.

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

type ChunkingContext = Parameters<Extract<NonNullable<Rolldown.CodeSplittingGroup['name']>, (...args: never[]) => unknown>>[1];

/**
 * A code-splitting group name function capturing every module the `roots` import statically (not
 * through import()), so a lazy part of the app (the signed-in layout, Home with its chart) is one
 * request instead of one per shared MUI piece. The reachable set is computed once per chunking
 * pass (rolldown reuses the root's module info object within a pass).
 */
const BARREL_IMPORTS = 25;
/**
 * Barrels named outright: the host's public entry re-exports from ~20 modules, under the count, and
 * followed from Home it pulled the shared list parts (DataTable, ExportButton…) into the home
 * chunk, so every list screen loaded Home and, through it, recharts.
 */
const BARRELS = [here('./src/index.ts')];

function staticallyFrom(name: string, roots: string[]) {
  const sets = new WeakMap<object, Set<string>>();
  return (id: string, ctx: ChunkingContext): string | null => {
    const first = ctx.getModuleInfo(roots[0]);
    if (!first) return null;
    let set = sets.get(first);
    if (!set) {
      const seen = new Set<string>();
      const stack = [...roots];
      while (stack.length) {
        const next = stack.pop()!;
        if (seen.has(next)) continue;
        seen.add(next);
        const imported = ctx.getModuleInfo(next)?.importedIds ?? [];
        // A barrel (@mui/material's index, the host's src/index.ts) is not followed: through it
        // everything any screen uses would be reachable. What the root needs through one is
        // captured by the library groups or left to the automatic split.
        if ((imported.length <= BARREL_IMPORTS && !BARRELS.includes(next)) || roots.includes(next)) stack.push(...imported);
      }
      set = seen;
      sets.set(first, set);
    }
    return set.has(id) ? name : null;
  };
}

/** A plugin's module (its name in group 1); the installed example is one too. */
const PLUGIN = /[\\/](?:plugins|examples)[\\/]([^\\/]+)[\\/]/;

/** A plugin's module that is not a screen (no dynamic importer) and that several modules import. */
function pluginParts(id: string, ctx: ChunkingContext): string | null {
  const plugin = PLUGIN.exec(id)?.[1];
  if (!plugin || LANGUAGE_FILE.zh.test(id) || LANGUAGE_FILE.en.test(id) || screenTexts(id)) return null;
  const info = ctx.getModuleInfo(id);
  if (!info || info.dynamicImporters.length > 0 || info.importers.length < 2) return null;
  return `${plugin}-parts`;
}

/** The signed-in layout (AppLayout) and what it imports statically. */
const layout = staticallyFrom('shell', [here('./src/layout/AppLayout.tsx')]);
/** MUI and what only it uses. */
const MUI = /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|use-sync-external-store)[\\/]/;

/** An icon (one module per icon: `@mui/icons-material/<Name>`). */
const ICON = /node_modules[\\/]@mui[\\/]icons-material[\\/]/;

/**
 * The plugin whose modules alone import an icon, or null when the host or two plugins do: such an
 * icon stays out of the MUI pieces every signed-in page loads (issue 43: 3 kB of the icons there,
 * 1.2 KiB brotli on every screen's path, were drawn by one plugin's screens only).
 */
function iconOwner(id: string, ctx: ChunkingContext): string | null {
  if (!ICON.test(id)) return null;
  const owners = new Set((ctx.getModuleInfo(id)?.importers ?? []).map((i) => PLUGIN.exec(i)?.[1] ?? ''));
  const [owner] = owners;
  return owners.size === 1 && owner ? owner : null;
}

/** A plugin's icon that several of its modules import joins the plugin's shared parts; one module's follows it. */
function pluginIcon(id: string, ctx: ChunkingContext): string | null {
  const owner = iconOwner(id, ctx);
  return owner && (ctx.getModuleInfo(id)?.importers.length ?? 0) > 1 ? `${owner}-parts` : null;
}

/**
 * The host's shared screen parts: tables, fields, dialogs, inputs, popup openers, formatters; and
 * react-admin's screen parts that neither the entry nor the layout holds (the inputs the lists'
 * filters and the dialogs use: select, autocomplete, reference, number, boolean…). Left to the
 * automatic split, those were four to eight requests of 0.1–3 kB on each screen's cold path
 * (issue 43: the member list made 17 requests before its rows); together they are ~10 kB.
 */
const KIT = /[\\/](src[\\/](components|popup|format)|node_modules[\\/](ra-ui-materialui|ra-core))[\\/]/;
/** The rich-text editor and what only it uses. */
const RICH_TEXT =
  /[\\/](src[\\/]components[\\/]input[\\/](RichTextInput|richTextMessages)\.tsx?|node_modules[\\/](ra-input-rich-text|@tiptap|prosemirror-[^\\/]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|@floating-ui)[\\/].*)$/;

/**
 * The frame's texts in one language (PluginManifest.messages): each plugin's `frame.zh.ts` /
 * `frame.en.ts`, and those of the installed example (examples/plugin-support-tickets), which has
 * no screen texts of its own: left out, its texts were a request of their own on every signed-in
 * cold load.
 */
const LANGUAGE_FILE = {
  zh: /[\\/](plugins[\\/][^\\/]+[\\/]frame|examples[\\/].+)\.zh\.ts$/,
  en: /[\\/](plugins[\\/][^\\/]+[\\/]frame|examples[\\/].+)\.en\.ts$/,
};
/** A plugin's screen texts in one language (PluginManifest.screenMessages): every other `*.zh.ts` / `*.en.ts` under plugins/<name>/. */
const SCREEN_TEXTS = /[\\/]plugins[\\/]([^\\/]+)[\\/](?:.+[\\/])?(?!frame\.)[^\\/]+\.(zh|en)\.ts$/;

/** `texts-<plugin>-<language>` for a plugin's screen texts, one chunk each: a cold screen loads its own plugin's only. */
function screenTexts(id: string): string | null {
  const match = SCREEN_TEXTS.exec(id);
  return match && !LANGUAGE_FILE.zh.test(id) && !LANGUAGE_FILE.en.test(id) ? `texts-${match[1]}-${match[2]}` : null;
}

/**
 * ra-core's router adapter, by whatever path ra-core imports it, is the console's own
 * (src/routes/browserRouterProvider.ts): the same hooks and components without the hash router
 * ra-core would create when none is around, whose one reference kept react-router's data router
 * (~60 kB, never run: the console renders inside its BrowserRouter) in the entry (issue 43).
 */
function browserRouterOnly(): Plugin {
  const adapter = /[\\/]ra-core[\\/]dist[\\/]routing[\\/]/;
  return {
    name: 'chance:browser-router-only',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && adapter.test(importer) && /(^|\/)adapters\/reactRouterProvider\.js$/.test(source)
        ? here('./src/routes/browserRouterProvider.ts')
        : null;
    },
  };
}

/**
 * react-admin's default exporter calls jsonexport only when Export is clicked, but imports it
 * statically, so the CSV converter sat in the signed-in layout's chunk on every cold screen's path
 * (issue 43). Imported from ra-core, it is src/shims/lazyJsonexport.ts: the same call, with the
 * converter in a chunk of its own fetched on first use.
 */
function lazyJsonexport(): Plugin {
  return {
    name: 'chance:lazy-jsonexport',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && /[\\/]ra-core[\\/]dist[\\/]/.test(importer) && /^jsonexport(\/|$)/.test(source)
        ? here('./src/shims/lazyJsonexport.ts')
        : null;
    },
  };
}

function importedByBothLanguages(id: string, ctx: ChunkingContext): boolean {
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  return importers.some((i) => LANGUAGE_FILE.zh.test(i)) && importers.some((i) => LANGUAGE_FILE.en.test(i));
}

export default defineConfig({
  plugins: [browserRouterOnly(), lazyJsonexport(), react(), languagePreload(), precompress()],
  envPrefix: ['VITE_', 'API_BASE'],
  resolve: {
    // node-polyglot's object.entries polyfill chain → the native function (src/shims/objectEntries.cjs).
    alias: { 'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) },
    // ra-input-rich-text's locked tree nests an older @tiptap/core (3.31) beside extensions built for
    // 3.34 (which import isValidCSSStyleValue): resolve every Tiptap core and ProseMirror import to
    // the one top-level copy, so the editor runs on a single, current core.
    dedupe: ['@tiptap/core', '@tiptap/pm'],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Left to the automatic split, the login page needed ~28 small shared chunks before it
        // could paint and its idle prefetch (layout, Home, chart) ~45 more. Grouped: everything
        // the entry needs statically (React, the MUI parts of the login form, react-admin's
        // core, the host) is the entry; the signed-in layout with its MUI parts is one chunk;
        // Home with its chart (recharts) one more. Plugin screens keep the automatic split and
        // import what they share from these.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 3 },
            // The frame's texts, one chunk per language (`frame.zh.ts` / `frame.en.ts` under plugins/): the
            // page's language loads at start-up beside the session check (and is modulepreloaded
            // from index.html, scripts/languagePreload.mjs), the other only on a switch.
            // A module both languages' texts import (none today: the operation log's two-language
            // names load with the log screens since plugins own them): its own chunk, or it would join (with its importers' other dependencies) the first
            // language group and make the other language load both. Declared first: rolldown
            // compares priorities as integers, so among equals the earlier group wins.
            {
              debugName: LANGUAGE_CHUNKS.both,
              name: (id, ctx) => (importedByBothLanguages(id, ctx) ? LANGUAGE_CHUNKS.both : null),
              priority: 2.8,
            },
            { name: LANGUAGE_CHUNKS.zh, test: LANGUAGE_FILE.zh, priority: 2.8 },
            { name: LANGUAGE_CHUNKS.en, test: LANGUAGE_FILE.en, priority: 2.8 },
            // Each plugin's screen texts, one chunk per plugin and language: fetched with the first
            // of the plugin's screens (src/plugin/screenTexts.ts), so the frame's chunk above holds
            // menu titles and resource names only (issue 43: 28.5 KiB of texts loaded before any
            // screen, the member list needing the account plugin's alone).
            { debugName: 'screen-texts', name: screenTexts, priority: 2.7 },
            // The signed-in layout and the MUI pieces every lazy part uses (MUI, Emotion, Popper…): one
            // chunk, loaded (and prefetched from the login page) by every signed-in page. Apart, MUI
            // was a request of its own on every cold screen (issue 43); no signed-in page loads one
            // without the other. use-sync-external-store is shared by recharts (through react-redux)
            // and the rich-text editor: left to the charts group's dependencies, every rich-text
            // screen loaded recharts; so this group comes before the charts'. An icon only one plugin
            // draws is not among them (iconOwner): it joins that plugin's parts or the screen using it.
            {
              debugName: 'shell',
              name: (id, ctx) => (MUI.test(id) && !iconOwner(id, ctx) ? 'shell' : layout(id, ctx)),
              priority: 2.5,
            },
            // recharts and what it alone uses: only the chart screens load it.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|internmap|decimal\.js-light|@reduxjs|redux|redux-thunk|immer|reselect|es-toolkit|tiny-invariant)[\\/]/,
              priority: 2.4,
            },
            // <StoredHtml> with DOMPurify (~12 kB gzip): only the screens that draw stored rich text
            // load it. Left to 'kit' below, which takes its matches' dependencies too, DOMPurify came
            // with every plugin screen.
            {
              name: 'stored-html',
              test: /[\\/](src[\\/]components[\\/](StoredHtml|sanitizeStoredHtml)\.tsx?|node_modules[\\/]dompurify[\\/].*)$/,
              priority: 1.6,
            },
            // The CSV converter behind react-admin's Export button (see lazyJsonexport): fetched on the
            // first export, under a name that says what it is.
            { name: 'csv-export', test: /node_modules[\\/]jsonexport[\\/]/, priority: 1.6 },
            // The host's shared screen parts (tables, fields, dialogs, inputs, popup openers) that the
            // entry does not need: one chunk every plugin screen shares, instead of a dozen small ones.
            { name: (id) => (KIT.test(id) && !RICH_TEXT.test(id) ? 'kit' : null), priority: 1.5 },
            // The rich-text editor (react-admin's input over Tiptap and ProseMirror, ~110 kB gzip):
            // only the six editor dialogs load it. Inside 'kit', it came with every plugin screen
            // (the member list's cold path grew from 382 to 494 KiB when the host's input arrived).
            // After 'kit' (equal priorities: the earlier group wins), so the host parts the editor
            // shares with other screens stay in 'kit' instead of following the editor.
            { name: 'rich-text', test: RICH_TEXT, priority: 1.5 },
            {
              debugName: 'home',
              name: staticallyFrom('home', [here('./plugins/dashboard/Home.tsx'), here('./plugins/dashboard/HomeChart.tsx')]),
              priority: 1,
            },
            // A plugin's own parts that two or more of its screens share (a validation helper, a row
            // menu, a dialog): one chunk per plugin. Left to the automatic split, each was a request
            // of its own on a screen's cold path (the member list waited for two of 0.2 and 0.3 kB).
            // After Home's group (equal priorities: the earlier wins), so Home keeps what it imports.
            // Icons only this plugin's modules import, when two or more do, join them (pluginIcon).
            { debugName: 'plugin-parts', name: (id, ctx) => pluginParts(id, ctx) ?? pluginIcon(id, ctx), priority: 1 },
          ],
        },
      },
    },
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig, type Rolldown } from 'vite';
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

/** The host's shared screen parts: tables, fields, dialogs, inputs, popup openers, formatters. */
const KIT = /[\\/]src[\\/](components|popup|format)[\\/]/;
/** The rich-text editor and what only it uses. */
const RICH_TEXT =
  /[\\/](src[\\/]components[\\/]input[\\/](RichTextInput|richTextMessages)\.tsx?|node_modules[\\/](ra-input-rich-text|@tiptap|prosemirror-[^\\/]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|@floating-ui)[\\/].*)$/;

/** A plugin's texts in one language (PluginManifest.messages): `plugins/**\/*.zh.ts`, `*.en.ts`. */
const LANGUAGE_FILE = { zh: /[\\/]plugins[\\/].+\.zh\.ts$/, en: /[\\/]plugins[\\/].+\.en\.ts$/ };

function importedByBothLanguages(id: string, ctx: ChunkingContext): boolean {
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  return importers.some((i) => LANGUAGE_FILE.zh.test(i)) && importers.some((i) => LANGUAGE_FILE.en.test(i));
}

export default defineConfig({
  plugins: [react(), languagePreload(), precompress()],
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
            // The plugins' texts, one chunk per language (`*.zh.ts` / `*.en.ts` under plugins/): the
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
            // use-sync-external-store is shared by recharts (through react-redux) and the rich-text
            // editor: left to the charts group's dependencies, every rich-text screen loaded recharts.
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|use-sync-external-store)[\\/]/,
              priority: 2.5,
            },
            // recharts and what it alone uses: only the chart screens load it.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|internmap|decimal\.js-light|@reduxjs|redux|redux-thunk|immer|reselect|es-toolkit|tiny-invariant)[\\/]/,
              priority: 2.4,
            },
            { debugName: 'shell', name: staticallyFrom('shell', [here('./src/layout/AppLayout.tsx')]), priority: 2 },
            // <StoredHtml> with DOMPurify (~12 kB gzip): only the screens that draw stored rich text
            // load it. Left to 'kit' below, which takes its matches' dependencies too, DOMPurify came
            // with every plugin screen.
            {
              name: 'stored-html',
              test: /[\\/](src[\\/]components[\\/](StoredHtml|sanitizeStoredHtml)\.tsx?|node_modules[\\/]dompurify[\\/].*)$/,
              priority: 1.6,
            },
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
          ],
        },
      },
    },
  },
});

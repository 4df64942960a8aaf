import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.mjs';

// The console calls `${import.meta.env.API_BASE}/<path>`. With API_BASE unset it calls its own
// origin, and in dev Vite proxies the API paths to the local server on API_PORT (default 8788).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 8788}`;

// The API's first path segments (server/routes.ts): `chance-…`/`chance_…`, `station`, `fireBase`,
// and the spec's member sign-in log `member/login/…`. Console routes are menu paths and resource
// names (/member/10000/show), so `member` is matched only with `login` after it; navigations
// are bypassed to the console in any case.
const API_PATH = '^/(chance[-_][^/]*|station|fireBase|member/login)/';

/** A browser navigation (reload, bookmark, new tab) always gets the console, whatever its path. */
const consoleForNavigation: ProxyOptions['bypass'] = (req) =>
  req.method === 'GET' && req.headers['sec-fetch-mode'] === 'navigate' ? '/index.html' : undefined;

export default defineConfig({
  plugins: [react(), precompress()],
  envPrefix: ['VITE_', 'API_BASE'],
  resolve: {
    // node-polyglot's object.entries polyfill chain → the native function (src/shims/objectEntries.cjs).
    alias: { 'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) },
    // ra-input-rich-text's locked tree nests an older @tiptap/core (3.31) beside extensions built for
    // 3.34 (which import isValidCSSStyleValue): resolve every Tiptap core and ProseMirror import to
    // the one top-level copy, so the editor runs on a single, current core.
    dedupe: ['@tiptap/core', '@tiptap/pm'],
  },
  server: {
    host: '0.0.0.0',
    port: Number(process.env.PORT || 5173),
    proxy: { [API_PATH]: { target: apiTarget, changeOrigin: true, bypass: consoleForNavigation } },
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console calls `${import.meta.env.API_BASE}/<path>`. With API_BASE unset it calls its own
// origin, and in dev Vite proxies the API paths to the local server on API_PORT (default 8788).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 8788}`;
const apiPrefixes = ['chance', 'station', 'betrecords', 'fireBase', 'member'];

export default defineConfig({
  plugins: [react()],
  envPrefix: ['VITE_', 'API_BASE'],
  server: {
    host: '0.0.0.0',
    port: Number(process.env.PORT || 5173),
    proxy: Object.fromEntries(apiPrefixes.map((p) => [`^/${p}[-_/]`, { target: apiTarget, changeOrigin: true }])),
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
});

/// <reference types="vite/client" />
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { plugins } from './plugins';
import { createConsoleApp } from './src/App';

// The providers read the API base on every request (not at import), so setting it here, after
// the hoisted imports, is still before the first call.
globalThis.__CHANCE_API_BASE__ = import.meta.env.API_BASE || '';

// The composition root: the only module that names both the host and the installed plugins.
const App = createConsoleApp(plugins);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

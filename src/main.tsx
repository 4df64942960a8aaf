/// <reference types="vite/client" />
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

// The providers read the API base on every request (not at import), so setting it here, after
// the hoisted imports, is still before the first call.
globalThis.__CHANCE_API_BASE__ = import.meta.env.API_BASE || '';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

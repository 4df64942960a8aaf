/**
 * Where the API lives. Vite knows it as `import.meta.env.API_BASE`, but `import.meta` is a syntax
 * error once @swc/jest compiles to CommonJS, so nothing here may mention it. src/main.tsx copies
 * it onto `globalThis.__CHANCE_API_BASE__` before rendering; unset means same origin ('').
 * It is read on every request, not at import time, because main.tsx's assignment runs after the
 * (hoisted) imports that create the http singleton.
 */
declare global {
  var __CHANCE_API_BASE__: string | undefined;
}

export function getApiBase(): string {
  const value = globalThis.__CHANCE_API_BASE__;
  return typeof value === 'string' ? value.replace(/\/+$/, '') : '';
}

/** `{base}/{path}`: spec paths are written both with and without a leading slash. */
export function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

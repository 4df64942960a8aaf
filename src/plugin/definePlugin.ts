import type { PluginManifest } from './types';

/** Identity helper that types a plugin manifest; every `plugins/<name>/index.ts` default-exports one. */
export function definePlugin<const M extends PluginManifest>(manifest: M): M {
  return manifest;
}

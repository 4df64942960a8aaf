import type { Plugin } from 'vite';

/** Chunk names of the language groups in vite.config.ts. */
export const LANGUAGE_CHUNKS: { zh: string; en: string; both: string };

/** The inline script that modulepreloads the `language` cookie's chunk URLs. */
export function languagePreloadScript(urls: { zh: string[]; en: string[] }): string;

/** Vite plugin: the stored language's texts chunk is preloaded from index.html (build only). */
export function languagePreload(): Plugin;

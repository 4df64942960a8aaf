import type { Plugin } from 'vite';

/** Chunk names of the language groups in vite.config.ts. */
export const LANGUAGE_CHUNKS: { zh: string; en: string; both: string };

/** Chunk names the signed-in layout needs (the `shell` group in vite.config.ts). */
export const SIGNED_IN_CHUNKS: string[];
/** The affix Home's paths and chunk names, preloaded for a signed-in visit there. */
export const HOME_PATHS: string[];
export const HOME_CHUNKS: string[];

/** The inline script that modulepreloads the `language` cookie's chunk URLs, and with a stored session the layout's. */
export function languagePreloadScript(urls: { zh: string[]; en: string[] }, signedIn?: string[], home?: string[]): string;

/** Vite plugin: the stored language's texts chunk is preloaded from index.html (build only). */
export function languagePreload(): Plugin;

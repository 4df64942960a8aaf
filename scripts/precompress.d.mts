import type { Plugin } from 'vite';

export interface PrecompressTotals {
  files: number;
  bytes: number;
  brotli: number;
  gzip: number;
}

/** Writes .br and .gz twins of the text files of `dir` (recursively); returns what it wrote. */
export function precompressDir(dir: string): PrecompressTotals;

/** Vite plugin: precompresses the output folder once the bundle is written (build only). */
export function precompress(): Plugin;

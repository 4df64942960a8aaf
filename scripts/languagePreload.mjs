/*
 * The plugins' texts are one chunk per language (vite.config.ts groups `plugins/**\/*.zh.ts` and
 * `*.en.ts`). The console imports the page's language at start-up, but only once the entry has
 * been fetched and run; this plugin adds a tiny script to index.html that reads the `language`
 * cookie (the same one authProvider/session.ts keeps; zh unless it says en) and modulepreloads
 * that language's chunk, so it downloads beside the entry instead of after it.
 * Plain JavaScript (types in languagePreload.d.mts) so vite.config.ts imports it with its extension.
 */

/** Chunk names of the language groups in vite.config.ts. */
export const LANGUAGE_CHUNKS = { zh: 'messages-zh', en: 'messages-en', both: 'messages-both' };

/** The inline script for a `{ zh: [urls], en: [urls] }` map (each language's chunk first, then what it imports). */
export function languagePreloadScript(urls) {
  return (
    '(function(){var m=/(?:^|; )language=([^;]*)/.exec(document.cookie),' +
    `u=${JSON.stringify(urls)}[m&&m[1]==='en'?'en':'zh'];` +
    "u.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})()"
  );
}

/** Vite plugin: the stored language's texts chunk is preloaded from index.html (build only). */
export function languagePreload() {
  let base = '/';
  return {
    name: 'chance-language-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const urls = {};
        for (const language of ['zh', 'en']) {
          const name = LANGUAGE_CHUNKS[language];
          const chunk = chunks.find((c) => c.name === name);
          if (!chunk) throw new Error(`languagePreload: no "${name}" chunk in the build`);
          // What the entry imports is preloaded by Vite already.
          const deps = chunk.imports.filter((f) => f !== entry?.fileName && !entry?.imports.includes(f));
          urls[language] = [chunk.fileName, ...deps].map((f) => base + f);
        }
        return [{ tag: 'script', children: languagePreloadScript(urls), injectTo: 'head-prepend' }];
      },
    },
  };
}

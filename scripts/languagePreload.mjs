/*
 * The plugins' texts are one chunk per language (vite.config.ts groups `plugins/**\/*.zh.ts` and
 * `*.en.ts`). The console imports the page's language at start-up, but only once the entry has
 * been fetched and run; this plugin adds a tiny script to index.html that reads the `language`
 * cookie (the same one authProvider/session.ts keeps; zh unless it says en) and modulepreloads
 * that language's chunk, so it downloads beside the entry instead of after it. With a stored
 * session (the `token` in localStorage, authProvider/session.ts) the page will need the signed-in
 * layout too: its chunk and what it imports are preloaded the same way (a cold list or dashboard
 * URL waited for the entry to run before asking for them).
 * Plain JavaScript (types in languagePreload.d.mts) so vite.config.ts imports it with its extension.
 */

/** Chunk names of the language groups in vite.config.ts. */
export const LANGUAGE_CHUNKS = { zh: 'messages-zh', en: 'messages-en', both: 'messages-both' };

/** Chunk names the signed-in layout needs (the `shell` group in vite.config.ts). */
export const SIGNED_IN_CHUNKS = ['shell'];
/** The affix Home (`/` opens it) and its chart: the `home` group, for a signed-in visit to these paths. */
export const HOME_PATHS = ['/', '/dashboard'];
export const HOME_CHUNKS = ['home'];

/**
 * The inline script for a `{ zh: [urls], en: [urls] }` map (each language's chunk first, then what
 * it imports) and the signed-in layout's URLs, preloaded when a session is stored.
 */
export function languagePreloadScript(urls, signedIn = [], home = []) {
  return (
    "(function(){function p(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)}" +
    'var m=/(?:^|; )language=([^;]*)/.exec(document.cookie);' +
    `${JSON.stringify(urls)}[m&&m[1]==='en'?'en':'zh'].forEach(p);` +
    `try{if(localStorage.getItem('token')){${JSON.stringify(signedIn)}.forEach(p);` +
    `if(${JSON.stringify(HOME_PATHS)}.indexOf(location.pathname)>=0)${JSON.stringify(home)}.forEach(p)}}catch(e){}})()`
  );
}

/** Vite plugin: the stored language's texts chunk, and with a session the layout's, are preloaded from index.html (build only). */
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
        // What the entry imports is preloaded by Vite already.
        const outsideEntry = (chunk) => [chunk.fileName, ...chunk.imports].filter((f) => f !== entry?.fileName && !entry?.imports.includes(f));
        const urls = {};
        for (const language of ['zh', 'en']) {
          const name = LANGUAGE_CHUNKS[language];
          const chunk = chunks.find((c) => c.name === name);
          if (!chunk) throw new Error(`languagePreload: no "${name}" chunk in the build`);
          urls[language] = outsideEntry(chunk).map((f) => base + f);
        }
        const urlsOf = (names, skip = []) => {
          const files = names.flatMap((name) => {
            const chunk = chunks.find((c) => c.name === name);
            if (!chunk) throw new Error(`languagePreload: no "${name}" chunk in the build`);
            return outsideEntry(chunk);
          });
          return [...new Set(files)].map((f) => base + f).filter((u) => !skip.includes(u));
        };
        const signedIn = urlsOf(SIGNED_IN_CHUNKS);
        return [{ tag: 'script', children: languagePreloadScript(urls, signedIn, urlsOf(HOME_CHUNKS, signedIn)), injectTo: 'head-prepend' }];
      },
    },
  };
}

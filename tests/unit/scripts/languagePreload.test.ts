import { runInNewContext } from 'node:vm';
import { languagePreloadScript } from '../../../scripts/languagePreload.mjs';

const URLS = { zh: ['/assets/messages-zh.js', '/assets/messages-both.js'], en: ['/assets/messages-en.js', '/assets/messages-both.js'] };

/** Runs the inline script as index.html would, in a page with this cookie; returns what it preloaded. */
function preloaded(cookie: string) {
  const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const page = {
    document: {
      cookie,
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
  };
  runInNewContext(languagePreloadScript(URLS), page);
  for (const link of links) {
    expect(link.rel).toBe('modulepreload');
    expect(link.crossOrigin).toBe('');
  }
  return links.map((l) => l.href);
}

describe('index.html language preload script', () => {
  it("runs, and preloads the cookie's language's texts: zh unless it says en", () => {
    expect(preloaded('')).toEqual(URLS.zh);
    expect(preloaded('size=small; language=en')).toEqual(URLS.en);
    expect(preloaded('language=fr')).toEqual(URLS.zh);
  });
});

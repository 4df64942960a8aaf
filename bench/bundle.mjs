// Entry-chunk gzip size, per-plugin chunk sizes, and proof that recharts stays out of the
// entry (the entry chunk plus everything it imports statically).
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LANGUAGE_CHUNKS } from '../scripts/languagePreload.mjs';

const ENTRY_BUDGET_KB = 236;

/**
 * Cold paths of the screens operators keep open (issue 43): the JavaScript a cold load of each
 * needs before its first rows, as files and as brotli bytes (what `npm run serve` sends): the
 * screen's chunk with everything it imports statically (the entry and the layout among them), the
 * page language's frame texts and the screen's plugin's screen texts. The figures after issue 43's
 * cuts, with a little room: a change that brings the old split back fails (before them, at
 * 98c537d, the member list needed 12 files and 382 KiB, the company deposits 10 files and 375 KiB,
 * the daily overview 8 files and 474 KiB; before the plugins' texts were split into the frame's
 * and each plugin's screens', 7 files and 366.7, 369.4 and 364.5 KiB).
 */
export const SCREEN_BUDGETS = {
  'member list': { screen: 'plugins/account/members/MemberList.tsx', files: 8, brotliKiB: 350 },
  'company deposits': { screen: 'plugins/money/orders/CompanyIncomeList.tsx', files: 8, brotliKiB: 353 },
  // Every report screen is the one frame; its chart (recharts, ~95 KiB) loads beside the answer, not
  // before the rows (8 files and 465 KiB while the frame imported it statically).
  'daily overview': { screen: 'plugins/report/frame/ReportFrame.tsx', files: 8, brotliKiB: 344 },
};

export function bundleReport(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  const gz = (file) => gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const staticClosure = staticallyImported(manifest, [entryKey]);
  const entryFiles = [...staticClosure].map((k) => manifest[k].file);
  const entryGzip = entryFiles.reduce((s, f) => s + gz(f), 0);
  // recharts' wrapper class name only appears in recharts' own code.
  const rechartsInEntry = entryFiles.some((f) => readFileSync(`${dist}/${f}`, 'utf8').includes('recharts-wrapper'));

  const plugins = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = /^plugins\/([^/]+)\//.exec(chunk.src ?? key);
    if (!m || staticClosure.has(key)) continue;
    plugins[m[1]] ??= { chunks: 0, gzipKB: 0 };
    plugins[m[1]].chunks += 1;
    plugins[m[1]].gzipKB += gz(chunk.file) / 1024;
  }
  for (const p of Object.values(plugins)) p.gzipKB = Number(p.gzipKB.toFixed(1));
  const rechartsKey = Object.keys(manifest).find((k) => readFileSync(`${dist}/${manifest[k].file}`, 'utf8').includes('recharts-wrapper'));
  const rechartsChunk = rechartsKey ? manifest[rechartsKey] : undefined;
  // ProseMirror's view names its editable root with this class; only the editor's code has it.
  const richTextKey = Object.keys(manifest).find((k) =>
    readFileSync(`${dist}/${manifest[k].file}`, 'utf8').includes('ProseMirror-focused'),
  );
  const screens = Object.fromEntries(
    Object.entries(SCREEN_BUDGETS).map(([name, budget]) => [name, { ...screenPath(dist, manifest, budget.screen), budget }]),
  );
  return {
    screens,
    entryGzipKB: Number((entryGzip / 1024).toFixed(1)),
    entryBudgetKB: ENTRY_BUDGET_KB,
    entryWithinBudget: entryGzip / 1024 <= ENTRY_BUDGET_KB,
    entryFiles: entryFiles.length,
    rechartsInEntry,
    rechartsChunkGzipKB: rechartsChunk ? Number((gz(rechartsChunk.file) / 1024).toFixed(1)) : null,
    rechartsThroughShared: rechartsKey ? rechartsThroughShared(manifest, rechartsKey) : [],
    richTextInEntry: richTextKey ? staticClosure.has(richTextKey) : false,
    richTextInSharedKit: richTextKey ? richTextInKit(manifest, richTextKey) : false,
    plugins,
  };
}

/**
 * Lazy screens that load recharts without importing it themselves: a chunk they share with other
 * screens brings it (the shared list parts once sat in Home's chunk, and the rich-text editor
 * shared a store shim with recharts), so every list or editor screen paid for the chart library.
 */
export function rechartsThroughShared(manifest, rechartsKey) {
  return Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && !(manifest[key].imports ?? []).includes(rechartsKey))
    .filter((key) => staticallyImported(manifest, manifest[key].imports ?? []).has(rechartsKey))
    .sort();
}

/**
 * Whether the host's shared screen parts ('kit', which every plugin screen loads) bring the
 * rich-text editor: they did once the host's editor input sat among them, and the member list's
 * cold path grew by a quarter.
 */
function richTextInKit(manifest, richTextKey) {
  const kit = Object.keys(manifest).find((k) => manifest[k].name === 'kit');
  return kit !== undefined && staticallyImported(manifest, [kit]).has(richTextKey);
}

/**
 * What a cold load of `screen` fetches as JavaScript before it can draw: its static closure, the
 * frame's zh texts (the default language's chunk, which the entry modulepreloads) and its plugin's
 * zh screen texts (`texts-<plugin>-zh`, fetched beside the screen's chunk) with what they import.
 * Brotli sizes from the build's precompressed .br files when there, else compressed here.
 */
export function screenPath(dist, manifest, screen) {
  if (!manifest[screen]) throw new Error(`bundle budget: ${screen} is not a chunk of this build (renamed? update SCREEN_BUDGETS)`);
  const named = (name) => Object.keys(manifest).filter((k) => manifest[k].name === name);
  const plugin = /^plugins\/([^/]+)\//.exec(screen)?.[1];
  const texts = [...named(LANGUAGE_CHUNKS.zh), ...(plugin ? named(`texts-${plugin}-zh`) : [])];
  const keys = [...staticallyImported(manifest, [screen, ...texts])];
  const brotli = (file) =>
    existsSync(`${dist}/${file}.br`)
      ? readFileSync(`${dist}/${file}.br`).length
      : brotliCompressSync(readFileSync(`${dist}/${file}`)).length;
  const bytes = keys.reduce((sum, k) => sum + brotli(manifest[k].file), 0);
  return { files: keys.length, brotliKiB: Number((bytes / 1024).toFixed(1)) };
}

/** The chunks `roots` are, and everything they import statically (the manifest's `imports`). */
function staticallyImported(manifest, roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

// Entry-chunk gzip size, per-plugin chunk sizes, and proof that recharts stays out of the
// entry (the entry chunk plus everything it imports statically).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const ENTRY_BUDGET_KB = 260;

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
  return {
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

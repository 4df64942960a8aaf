#!/usr/bin/env node
// After `vite build`: fails when the login page's JS (the entry chunk and everything it imports
// statically, measured by bench/bundle.mjs) is over its gzip budget, when recharts is in it, or when a
// screen that draws no chart loads recharts through a shared chunk, or when the rich-text editor
// (Tiptap and ProseMirror) is in the entry or in the host's parts every screen shares, or when a
// cold screen of SCREEN_BUDGETS (the member list, the company deposits) needs more JS files or
// bytes before its rows than its budget (issue 43).
// `npm test` runs it right after its build step.
import { bundleReport } from '../bench/bundle.mjs';

const dist = process.argv[2] ?? 'dist';
const r = bundleReport(dist);
const problems = [];
if (!r.entryWithinBudget) problems.push(`initial JS is ${r.entryGzipKB} kB gzip, over the ${r.entryBudgetKB} kB budget`);
if (r.rechartsInEntry) problems.push('recharts is in the initial JS (keep it in lazily loaded chunks)');
for (const screen of r.rechartsThroughShared)
  problems.push(`${screen} loads recharts through a chunk it shares with other screens (see vite.config.ts codeSplitting)`);
if (r.richTextInEntry) problems.push('the rich-text editor is in the initial JS (keep it in its lazily loaded chunk)');
if (r.richTextInSharedKit)
  problems.push(
    "the host's shared screen parts ('kit') bring the rich-text editor: every screen would load it (see vite.config.ts codeSplitting)",
  );
for (const [name, path] of Object.entries(r.screens)) {
  console.log(
    `${name}: ${path.files} JS files, ${path.brotliKiB} KiB brotli before its rows (budget ${path.budget.files} files, ${path.budget.brotliKiB} KiB)`,
  );
  if (path.files > path.budget.files)
    problems.push(`${name} loads ${path.files} JS files before its rows, over its ${path.budget.files} (see vite.config.ts codeSplitting)`);
  if (path.brotliKiB > path.budget.brotliKiB)
    problems.push(`${name} loads ${path.brotliKiB} KiB of JS (brotli) before its rows, over its ${path.budget.brotliKiB} KiB`);
}
console.log(
  `initial JS: ${r.entryGzipKB} kB gzip in ${r.entryFiles} files (budget ${r.entryBudgetKB} kB); recharts ${r.rechartsInEntry ? 'IN' : 'not in'} the entry`,
);
for (const p of problems) console.log(`bundle budget: ${p}`);
process.exit(problems.length ? 1 : 0);

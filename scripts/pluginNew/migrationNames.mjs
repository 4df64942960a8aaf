// Every migration name the checkout declares, read from the files (the generator runs without
// TypeScript): the core's list (server/db/migrate.ts) and each plugin's and example package's
// migrations, whether in one server/migrations.ts file or a server/migrations/ folder (report's
// index.ts and its NNN_*.ts files). tests/server/db/migrationOrder.test.ts checks that this finds
// every name the server runs, so a new plugin's number is never one another plugin already took.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const NAME = /['"`](\d{3}_[a-z0-9_]+)['"`]/g;

/** @param {string} dir @returns {string[]} the .ts files under dir, at any depth */
function tsFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return entry.endsWith('.ts') ? [path] : [];
  });
}

/**
 * @param {string} root the checkout
 * @returns {string[]} the migration names found, sorted, each once
 */
export function migrationNamesIn(root) {
  const packages = ['plugins', 'examples'].flatMap((top) =>
    existsSync(join(root, top))
      ? readdirSync(join(root, top))
          .map((d) => join(root, top, d, 'server'))
          .filter((d) => existsSync(d) && statSync(d).isDirectory())
      : [],
  );
  const files = [
    join(root, 'server/db/migrate.ts'),
    ...packages.flatMap((server) => [
      ...(existsSync(join(server, 'migrations.ts')) ? [join(server, 'migrations.ts')] : []),
      ...(existsSync(join(server, 'migrations')) ? tsFiles(join(server, 'migrations')) : []),
    ]),
  ];
  const names = new Set();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(NAME)) names.add(match[1]);
    // A migration file is named after its migration (016_report_cuts.ts), whoever lists it.
    const base = file.split(/[\\/]/).pop().replace(/\.ts$/, '');
    if (/^\d{3}_[a-z0-9_]+$/.test(base)) names.add(base);
  }
  return [...names].sort();
}

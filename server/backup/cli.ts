import { DEFAULT_DATABASE_URL } from '../db/database';
import { backupDatabase, BackupRefused } from './backup';
import { PgToolError } from './pgTools';

/*
 * npm run backup -- --to FILE       a consistent copy of DATABASE_URL's database, the server running or not
 * npm run restore -- --from FILE    into DATABASE_URL's database, which must be empty, then the checks
 * DATABASE_URL defaults to the server's own (sqlite:data/chance.db); PG_BINDIR names the folder of
 * pg_dump and pg_restore when they are not on PATH.
 * Exit codes: 0 done (and every check passed); 1 a check failed or the copy itself failed;
 * 2 refused before changing anything (arguments, a non-empty target, missing tools).
 */

const USAGE = 'usage: npm run backup -- --to FILE | npm run restore -- --from FILE   (DATABASE_URL names the database)';

function option(args: string[], name: string): string | undefined {
  const at = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (at < 0) return undefined;
  return args[at].includes('=') ? args[at].slice(name.length + 1) : args[at + 1];
}

/** The URL for messages, without a password. */
function shown(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  if (command === 'backup') {
    const to = option(args, '--to');
    if (!to) throw new BackupRefused(`backup needs --to FILE\n${USAGE}`);
    console.log(`backup: copying ${shown(url)} to ${to}…`);
    const done = await backupDatabase(url, to);
    console.log(`backup: ${done.file} written (${done.engine}, ${(done.bytes / 1024 / 1024).toFixed(1)} MiB) in ${done.ms} ms`);
    return 0;
  }
  if (command === 'restore') {
    const from = option(args, '--from');
    if (!from) throw new BackupRefused(`restore needs --from FILE\n${USAGE}`);
    // Loaded only here: the checks read the whole module list (migrations, ledger), a backup needs none of it.
    const { restoreDatabase } = await import('./restore');
    const done = await restoreDatabase(url, from, { log: (line) => console.log(`restore: ${line}`) });
    for (const check of done.checks) {
      const status = check.problems.length === 0 ? 'ok    ' : 'FAILED';
      console.log(`restore: ${status} ${check.name}${check.note ? ` — ${check.note}` : ''} (${check.ms} ms)`);
      for (const problem of check.problems.slice(0, 20)) console.log(`          ${problem}`);
      if (check.problems.length > 20) console.log(`          … and ${check.problems.length - 20} more`);
    }
    if (!done.ok) {
      const failed = done.checks.filter((c) => c.problems.length > 0).map((c) => c.name);
      console.error(
        `restore: FAILED checks: ${failed.join('; ')}. The data is restored into ${shown(url)} but did not pass: do not serve it.`,
      );
      return 1;
    }
    console.log(`restore: ${shown(url)} restored from ${from}; every check passed`);
    return 0;
  }
  throw new BackupRefused(USAGE);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const refused = error instanceof BackupRefused || error instanceof PgToolError;
    console.error(refused ? `${error.message}` : error);
    process.exit(refused ? 2 : 1);
  },
);

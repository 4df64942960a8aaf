import { createDatabase, DEFAULT_DATABASE_URL } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { isProfileName } from './profiles';
import { isDatabaseEmpty, resetDatabase, seedDatabase } from './seed';

/* npx tsx demo/seed/cli.ts [--scale tiny|default|large] [--reset]   (against DATABASE_URL) */

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const scaleAt = args.indexOf('--scale');
  const scale = scaleAt >= 0 ? args[scaleAt + 1] : 'default';
  if (!scale || !isProfileName(scale)) throw new Error(`--scale must be tiny or default (or large, for benchmarks), not "${scale ?? ''}"`);

  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const db = createDatabase(url);
  try {
    await migrateToLatest(db);
    if (args.includes('--reset')) await resetDatabase(db);
    else if (!(await isDatabaseEmpty(db))) {
      console.error(`${url} already holds data; pass --reset to replace it.`);
      process.exitCode = 1;
      return;
    }
    const summary = await seedDatabase(db, { profile: scale, log: (line) => console.error(line) });
    console.log(`Seeded ${url} with the ${scale} profile in ${summary.ms} ms: ${JSON.stringify(summary.counts)}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { rmSync } from 'node:fs';

/** Removes the run's database (and its WAL files) when playwright.config.ts created it. */
export default function teardown(): void {
  const file = process.env.E2E_DB;
  if (!file || process.env.E2E_DB_OWNED !== '1') return;
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}

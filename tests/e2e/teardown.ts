import { rmSync } from 'node:fs';

/** The screen walk's database beside the flows' one (playwright.config.ts). */
export const walkDatabase = (file: string) => `${file}-walk.db`;

/** Removes the run's databases (and their WAL files): the walk's always, the flows' when playwright.config.ts created it. */
export default function teardown(): void {
  const file = process.env.E2E_DB;
  if (!file) return;
  const files = process.env.E2E_DB_OWNED === '1' ? [file, walkDatabase(file)] : [walkDatabase(file)];
  for (const db of files) for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
}

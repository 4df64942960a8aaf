import { rmSync } from 'node:fs';

/** A lane's database (playwright.config.ts): the first flows lane uses E2E_DB itself, the others a file beside it. */
export const serverDatabase = (file: string, lane: string) => (lane === 'flows' || lane === 'flows-a' ? file : `${file}-${lane}.db`);

/** The seeded demo every lane's database is copied from (scripts/e2eDatabase.mjs). */
export const templateDatabase = (file: string) => `${file}-template.db`;

/**
 * Removes the run's databases (and their WAL files): the other lanes' always, the first lane's and
 * the template when the run made them (E2E_DB_OWNED), not when the caller named E2E_DB.
 */
export default function teardown(): void {
  const file = process.env.E2E_DB;
  if (!file) return;
  const owned = process.env.E2E_DB_OWNED === '1';
  const files = [serverDatabase(file, 'flows-b'), serverDatabase(file, 'reads'), ...(owned ? [file, templateDatabase(file)] : [])];
  for (const db of files) for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  if (process.env.E2E_REGISTRY_ROUTES) rmSync(process.env.E2E_REGISTRY_ROUTES, { force: true });
}

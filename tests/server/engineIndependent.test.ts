// @engine-independent: reads the test files' text, no database; SQLite pass only (jest.config.js).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ENGINE_INDEPENDENT, engineIndependentFiles, serverIgnorePatterns } from '../../scripts/engineIndependent.mjs';

/*
 * A server test file marked engine-independent runs in the SQLite pass only (jest.config.js), so
 * the mark must be true: the file opens no database of the pass. It may build an in-memory SQLite
 * database of its own, or open a SQLite file it names (both the same on either pass), but it imports none of the helpers and fixtures
 * that open the pass's database, and does not read TEST_DATABASE_URL. (This file, the checker,
 * names those patterns and is left out of the check.)
 */

const ROOT = join(__dirname, '..', '..');
const OPENS_THE_PASS_DATABASE = [
  /from '[./]*helpers\/(server|templates)'/,
  /from '[./]*(\w+\/)*fixture'/,
  /TEST_DATABASE_URL/,
  /createDatabase\((?!'sqlite::memory:'|`sqlite:)/,
];

const marked = engineIndependentFiles(join(ROOT, 'tests', 'server'));

describe('engine-independent server tests', () => {
  it('are marked where they say so, and open no database of the pass', () => {
    expect(marked.length).toBeGreaterThan(10);
    const wrong = marked
      .filter((file) => file !== __filename)
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '');
        return OPENS_THE_PASS_DATABASE.filter((pattern) => pattern.test(text)).map((pattern) => `${relative(ROOT, file)}: ${pattern}`);
      });
    expect(wrong).toEqual([]);
  });

  it('can fail: a file that starts a server is caught', () => {
    const text = "import { startServer } from '../helpers/server';\nconst db = createDatabase(url);";
    expect(OPENS_THE_PASS_DATABASE.filter((p) => p.test(text))).toHaveLength(2);
  });

  it('are left out of a PostgreSQL pass, and only they', () => {
    expect(serverIgnorePatterns(ROOT, false)).toEqual(['/node_modules/']);
    const ignored = serverIgnorePatterns(ROOT, true).filter((p) => p !== '/node_modules/');
    expect(ignored).toHaveLength(marked.length);
    for (const file of marked) expect(ignored.filter((p) => new RegExp(p).test(file))).toHaveLength(1);
    expect(ignored.some((p) => new RegExp(p).test(join(ROOT, 'tests/server/seed.test.ts')))).toBe(false);
    expect(readFileSync(join(ROOT, 'tests/server/seedDefault.test.ts'), 'utf8')).toContain(ENGINE_INDEPENDENT);
  });
});

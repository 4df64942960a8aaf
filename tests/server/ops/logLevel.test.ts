// @engine-independent: an in-memory SQLite database of its own; SQLite pass only (jest.config.js).
import { Writable } from 'node:stream';
import { buildApp } from '../../../server/app';
import { createDatabase, type Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { logLevelsFrom } from '../../../server/ops/logLevel';

/*
 * Issue 42: LOG_LEVEL and the request line's level as server/main.ts chooses them (docs/operations.md,
 * "Request logs"): info when LOG_LEVEL is unset, request lines at info, at debug in development.
 * The second half builds the app as main.ts does from those choices and reads what it writes.
 */

describe('the log levels main.ts takes from its environment', () => {
  it.each([
    ['nothing set', {}, [], { level: 'info', requestLogLevel: 'info' }],
    ['an empty LOG_LEVEL', { LOG_LEVEL: '' }, [], { level: 'info', requestLogLevel: 'info' }],
    ['LOG_LEVEL=warn (npm start)', { LOG_LEVEL: 'warn' }, [], { level: 'warn', requestLogLevel: 'info' }],
    ['NODE_ENV=production', { NODE_ENV: 'production' }, [], { level: 'info', requestLogLevel: 'info' }],
    ['NODE_ENV=development', { NODE_ENV: 'development' }, [], { level: 'info', requestLogLevel: 'debug' }],
    ['--dev-console (npm run dev)', { LOG_LEVEL: 'warn' }, ['--dev-console'], { level: 'warn', requestLogLevel: 'debug' }],
    ['--serve-console', {}, ['--serve-console'], { level: 'info', requestLogLevel: 'info' }],
    ['LOG_LEVEL=debug in development', { LOG_LEVEL: 'debug', NODE_ENV: 'development' }, [], { level: 'debug', requestLogLevel: 'debug' }],
  ])('%s', (_what, env, argv, expected) => {
    expect(logLevelsFrom(env, ['node', 'server/main.ts', ...argv])).toEqual(expected);
  });
});

interface LogLine {
  level: number;
  msg: string;
  path?: string;
}

describe('the request line at those levels', () => {
  let db: Database;
  beforeAll(async () => {
    db = createDatabase('sqlite::memory:');
    await migrateToLatest(db);
  });
  afterAll(() => db.destroy());

  /** The lines the app writes for one request, built as main.ts builds it for `env` and `argv`. */
  async function linesFor(env: NodeJS.ProcessEnv, argv: string[] = []): Promise<LogLine[]> {
    const lines: LogLine[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString().split('\n')) if (text.trim()) lines.push(JSON.parse(text) as LogLine);
        done();
      },
    });
    const { level, requestLogLevel } = logLevelsFrom(env, ['node', 'server/main.ts', ...argv]);
    const app = await buildApp({ db, logger: { level, stream }, ops: { requestLogLevel } });
    try {
      const answer = await app.inject({ method: 'POST', url: '/chance-nothing/here', payload: {} });
      expect(answer.statusCode).toBe(404);
    } finally {
      await app.close();
    }
    return lines.filter((line) => line.msg === 'request');
  }

  it('writes each request at info when LOG_LEVEL is unset', async () => {
    expect(await linesFor({})).toEqual([expect.objectContaining({ level: 30, path: '/chance-nothing/here' })]);
  });

  it('writes it at debug in development, seen only with LOG_LEVEL=debug', async () => {
    expect(await linesFor({ NODE_ENV: 'development', LOG_LEVEL: 'debug' })).toEqual([expect.objectContaining({ level: 20 })]);
    expect(await linesFor({ LOG_LEVEL: 'debug' }, ['--dev-console'])).toEqual([expect.objectContaining({ level: 20 })]);
    expect(await linesFor({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('leaves it out at warn, as npm start runs the server', async () => {
    expect(await linesFor({ LOG_LEVEL: 'warn' })).toEqual([]);
  });
});

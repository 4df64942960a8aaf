import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../../server/app';
import { createDatabase, type Database } from '../../../server/db/database';
import { hashPassword } from '../../../server/auth/password';
import { buildPrepared, copyPrepared, TEMPLATES, type PrepareOptions } from './templates';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const DEMO = {
  admin: 'admin123',
  franchisee: 'franchisee123',
  agent: 'agent123',
  agent2: 'agent2123',
} as const;
export type DemoUser = keyof typeof DEMO;

export interface Answer<T = unknown> {
  status: number;
  body: { code: number | string; msg: string; data: T };
  headers: Headers;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'OPTIONS' | 'PUT';
  body?: unknown;
  /** Sent as-is, with `contentType` (default application/json). */
  raw?: string;
  contentType?: string;
  token?: string;
  language?: 0 | 1;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  db: Database;
  app: FastifyInstance;
  /** 'sqlite' or 'postgres', for messages. */
  dialect: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever `data` the endpoint answers
  call<T = any>(path: string, options?: CallOptions): Promise<Answer<T>>;
  /** Logs a demo (or given) account in and returns the token; throws when refused. */
  login(username: DemoUser | string, password?: string): Promise<string>;
  /**
   * Adds an administrator nobody created (as a second seeded admin would be), so maker-checker
   * tests have an independent checker; the seeded `finance` login only reviews money.
   */
  addAdmin(username: string, password: string): Promise<void>;
  close(): Promise<void>;
}

/** A fresh empty database: a temp SQLite file, or a new database on TEST_DATABASE_URL's server. */
export async function freshDatabase(): Promise<{ url: string; dispose: () => Promise<void> }> {
  const database = unmadeDatabase();
  if (database.create) await database.create();
  return database;
}

/**
 * A database in the state most tests start from (migrated, and unless `seed: false` the tiny
 * profile seeded), copied from a template built once per few minutes (helpers/templates.ts).
 */
export async function preparedDatabase(options: PrepareOptions = {}): Promise<{ url: string; dispose: () => Promise<void> }> {
  const database = unmadeDatabase();
  if (TEMPLATES) {
    await copyPrepared(database.url, process.env.TEST_DATABASE_URL || undefined, options);
  } else {
    await database.create?.();
    await buildPrepared(database.url, options);
  }
  return database;
}

/** Where a new database will be, and how to remove it; on PostgreSQL not created yet. */
function unmadeDatabase(): { url: string; create?: () => Promise<void>; dispose: () => Promise<void> } {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const dir = mkdtempSync(join(tmpdir(), 'chance-test-'));
    return { url: `sqlite:${join(dir, 'test.db')}`, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `chance_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    create: async () => {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
    },
    dispose: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      // A pool's end() can resolve while its clients' sockets are still closing; forcing the drop
      // then sends those clients a FATAL they report as an unhandled error. Let them leave first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A real server on 127.0.0.1 with a random port, over its own freshly migrated and 'tiny'-seeded database. */
export async function startServer(options: Omit<AppOptions, 'db'> & { seed?: boolean; seedPeriodDays?: number } = {}): Promise<TestServer> {
  const { seed, seedPeriodDays, ...appOptions } = options;
  const database = await preparedDatabase({ seed, periodDays: seedPeriodDays });
  const db = createDatabase(database.url);
  const app = await buildApp({ ...appOptions, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const call: TestServer['call'] = async (path, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token !== undefined) headers.token = o.token;
    if (o.language !== undefined) headers.language = String(o.language);
    let body: string | undefined;
    if (o.raw !== undefined || o.body !== undefined) {
      body = o.raw ?? JSON.stringify(o.body);
      headers['content-type'] = o.contentType ?? 'application/json';
    }
    const response = await fetch(url + path, { method: o.method ?? 'POST', headers, body });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };

  return {
    url,
    db,
    app,
    dialect: database.url.startsWith('sqlite') ? 'sqlite' : 'postgres',
    call,
    async login(username, password) {
      const typed = password ?? DEMO[username as DemoUser];
      const answer = await call<string>('/chance_login/login', { body: { username, password: sha256(typed) } });
      if (answer.body.code !== 200) throw new Error(`login ${username} refused: ${answer.body.code} ${answer.body.msg}`);
      return answer.body.data;
    },
    async addAdmin(username, password) {
      const { id: _id, ...admin } = await db.selectFrom('staff_user').selectAll().where('username', '=', 'admin').executeTakeFirstOrThrow();
      const now = Date.now();
      await db
        .insertInto('staff_user')
        .values({
          ...admin,
          username,
          password_hash: await hashPassword(sha256(password)),
          created_by: null,
          role_set_by: null,
          password_set_by: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },
    async close() {
      await app.close();
      await db.destroy();
      await database.dispose();
    },
  };
}

/** Generous hook timeout: PostgreSQL database creation plus seeding. */
export const SETUP_TIMEOUT = 120_000;

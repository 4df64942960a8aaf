import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf, type Database } from '../db/database';
import type { Route } from '../http/route';
import { pendingCounts } from '../plugin/counters';
import { Readiness } from './health';
import { processRegistry } from './metrics';
import { REQUEST_ID_HEADER } from './requestId';

/*
 * Operations endpoints and per-request hooks (issue 42), installed by buildApp before any route:
 *   every answer carries `x-request-id` (the id in the request's log line and in the console's error
 *   toast); one JSON log line per request (`requestLogLevel`); request counts and latencies per
 *   declared route; GET /healthz, /readyz; GET /metrics where the configuration exposes it.
 * The three operations paths are left out of the request log and the request metrics (probes
 * every few seconds are noise), and, not being declared routes, out of the interface timings too.
 */

export const OPS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;
const OPS = new Set<string>(OPS_PATHS);

export type RequestLogLevel = 'info' | 'debug';

export interface OpsOptions {
  /** Bearer token /metrics requires (METRICS_TOKEN); none = no token asked. */
  metricsToken?: string;
  /**
   * Whether this app answers /metrics on its own port. Default: only when a token protects it, so
   * figures of a money system are never open by default (METRICS_PORT serves them elsewhere).
   */
  metricsOnMainPort?: boolean;
  /** How long /readyz waits for the database; default 2000 ms. */
  readyTimeoutMs?: number;
  /** Level of the one line per request: info (default), debug in development. */
  requestLogLevel?: RequestLogLevel;
}

export interface OpsHandle {
  /** /readyz answers 503 from now on; the app keeps serving everything else (the balancer drains it). */
  beginShutdown(): void;
  readonly shuttingDown: boolean;
  /** The Prometheus text of this process and this app. */
  metricsText(): Promise<string>;
  readonly contentType: string;
  readonly metricsToken: string | undefined;
  /** This process's registries, for a cluster primary to gather (shareMetricsWithPrimary). */
  readonly registries: readonly Registry[];
}

const handles = new WeakMap<FastifyInstance, OpsHandle>();

/** The operations handle buildApp installed into `app`. */
export function opsOf(app: FastifyInstance): OpsHandle {
  const handle = handles.get(app);
  if (!handle) throw new Error('this app was built without the operations hooks');
  return handle;
}

/** Request latencies from 5 ms to 30 s (exports and reports may run long). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const POOL_WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

let defaultMetrics = false;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

type MetricsSource = Pick<OpsHandle, 'metricsText' | 'contentType' | 'metricsToken'>;

/** Answers /metrics from `source`, asking for its token when it has one. */
export async function answerMetrics(source: MetricsSource, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  reply.header('cache-control', 'no-store');
  if (source.metricsToken !== undefined && !bearerMatches(request, source.metricsToken)) {
    return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain').send('metrics need a bearer token\n');
  }
  return reply.type(source.contentType).send(await source.metricsText());
}

function scrapeRegistry(db: Database, app: FastifyInstance, timeoutMs: number): Registry {
  const registry = new Registry();
  const pool = poolOf(db);
  if (pool) {
    new Gauge({
      name: 'chance_db_pool_connections',
      help: 'PostgreSQL pool connections of this process by state (in_use, idle).',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'idle' }, pool.idle());
        this.set({ state: 'in_use' }, pool.total() - pool.idle());
      },
    });
    new Gauge({
      name: 'chance_db_pool_max_connections',
      help: 'Size of the PostgreSQL pool of this process (PG_POOL_MAX, or PG_POOL_TOTAL shared by the workers).',
      registers: [registry],
      collect() {
        this.set(pool.max);
      },
    });
    new Gauge({
      name: 'chance_db_pool_waiting',
      help: 'Queries of this process waiting for a pool connection at scrape time.',
      registers: [registry],
      collect() {
        this.set(pool.waiting());
      },
    });
    const wait = new Histogram({
      name: 'chance_db_pool_acquire_seconds',
      help: 'Time a query or transaction waited to get a pool connection (opening a new one included).',
      buckets: POOL_WAIT_BUCKETS,
      registers: [registry],
    });
    const stop = pool.onAcquire((ms) => wait.observe(ms / 1000));
    app.addHook('onClose', async () => void stop());
  }
  // Pending work, read from the database at scrape time: the installed modules' badge counters
  // (reviews and approvals waiting, plugin/serverModule.ts `counters`) over every franchisee, and
  // the core's maker-checker change requests.
  new Gauge({
    name: 'chance_pending_queue_size',
    // The same rows seen from every worker: gathered over a cluster, one count, not their sum.
    aggregator: 'max',
    help: 'Items waiting for a person (review or approval), by queue: the modules’ badge counters and change_request.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const work = (async () => {
        const counts = await pendingCounts(db, { kind: 'all' });
        const changes = await db
          .selectFrom('change_request')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'pending_approval')
          .executeTakeFirstOrThrow();
        return { ...counts, change_request: Number(changes.n) };
      })();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
      try {
        const counts = await Promise.race([work, late]);
        this.reset();
        if (counts === null) app.log.warn('metrics: pending queues not counted within the deadline');
        else for (const [queue, n] of Object.entries(counts)) this.set({ queue }, n);
      } catch (error) {
        this.reset();
        app.log.warn({ err: error }, 'metrics: pending queues not counted');
      } finally {
        clearTimeout(timer);
      }
    },
  });
  return registry;
}

/** Installs the operations hooks and endpoints into `app` (call before any route is registered). */
export function installOps(app: FastifyInstance, db: Database, routes: readonly Route[], options: OpsOptions = {}): OpsHandle {
  if (!defaultMetrics) {
    // CPU, memory, event-loop delay and GC of this process (prom-client's standard set).
    collectDefaultMetrics({ register: processRegistry });
    defaultMetrics = true;
  }
  const readiness = new Readiness(db, options.readyTimeoutMs ?? 2000);
  const registry = scrapeRegistry(db, app, options.readyTimeoutMs ?? 2000);
  const requests = new Counter({
    name: 'chance_http_requests_total',
    help: 'Answered requests by method, declared route (never the raw URL; "unmatched" for 404s and the console fallback) and HTTP status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'chance_http_request_duration_seconds',
    help: 'Time from receiving a request to its answer being sent, by method, declared route and HTTP status.',
    labelNames: ['method', 'route', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const exports = new Counter({
    name: 'chance_exports_total',
    help: 'Spreadsheet export requests by route and outcome (ok: the file was sent; failed: refused or erred).',
    labelNames: ['route', 'outcome'],
    registers: [registry],
  });
  const uploads = new Counter({
    name: 'chance_uploads_total',
    help: 'File upload requests by route and outcome (ok: stored; failed: refused or erred).',
    labelNames: ['route', 'outcome'],
    registers: [registry],
  });
  const exportRoutes = new Set(routes.filter((r) => r.export).map((r) => `${r.method} ${r.path}`));
  const uploadRoutes = new Set(routes.filter((r) => r.upload).map((r) => `${r.method} ${r.path}`));
  const level = options.requestLogLevel ?? 'info';

  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?')[0];
    if (OPS.has(path)) return done();
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    try {
      const labels = { method: request.method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
      const key = `${request.method} ${route}`;
      const outcome = status < 400 ? 'ok' : 'failed';
      if (exportRoutes.has(key)) exports.inc({ route, outcome });
      if (uploadRoutes.has(key)) uploads.inc({ route, outcome });
    } catch (error) {
      request.log.warn({ err: error }, 'metrics: request not counted');
    }
    // The one line per request; the logger's child already carries reqId. Path only: a query
    // string may hold filter values (phone numbers) that do not belong in a log.
    request.log[level](
      { method: request.method, path, route, statusCode: status, ms: Math.round(reply.elapsedTime * 10) / 10, ip: request.ip },
      'request',
    );
    done();
  });

  const handle: OpsHandle = {
    beginShutdown: () => readiness.beginShutdown(),
    get shuttingDown() {
      return readiness.shuttingDown;
    },
    async metricsText() {
      return (await processRegistry.metrics()) + (await registry.metrics());
    },
    contentType: registry.contentType,
    metricsToken: options.metricsToken || undefined,
    registries: [processRegistry, registry],
  };
  handles.set(app, handle);
  // app.close() (SIGTERM, tests) also takes the process out of the balancer first.
  app.addHook('preClose', (done) => {
    readiness.beginShutdown();
    done();
  });

  app.get('/healthz', (_request, reply) => {
    void reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
  app.get('/readyz', async (_request, reply) => {
    const answer = await readiness.check();
    reply.header('cache-control', 'no-store');
    if (answer.ready) return reply.send({ status: 'ready' });
    return reply.code(503).send({ status: 'not_ready', reason: answer.reason });
  });
  const onMainPort = options.metricsOnMainPort ?? handle.metricsToken !== undefined;
  app.get('/metrics', async (request, reply) => {
    if (!onMainPort)
      return reply
        .code(404)
        .type('text/plain')
        .send('metrics are not served on this port: set METRICS_TOKEN or METRICS_PORT (docs/operations.md)\n');
    return answerMetrics(handle, request, reply);
  });
  return handle;
}

async function listenMetrics(source: MetricsSource, options: { port: number; host?: string }) {
  const server = Fastify({ logger: false });
  server.get('/metrics', (request, reply) => answerMetrics(source, request, reply));
  await server.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  const address = server.server.address();
  return { close: () => server.close(), port: typeof address === 'object' && address ? address.port : options.port };
}

/**
 * METRICS_PORT: /metrics alone on a port of its own (by default bound to 127.0.0.1), so it can be
 * left off the balancer and firewalled apart; METRICS_TOKEN is still asked for when set.
 */
export function startMetricsServer(
  app: FastifyInstance,
  options: { port: number; host?: string },
): Promise<{ close(): Promise<void>; port: number }> {
  return listenMetrics(opsOf(app), options);
}

/**
 * WORKERS=N: the primary answers METRICS_PORT with the sum of its workers' figures (prom-client's
 * AggregatorRegistry asks each worker over the cluster channel), so one scrape sees the whole
 * cluster, never whichever worker took the connection.
 */
export function startClusterMetricsServer(options: { port: number; host?: string; token?: string }) {
  const aggregator = new AggregatorRegistry();
  return listenMetrics(
    { metricsText: () => aggregator.clusterMetrics(), contentType: aggregator.contentType, metricsToken: options.token },
    options,
  );
}

/** In a cluster worker: answers the primary's requests for this worker's figures. */
export function shareMetricsWithPrimary(app: FastifyInstance): void {
  // Constructing one installs the worker's listener for the primary's requests.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([...opsOf(app).registries]);
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/database';
import { consoleContentSecurityPolicy } from './http/contentSecurityPolicy';
import { corsDelegate } from './http/cors';
import { installErrorHandlers } from './http/envelope';
import { installJsonBodyParser } from './http/jsonBody';
import { registerRoutes, type Route } from './http/route';
import { pathsOf } from './http/routePaths';
import { allRoutes } from './routes';
import { installedModules } from './plugin/installed';
import type { ModuleAppOptions } from './plugin/services';
import { registerImageFiles, uploadDirFromEnv } from './uploads';
import { installJsonCompression } from './http/compressJson';
import { createDevConsole } from './http/devConsole';
import { installOps, type OpsOptions } from './ops/install';
import { OneLineLogController, requestIdOf } from './ops/requestId';

/** Files under assets/ carry a content hash in their name (Vite's default assetFileNames). */
const IMMUTABLE_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;

/** The core's settings, and the installed modules' (`timing`: the system plugin's request timings). */
export interface AppOptions extends ModuleAppOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Fastify trustProxy: true, a hop count, or addresses/CIDRs of trusted proxies. */
  trustProxy?: boolean | number | string;
  /** Serve the built console from this folder (one process, one port), with SPA fallback. */
  consoleRoot?: string;
  /** Serve the console's sources through Vite on the same port, with hot reload (`npm run dev`). */
  devConsole?: boolean;
  /** Origins besides the console's own allowed to call the API (a console on another host); default none. */
  corsOrigins?: string[];
  /** Where uploaded images are kept; default UPLOAD_DIR or data/uploads. */
  uploadDir?: string;
  /** More endpoints beside the standard ones (tests, extensions). */
  extraRoutes?: Route[];
  /** Health, readiness, metrics and the request log (server/ops/install.ts). */
  ops?: OpsOptions;
}

/** First path segments of the API (`chance_login`, `station`, …): such paths never fall back to the console. */
function apiPathMatcher(routes: Route[]): (path: string) => boolean {
  const prefixes = new Set(routes.flatMap(pathsOf).map((path) => path.split('/')[1]));
  return (path) => {
    const first = path.split('/')[1] ?? '';
    return prefixes.has(first) || /^chance[-_]/.test(first);
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const trust = options.trustProxy ?? false;
  const app = Fastify({
    logger: options.logger ?? false,
    // A hop count trusts that many proxies next to us (Fastify's types only take a function for it).
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    // One line per request, written by ops/install.ts (Fastify's own are two, and include the probes).
    logController: new OneLineLogController(),
    // The id a well-formed x-request-id from a proxy gives, else a new one (ops/requestId.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  const routes = [...allRoutes, ...(options.extraRoutes ?? [])];
  // First: its hooks must see every route and answer, the console's files and 404s included.
  installOps(app, options.db, routes, options.ops);

  await app.register(cors, () => corsDelegate(options.corsOrigins ?? []));

  installJsonBodyParser(app);
  // API answers of 1 kB and more go compressed (registered before the routes and their scopes).
  installJsonCompression(app);

  const root = options.consoleRoot;
  if (root !== undefined) {
    if (!existsSync(join(root, 'index.html'))) throw new Error(`No built console at ${root}/index.html: run npm run build first`);
    await app.register(fastifyStatic, {
      root,
      index: ['index.html'],
      // The build writes .br/.gz twins (scripts/precompress.ts): sent to clients that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        // Vite names assets by content hash: a changed file is a new URL, so the old one never changes.
        res.setHeader('cache-control', IMMUTABLE_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const isApiPath = apiPathMatcher(routes);
  if (root !== undefined) {
    const policy = consoleContentSecurityPolicy(readFileSync(join(root, 'index.html'), 'utf8'));
    // Console files exist in several encodings: caches must key them on what the client accepts.
    // Appended on the reply (not the raw response) so CORS's `Vary: Origin` is kept beside it.
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' || isApiPath(request.url.split('?')[0])) return;
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      // Every document of the console (index.html, the SPA fallback) carries the policy.
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        reply.header('content-security-policy', policy);
        reply.header('x-content-type-options', 'nosniff');
        reply.header('referrer-policy', 'same-origin');
      }
    });
  }
  const dev = options.devConsole ? await createDevConsole(app.server) : undefined;
  if (dev) app.addHook('onClose', async () => dev.close());
  /** What is not an API route is the console's: a browser navigation (reload, bookmark, new tab) never
   * is an API call, even where a console route shares an API path's first segment (/member/10000/show
   * beside member/login/log/…). One decision for the built console and the sources under Vite. */
  const forConsole = (request: FastifyRequest, path: string) => {
    const navigation = request.headers['sec-fetch-mode'] === 'navigate' || String(request.headers.accept ?? '').includes('text/html');
    return request.method === 'GET' && (!isApiPath(path) || navigation);
  };
  installErrorHandlers(app, {
    fallback: (request, reply) => {
      const path = request.url.split('?')[0];
      if (!forConsole(request, path)) return undefined;
      if (dev) {
        reply.hijack();
        dev.handle(request.raw, reply.raw);
        return reply;
      }
      if (root === undefined || /\.[A-Za-z0-9]+$/.test(path)) return undefined;
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  });

  // The modules' hooks over the routes (registered next) and their work to end with the app.
  for (const module of installedModules()) module.installIntoApp?.(app, { db: options.db, routes, options });
  const uploadDir = options.uploadDir ?? uploadDirFromEnv();
  registerRoutes(
    app,
    options.db,
    routes.filter((r) => !r.upload),
    { uploadDir },
  );
  // Multipart bodies are parsed only in this scope: every other route keeps refusing them (A0400).
  await app.register(async (scope) => {
    await scope.register(multipart);
    registerRoutes(
      scope,
      options.db,
      routes.filter((r) => r.upload),
      { uploadDir },
    );
  });
  registerImageFiles(app, uploadDir);
  return app;
}

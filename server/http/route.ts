import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteContract } from '../../shared/contract';
import { normaliseIp } from '../auth/ipWhitelist';
import { authenticate, type Caller, type StaffRole } from '../auth/session';
import type { Database } from '../db/database';
import { menuAllows } from '../menu/catalogue';
import { writeAnswer } from './answers';
import { pathsOf } from './routePaths';
import { ok } from './envelope';
import { ApiError } from './errors';
import { EnvelopeExtras } from './envelopeExtras';
import { takeExportSlot } from './exportSlots';
import { FileAnswer } from './fileAnswer';
import { idempotencyKeyOf, requestHash, withIdempotency } from './idempotency';
import { langFromHeader, t, type Lang } from './messages';
import { Notice } from './notice';
import { writeOperationLog, type Change } from './operationLog';
import { parseInput } from './validate';

/*
 * Every endpoint is one `defineRoute({...})`: the declaration carries the whole policy, and
 * `registerRoutes` enforces it in this order before the handler runs:
 *   auth 'staff'  → the `token` header must name a live session (A0230; A0212 disabled; A0220 IP);
 *   roles         → caller's role (from type) must be listed (A0301); omitted = every role;
 *   menu          → required on staff routes: a menu path the caller's role menuList must hold,
 *                   anyOfMenus(…) (one of several screens use it), or anySignedInStaff(reason)
 *                   (own session, pickers every screen needs), each a reviewed exception listed
 *                   in tests/server/routeMenuGates.test.ts (A0301 when refused);
 *   body / query  → zod-parsed, A0400 naming each bad field, in the caller's language;
 *   writes        → the handler runs in one transaction (ctx.db is it); every ctx.audit(change)
 *                   becomes an operation_log row in that transaction; a thrown error rolls
 *                   back everything, so failed requests write nothing;
 *   moneyMoving   → also requires an Idempotency-Key header: replays answer the stored result;
 *   export        → takes an export slot (per staff member and per process, A0429 when none is free),
 *                   released when the answer has been sent;
 *   upload        → reads the multipart request's one file into ctx.file (bytes null past maxBytes);
 *                   the route must be registered where @fastify/multipart is (server/app.ts does it).
 * The handler returns `data`; the envelope `{ code: 200, msg, data }` is added here.
 *
 *   export const routes = [
 *     defineRoute({
 *       method: 'POST', path: '/chance-member/lock', auth: 'staff',
 *       roles: ['admin', 'franchisee'], menu: ACCOUNT_MENU.Account_management.vip.formal.path,
 *       body: z.object({ id: idField }),
 *       writes: { action: 'member.lock', targetType: 'member' },
 *       async handler({ db, body, caller, audit }) { …; audit({ targetId: body.id, before, after }); return null; },
 *     }),
 *   ];
 */

export type Auth = 'public' | 'staff';

/** The one file of a multipart upload, as the client named and typed it (neither is trusted). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  /** Null when the file was larger than the route's `upload.maxBytes` (the rest was not read). */
  bytes: Buffer | null;
}

export interface RouteContext<A extends Auth, B, Q> {
  /** The request's transaction on writing routes, the shared instance otherwise. */
  db: Database;
  caller: A extends 'staff' ? Caller : null;
  body: B;
  query: Q;
  lang: Lang;
  ip: string;
  userAgent: string;
  token: string | undefined;
  now: number;
  /** The uploaded file on `upload` routes; null when the request carried none. */
  file: UploadedFile | null;
  /** Where uploaded files are kept (AppOptions.uploadDir). */
  uploadDir: string;
  /** Records an operation_log entry (writing routes only). */
  audit(change: Change): void;
}

export interface RouteSpec<A extends Auth, BS extends z.ZodType, QS extends z.ZodType> {
  method: 'GET' | 'POST';
  /** Exactly as the spec spells it, from the server root. */
  path: string;
  auth: A;
  roles?: StaffRole[];
  /** Required when auth is 'staff' (see MenuGate). */
  menu?: MenuGate;
  body?: BS;
  query?: QS;
  writes?: { action: string; targetType: string };
  moneyMoving?: boolean;
  /** A spreadsheet export: runs only in a free export slot (http/exportSlots.ts), held until its file is sent. */
  export?: true;
  /** A multipart file upload of at most maxBytes (see ctx.file). */
  upload?: { maxBytes: number };
  handler(ctx: RouteContext<A, z.output<BS>, z.output<QS>>): Promise<unknown>;
}

/**
 * Which menu rights open a staff route: one menu path (the screen that calls it), several (a call
 * shared by screens: any one of them opens it), or none at all, said out loud with the reason. A
 * path comes from its plugin's typed menu (shared/menuTree.ts menuRights), never spelt by hand:
 * tests/server/contract/menuGates.test.ts refuses a gate written as a list of strings.
 */
export type MenuGate = string[] | { anyOf: string[][] } | { anySignedInStaff: string };

/** A call several screens make: holding any one of these menu paths opens it. */
export const anyOfMenus = (...paths: string[][]): MenuGate => ({ anyOf: paths });

/** Open to every signed-in staff member (its data is the caller's own, or scoped by the handler): why. */
export const anySignedInStaff = (reason: string): MenuGate => ({ anySignedInStaff: reason });

export function menuGateAllows(gate: MenuGate, menuList: Caller['menuList']): boolean {
  if (Array.isArray(gate)) return menuAllows(menuList, gate);
  if ('anyOf' in gate) return gate.anyOf.some((path) => menuAllows(menuList, path));
  return true;
}

type SchemaOr<S, Fallback extends z.ZodType> = S extends z.ZodType ? S : Fallback;

/**
 * A route declared from its contract (shared/contract.ts, issue 41): method, path, request schemas
 * and money-moving come from the contract, and the handler must return the contract's answer (or
 * that answer inside a Notice or EnvelopeExtras, or a file).
 */
export interface ContractRouteSpec<A extends Auth, C extends RouteContract> extends Omit<
  RouteSpec<A, z.ZodType, z.ZodType>,
  'method' | 'path' | 'body' | 'query' | 'moneyMoving' | 'handler'
> {
  contract: C;
  /**
   * What the server parses the body with, when a field takes a step shared code cannot: sanitising
   * rich text, an address check with node:net, a menu cut to the server's catalogue. It is the
   * contract's body with those fields replaced (`contract.body.safeExtend({ … })`), so it reads what
   * the contract describes and hands the handler what the contract's body parses to; the contract
   * stays the description (API reference, console types).
   */
  serverBody?: z.ZodType<z.output<SchemaOr<C['body'], z.ZodUndefined>>>;
  handler(
    ctx: RouteContext<A, z.output<SchemaOr<C['body'], z.ZodUndefined>>, z.output<SchemaOr<C['query'], z.ZodUndefined>>>,
  ): Promise<z.input<C['answer']> | Notice | EnvelopeExtras | FileAnswer>;
}

/** A route with its types erased, as `registerRoutes` takes them; `contract` when it has one. */
export type Route = RouteSpec<Auth, z.ZodType, z.ZodType> & { contract?: RouteContract };

export function defineRoute<A extends Auth, C extends RouteContract>(spec: ContractRouteSpec<A, C>): Route;
export function defineRoute<A extends Auth, BS extends z.ZodType = z.ZodUndefined, QS extends z.ZodType = z.ZodUndefined>(
  spec: RouteSpec<A, BS, QS>,
): Route;
export function defineRoute(declared: Route | ContractRouteSpec<Auth, RouteContract>): Route {
  const spec: Route =
    'contract' in declared && declared.contract ? fromContract(declared as ContractRouteSpec<Auth, RouteContract>) : (declared as Route);
  if (spec.writes && spec.auth !== 'staff') throw new Error(`${spec.path}: writing routes need auth 'staff' for the operation log`);
  if (spec.moneyMoving && !spec.writes) throw new Error(`${spec.path}: money-moving routes must declare writes`);
  if (spec.auth === 'staff' && !spec.menu)
    throw new Error(`${spec.path}: a staff route declares its menu right, anyOfMenus(…), or anySignedInStaff(reason)`);
  if (spec.menu && !Array.isArray(spec.menu) && 'anySignedInStaff' in spec.menu && spec.menu.anySignedInStaff.trim().length < 10) {
    throw new Error(`${spec.path}: anySignedInStaff needs the reason it is open to every staff member`);
  }
  return spec;
}

function fromContract({ serverBody, ...declared }: ContractRouteSpec<Auth, RouteContract>): Route {
  const { contract } = declared;
  return {
    ...declared,
    method: contract.method,
    path: contract.path,
    body: serverBody ?? contract.body,
    query: contract.query,
    moneyMoving: contract.moneyMoving,
  };
}

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function authorize(route: Route, caller: Caller): void {
  if (route.roles && !route.roles.includes(caller.role)) throw new ApiError('A0301', 'access_denied');
  if (route.menu && !menuGateAllows(route.menu, caller.menuList)) throw new ApiError('A0301', 'access_denied');
}

async function runWrite(
  db: Database,
  route: Route,
  ctx: Omit<RouteContext<'staff', unknown, unknown>, 'db' | 'audit'>,
  request: FastifyRequest,
) {
  const writes = route.writes as NonNullable<Route['writes']>;
  const actor = { staffId: ctx.caller.staffId, username: ctx.caller.username, ip: ctx.ip };
  const run = async (trx: Database) => {
    const changes: Change[] = [];
    const data = await route.handler({ ...ctx, db: trx, audit: (change) => changes.push(change) });
    if (changes.length === 0) throw new Error(`${route.path} declares writes but reported no change to audit`);
    await writeOperationLog(trx, actor, writes, changes, ctx.now);
    return data;
  };
  if (!route.moneyMoving) return db.transaction().execute(run);
  const scope = `staff:${ctx.caller.staffId}`;
  const key = idempotencyKeyOf(request.headers['idempotency-key']);
  return withIdempotency(db, { key, scope, hash: requestHash(scope, route.method, route.path, request.body), now: ctx.now }, run);
}

export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<UploadedFile | null> {
  if (!request.isMultipart()) return null;
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 } });
  if (!part) return null;
  try {
    const bytes = await part.toBuffer();
    // The multipart parser may stop at the limit and hand over the first maxBytes without an error
    // (seen for files of 2–30 MB): a cut file is a refused file, never a stored truncated one.
    return { filename: part.filename, mimetype: part.mimetype, bytes: part.file.truncated || bytes.length > maxBytes ? null : bytes };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      return { filename: part.filename, mimetype: part.mimetype, bytes: null };
    throw error;
  }
}

export function registerRoutes(app: FastifyInstance, db: Database, routes: Route[], options: { uploadDir: string }): void {
  for (const route of routes) {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const lang = langFromHeader(request.headers.language);
      const ip = normaliseIp(request.ip);
      const now = Date.now();
      const token = firstHeader(request.headers.token)?.trim() || undefined;
      const caller = route.auth === 'staff' ? await authenticate(db, token, ip, now) : null;
      if (caller) authorize(route, caller);
      const base = {
        caller,
        body: route.body ? parseInput(route.body, request.body ?? {}, lang) : undefined,
        query: route.query ? parseInput(route.query, request.query ?? {}, lang) : undefined,
        lang,
        ip,
        userAgent: firstHeader(request.headers['user-agent']) ?? '',
        token,
        now,
        file: route.upload ? await readUpload(request, route.upload.maxBytes) : null,
        uploadDir: options.uploadDir,
      };
      // An export holds its slot until its file has gone out (or the client went away).
      const release = route.export && caller ? takeExportSlot(caller.staffId) : null;
      if (release) reply.raw.once('close', release);
      const data = await (
        route.writes
          ? runWrite(db, route, base as Omit<RouteContext<'staff', unknown, unknown>, 'db' | 'audit'>, request)
          : route.handler({
              ...base,
              db,
              audit: () => {
                throw new Error(`${route.path} records an audit entry but does not declare writes`);
              },
            })
      ).catch((error: unknown) => {
        release?.();
        throw error;
      });
      if (data instanceof FileAnswer) {
        return reply.header('content-type', data.contentType).header('content-disposition', data.disposition()).send(data.body);
      }
      const envelope =
        data instanceof EnvelopeExtras
          ? { ...data.extras, ...ok(data.data, lang) }
          : data instanceof Notice
            ? { ...ok(data.data, lang), msg: t(lang, data.key, data.params) }
            : ok(data, lang);
      if (!route.contract) return reply.send(envelope);
      return reply.type('application/json; charset=utf-8').send(writeAnswer(route, route.contract, envelope));
    };
    // An older path of the same call answers exactly as the contract's own (shared/contract.ts `aliases`).
    for (const url of pathsOf(route)) app.route({ method: route.method, url, handler });
  }
}

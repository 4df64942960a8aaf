import type { z } from 'zod';
import { envelopeSchemaOf, ERROR_ENVELOPE_SCHEMA, jsonSchemaOf } from './answers';
import type { ErrorCode } from './errors';
import type { Route } from './route';
import { pathsOf } from './routePaths';

/*
 * The OpenAPI 3.1 document of the served routes (issue 41), generated from their declarations:
 * request schemas, answer contracts (routes not yet given one answer "any data"), the auth header,
 * the menu right or roles that open each route, and the error codes it can answer. JSON Schema
 * 2020-12 is OpenAPI 3.1's own dialect, so zod's JSON Schema goes in as it is.
 */

type JsonSchema = Record<string, unknown>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface DocumentOptions {
  version: string;
  /** The owning plugin of a route (its tag), 'core' for the server's own. */
  tagOf: (route: Route) => string;
}

const operationId = (route: Route) =>
  `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;

/** Who may call a route, as the reference shows it: the menu right is the permission key. */
function accessOf(route: Route): Record<string, unknown> {
  if (route.auth === 'public') return { 'x-access': 'public' };
  const gate = route.menu;
  const access: Record<string, unknown> = {};
  if (Array.isArray(gate)) access['x-menu-right'] = gate.join('/');
  else if (gate && 'anyOf' in gate) access['x-menu-right'] = gate.anyOf.map((p) => p.join('/'));
  else if (gate) access['x-any-signed-in-staff'] = gate.anySignedInStaff;
  if (route.roles) access['x-roles'] = route.roles;
  return access;
}

function errorCodesOf(route: Route): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (route.auth === 'staff') codes.push('A0230', 'A0212', 'A0220', 'A0301');
  if (route.body || route.query || route.moneyMoving || route.upload) codes.push('A0400');
  codes.push('A0404');
  if (route.export) codes.push('A0429');
  codes.push('B0001');
  return codes;
}

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = jsonSchemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

function operationOf(route: Route, options: DocumentOptions): JsonSchema {
  const parameters: JsonSchema[] = [{ $ref: '#/components/parameters/Language' }];
  if (route.query) parameters.push(...queryParameters(route.query));
  if (route.moneyMoving) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const errorCodes = errorCodesOf(route);
  const fileType = route.contract?.file ?? (route.export ? XLSX : undefined);
  const success = route.contract
    ? envelopeSchemaOf(route.contract)
    : { type: 'object', properties: { code: { const: 200 }, msg: { type: 'string' }, data: {} }, required: ['code', 'msg', 'data'] };
  const operation: JsonSchema = {
    operationId: operationId(route),
    ...(route.contract?.summary ? { summary: route.contract.summary } : {}),
    tags: [options.tagOf(route)],
    security: route.auth === 'staff' ? [{ token: [] }] : [],
    parameters,
    responses: {
      '200': fileType
        ? {
            description: 'The file itself (no envelope)',
            content: {
              [fileType]: {
                schema:
                  route.contract && fileType.startsWith('application/json')
                    ? jsonSchemaOf(route.contract.answer)
                    : { type: 'string', contentMediaType: fileType },
              },
            },
          }
        : { description: 'Success: `code` 200 and the answer in `data`', content: { 'application/json': { schema: success } } },
      default: {
        description: `Refused: ${errorCodes.join(', ')}`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      },
    },
    'x-error-codes': errorCodes,
    'x-contract': Boolean(route.contract),
    ...accessOf(route),
  };
  if (route.writes) operation['x-operation-log'] = route.writes.action;
  // The contract describes the body; a route's serverBody only adds server-side steps to it.
  const body = route.contract?.body ?? route.body;
  if (body) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(body) } } };
  } else if (route.upload) {
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } } },
        },
      },
    };
  }
  return operation;
}

export function openApiDocument(routes: readonly Route[], options: DocumentOptions): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    for (const served of pathsOf(route)) {
      const path = served.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = operationOf(route, options);
      // An alias is the same call under an older path: documented, marked so clients move to the first.
      if (served !== route.path)
        Object.assign(operation, {
          operationId: `${operation.operationId}Alias`,
          deprecated: true,
          description: `The same call as ${route.path}.`,
        });
      paths[path] ??= {};
      paths[path][route.method.toLowerCase()] = operation;
    }
  }
  // Path parameters (`/member/:id`) are declared once per operation that has them.
  for (const [path, operations] of Object.entries(paths)) {
    const names = [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]);
    for (const operation of Object.values(operations)) {
      (operation.parameters as JsonSchema[]).push(
        ...names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      );
    }
  }
  const tags = [...new Set(routes.map(options.tagOf))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Chance Admin API',
      version: options.version,
      description:
        'Every answer is an envelope `{ code, msg, data }`: `code` 200 with the answer in `data`, or an error code with a message in the ' +
        'language the `language` header asks for (1 Chinese, anything else English). Money is in integer paise, times in epoch milliseconds or ' +
        'Bombay dates. Staff calls carry the session token of `/chance_login/login` in the `token` header; `x-menu-right` names the ' +
        "menu path a caller's role must hold.",
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      parameters: {
        Language: {
          name: 'language',
          in: 'header',
          required: false,
          schema: { type: 'string', enum: ['0', '1'] },
          description: '1 Chinese, 0 (default) English',
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          schema: { type: 'string', minLength: 1, maxLength: 255 },
          description: 'One per user action: a replay answers the stored result',
        },
      },
      schemas: { ErrorEnvelope: ERROR_ENVELOPE_SCHEMA },
    },
  };
}

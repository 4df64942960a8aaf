import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { RouteContract } from '../../shared/contract';
import { ERROR_STATUS } from './errors';

/*
 * Answers against their contracts (issue 41). A route with a contract answers through a serialiser
 * compiled from its answer schema (fast-json-stringify: faster than JSON.stringify on long lists,
 * and nothing the contract does not name leaves the server). Outside production every answer is
 * also checked before it goes: it must parse with the contract's zod schema, and the compiled
 * serialiser must write exactly what JSON.stringify would, so a field the contract forgets (which
 * the serialiser would drop) or a type it gets wrong fails there, naming the route and the field.
 * A failed check answers B0001 and is kept for the test that caused it (takeAnswerViolations).
 */

/** Check every answer (tests, development) or only serialise it (production). */
export const CHECK_ANSWERS = process.env.NODE_ENV !== 'production' || process.env.CHECK_ANSWERS === '1';

type JsonSchema = Record<string, unknown>;

/** A contract schema as JSON Schema (draft 2020-12), the parsed ("output") side of every field. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  delete json.$schema;
  return json;
}

const ERROR_CODES = Object.keys(ERROR_STATUS);

/** `{ code, msg, data, …extras }` with the contract's answer as `data`. */
export function envelopeSchemaOf(contract: Pick<RouteContract, 'answer' | 'extras'>): JsonSchema {
  const extras = contract.extras ? jsonSchemaOf(contract.extras) : undefined;
  return {
    type: 'object',
    properties: {
      ...((extras?.properties as JsonSchema | undefined) ?? {}),
      code: { const: 200 },
      msg: { type: 'string' },
      data: jsonSchemaOf(contract.answer),
    },
    required: ['code', 'msg', 'data', ...((extras?.required as string[] | undefined) ?? [])],
  };
}

/** Every refusal: `code` one of the spec's error codes, `data.fields` naming bad input. */
export const ERROR_ENVELOPE_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', enum: ERROR_CODES },
    msg: { type: 'string' },
    data: {
      anyOf: [
        { type: 'null' },
        { type: 'object', properties: { fields: { type: 'object', additionalProperties: { type: 'string' } } }, required: ['fields'] },
      ],
    },
  },
  required: ['code', 'msg', 'data'],
};

type Serialise = (envelope: unknown) => string;
const serialisers = new WeakMap<RouteContract, Serialise>();

/** The contract's compiled serialiser, built on first use and shared by every server in the process. */
export function serialiserOf(contract: RouteContract): Serialise {
  let serialise = serialisers.get(contract);
  if (!serialise) {
    serialise = fastJson(envelopeSchemaOf(contract)) as Serialise;
    serialisers.set(contract, serialise);
  }
  return serialise;
}

const violations: string[] = [];

/** The answer-contract failures seen since the last call (the server test setup fails a test on any). */
export function takeAnswerViolations(): string[] {
  return violations.splice(0);
}

export class AnswerContractError extends Error {}

/** Where two JSON values first differ, as a path from the envelope (`data.list.3.amount`). */
function firstDifference(expected: unknown, actual: unknown, path: string): string | null {
  if (isDeepStrictEqual(expected, actual)) return null;
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object') {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of keys) {
      const found = firstDifference((expected as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path} (${JSON.stringify(expected) ?? 'absent'} written as ${JSON.stringify(actual) ?? 'absent'})`;
}

/** The envelope's text; outside production, refused with the route and field when it breaks the contract. */
export function writeAnswer(route: { method: string; path: string }, contract: RouteContract, envelope: { data: unknown }): string {
  const text = serialiserOf(contract)(envelope);
  if (!CHECK_ANSWERS) return text;
  const fail = (what: string) => {
    const message = `${route.method} ${route.path} answered against its contract: ${what}`;
    violations.push(message);
    throw new AnswerContractError(message);
  };
  const parsed = contract.answer.safeParse(envelope.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail(`data${issue.path.map((p) => `.${String(p)}`).join('')}: ${issue.message}`);
  }
  const difference = firstDifference(JSON.parse(JSON.stringify(envelope)), JSON.parse(text), 'envelope');
  if (difference) fail(`the contract's serialiser would change ${difference}`);
  return text;
}

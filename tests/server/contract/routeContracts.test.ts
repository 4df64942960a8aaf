import { z } from 'zod';
import { plugins } from '../../../plugins';
import { serialiserOf } from '../../../server/http/answers';
import type { Route } from '../../../server/http/route';
import { routesByCall } from '../../../server/http/routePaths';
import { allRoutes } from '../../../server/routes';
import { manifestCalls } from './manifestChecks';
import { NOT_YET_DESCRIBED } from './notYetDescribed';
import { SPEC_CALLS } from './specCalls';

// Issue 41: every route is declared from a contract (shared/contract.ts), and the console's calls
// and the spec's meet routes that have one. NOT_YET_DESCRIBED only shrinks: a route in it that
// gains a contract must leave it, and a new route without one fails here.
const callOf = (route: Route) => `${route.method} ${route.path}`;
const byCall = routesByCall(allRoutes);
const undescribed = new Set(NOT_YET_DESCRIBED);

describe('route contracts', () => {
  it('every route declares one, but those still listed as not yet described', () => {
    expect(
      allRoutes
        .filter((route) => !route.contract)
        .map(callOf)
        .sort(),
    ).toEqual([...NOT_YET_DESCRIBED].sort());
  });

  it('every call a console manifest makes, and every call of the spec, reaches a route with one', () => {
    const calls = [
      ...manifestCalls(plugins).map((c) => ({ call: `${c.method} ${c.path}`, by: `${c.plugin}: ${c.caller}` })),
      ...SPEC_CALLS.map((call) => ({ call, by: 'spec §7' })),
    ];
    const bare = calls.filter(({ call }) => {
      const route = byCall.get(call);
      return route !== undefined && !route.contract && !undescribed.has(callOf(route));
    });
    expect(bare.map(({ call, by }) => `${by} → ${call}`)).toEqual([]);
  });

  it('each is declared by one route only, under its own method and path', () => {
    const seen = new Map<unknown, string>();
    for (const route of allRoutes) {
      if (!route.contract) continue;
      expect([route.method, route.path]).toEqual([route.contract.method, route.contract.path]);
      expect(seen.get(route.contract)).toBeUndefined();
      seen.set(route.contract, callOf(route));
    }
  });

  it('a route that parses with a serverBody of its own reads the fields its contract describes', () => {
    // serverBody is the contract's body with some fields given server-side steps (route.ts): the
    // same fields, required alike, as the request JSON a client writes.
    const fieldsOf = (schema: z.ZodType) => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object; required?: string[] };
      return { fields: Object.keys(json.properties ?? {}), required: [...(json.required ?? [])].sort() };
    };
    const differing = allRoutes.filter((route) => route.contract && route.body !== route.contract.body);
    const described = (route: Route, body: z.ZodType | undefined) => ({ call: callOf(route), ...(body ? fieldsOf(body) : {}) });
    for (const route of differing) expect(described(route, route.body)).toEqual(described(route, route.contract?.body));
  });

  it("compiles every answer's serialiser (a schema it cannot write fails here, not at a user's first call)", () => {
    const failed: string[] = [];
    for (const route of allRoutes) {
      if (!route.contract || route.contract.file) continue;
      try {
        serialiserOf(route.contract);
      } catch (error) {
        failed.push(`${callOf(route)}: ${(error as Error).message}`);
      }
    }
    expect(failed).toEqual([]);
  });
});

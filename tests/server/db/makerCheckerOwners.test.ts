// @engine-independent: reads the server's source text, no database; SQLite pass only (jest.config.js).
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { serverSourceFiles } from '../helpers/serverSources';

/*
 * Issue 38: the core's maker-checker (server/db/decideRequest.ts) names no domain. Its Decisions
 * interface is empty; each plugin that owns a request table adds the table and its decisions by
 * declaration merging, in its own server half, beside the table's row type.
 */
const ROOT = resolve(__dirname, '../../..');
const CORE = ['server/db/decideRequest.ts', 'server/db/schema.ts'];

/** The request tables each server file adds to Decisions, by file. */
function declaredDecisions(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of serverSourceFiles()) {
    const source = readFileSync(file, 'utf8');
    const merge = /declare module '[./]*server\/db\/decideRequest' \{\s*interface Decisions \{([^}]*)\}/.exec(source);
    if (merge)
      found.set(
        relative(ROOT, file),
        [...merge[1].matchAll(/^\s*(\w+)\s*:/gm)].map((m) => m[1]),
      );
  }
  return found;
}

describe('maker-checker request tables', () => {
  const declared = declaredDecisions();
  const tables = [...declared.values()].flat();

  it('are declared by the plugins that own them, each in one place', () => {
    expect(Object.fromEntries(declared)).toEqual({
      'plugins/lottery/server/tables/supplementaryRequest.ts': ['supplementary_request'],
      'plugins/money/server/tables/manualReview.ts': ['manual_batch'],
      'plugins/vip/server/tables/pointsAdjustment.ts': ['points_adjustment'],
    });
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('are named nowhere in the core maker-checker or the core database type', () => {
    for (const file of CORE) {
      const source = readFileSync(resolve(ROOT, file), 'utf8');
      expect({ file, named: tables.filter((table) => source.includes(table)) }).toEqual({ file, named: [] });
    }
    // The core declares Decisions empty, for the plugins to fill.
    expect(readFileSync(resolve(ROOT, CORE[0]), 'utf8')).toMatch(/export interface Decisions \{\}/);
  });
});

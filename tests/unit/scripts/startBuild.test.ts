/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleBuildIsStale } from '../../../scripts/startBuild.mjs';

// `npm start` builds the console on first start and again only when a console source is newer.
describe('whether npm start builds the console first', () => {
  let root: string;
  const at = (path: string, seconds: number) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), 'x');
    utimesSync(join(root, path), seconds, seconds);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'start-build-'));
    at('index.html', 100);
    at('src/main.tsx', 100);
    at('plugins/money/index.ts', 100);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there is no build yet', () => {
    expect(consoleBuildIsStale(root)).toMatch(/first start/);
  });

  it('does not build when the build is newer than every source', () => {
    at('dist/index.html', 200);
    expect(consoleBuildIsStale(root)).toBeNull();
  });

  it('builds when a console source changed after the build, naming where', () => {
    at('dist/index.html', 200);
    at('plugins/money/orders/OrderList.tsx', 300);
    expect(consoleBuildIsStale(root)).toBe('plugins changed since the last build');
  });

  it("ignores the servers' halves and tests, which the console build never reads", () => {
    at('dist/index.html', 200);
    at('plugins/money/server/routes.ts', 300);
    at('plugins/money/tests/unit/x.test.ts', 300);
    expect(consoleBuildIsStale(root)).toBeNull();
  });
});

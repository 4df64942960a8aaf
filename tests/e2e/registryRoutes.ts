import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Every console route the installed plugins produce, read from the same registry the console builds. */
export interface RegistryRoutes {
  /** Menu leaves with a screen (a component or a resource view) the admin sees, by full path. */
  menuScreens: string[];
  /** /name of every resource with a list view. */
  lists: string[];
  /** Resources with a show view; a record id is found on their list at run time. */
  shows: string[];
  /** Spec §2's shortcuts (/vip, /game_result, …) and the menu path each opens. */
  shortcuts: { path: string; to: string }[];
}

// The plugins import the host the way Vite resolves it (extensionless package subpaths), which
// Playwright's loader does not; tsx does, so the registry is built in a child process.
const SCRIPT = `
import { plugins } from './plugins';
import { createRegistry } from './src/plugin/registry';
import { flattenMenu } from './src/plugin/filterMenu';
const registry = createRegistry(plugins);
const flat = flattenMenu(registry.menu);
process.stdout.write(JSON.stringify({
  // The admin sees every screen but those kept for other roles (an agent's own reports).
  menuScreens: flat.filter((f) => f.node.screen && !f.node.children?.length && (!f.node.roles || f.node.roles.includes('admin'))).map((f) => f.path),
  lists: registry.resources.filter((r) => r.list).map((r) => '/' + r.name),
  shows: registry.resources.filter((r) => r.show).map((r) => r.name),
  shortcuts: registry.shortcuts,
}));
`;

let read: RegistryRoutes | undefined;

/**
 * Read once per run: building the registry compiles every plugin's console code (about 7 s of CPU),
 * and the runner and each lane's worker load the specs that ask. The runner, which loads them first,
 * writes the answer to E2E_REGISTRY_ROUTES (playwright.config.ts names the file), the workers read it.
 */
export function registryRoutes(): RegistryRoutes {
  if (read) return read;
  const cache = process.env.E2E_REGISTRY_ROUTES;
  // A worker (TEST_WORKER_INDEX set) trusts the file; the runner writes it afresh, so a file left by
  // an interrupted run never answers for today's sources.
  const worker = process.env.TEST_WORKER_INDEX !== undefined;
  if (cache && worker && existsSync(cache)) return (read = JSON.parse(readFileSync(cache, 'utf8')) as RegistryRoutes);
  const text = execFileSync('npx', ['tsx', '--eval', SCRIPT], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' } });
  const routes = JSON.parse(text) as RegistryRoutes;
  if (cache) writeFileSync(cache, text);
  return (read = routes);
}

import { execFileSync } from 'node:child_process';

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

export function registryRoutes(): RegistryRoutes {
  return JSON.parse(
    execFileSync('npx', ['tsx', '--eval', SCRIPT], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' } }),
  ) as RegistryRoutes;
}

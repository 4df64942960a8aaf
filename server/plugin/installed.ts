import type { ServerModule } from './serverModule';

/*
 * The installed plugins' server modules, as plugins/server.ts registers them when it loads. The
 * core's derived lists (message lookup, menu catalogue, counters) read them here at call time and
 * never import the module list themselves: a route file loads the core (route.ts, messages.ts)
 * while the module list is still loading it, so an import back would meet half-made files.
 */
let registered: readonly ServerModule[] | undefined;

export function registerServerModules(modules: readonly ServerModule[]): void {
  registered = modules;
}

/** The registered modules; asking before plugins/server.ts has loaded is a mistake in the entry point, named as such. */
export function installedModules(): readonly ServerModule[] {
  if (!registered)
    throw new Error(
      'No server modules are registered: import plugins/server.ts (server/routes.ts does) before asking for messages, menus or counters',
    );
  return registered;
}

// The import boundaries of ARCHITECTURE.md §2, as an ESLint rule (`boundaries/imports`):
// - src/ (the host) never imports a plugin; main.tsx, the composition root, hands them in;
// - a plugin imports its own folder, the host only through src/index.ts, and the providers only
//   through dataProvider/index.ts and authProvider/index.ts; never another plugin, never server/;
// - authProvider/ and dataProvider/ never import src/ or plugins/ (no circles with the host);
// - server/ imports none of the browser folders.
// A plugin is one folder with both tiers (issue 38): its console half (plugins/<name>/…), its
// server half (plugins/<name>/server/) and what both share (plugins/<name>/shared/: menu, types,
// constants, no React and no database). So also:
// - a console file never imports server code (server/ or any plugin's server/);
// - a server half imports the core (server/), the top-level shared/, its own plugin's server/
//   and shared/, and another plugin only through that plugin's shared/; never console files;
// - a plugin's shared/ imports only shared code (shared/, its own shared/, others' shared/);
// - the top-level shared/ imports nothing of the tiers.
// The demo (demo/: the seeded data set and the simulator) composes the domains, so:
// - demo/ imports the core (server/), the top-level shared/, the module list and any plugin's
//   server/ and shared/; never console code;
// - nothing in these tiers imports demo/ except the composition entry points below (tests,
//   benchmarks and scripts are outside the rule).
import path from 'node:path';

/** The files that start the server with the demo: they alone may import demo/. */
export const DEMO_IMPORTERS = new Set(['server/main.ts']);

/*
 * Server halves that another plugin's server half still reaches into, found when the domains
 * moved into their plugins. Each is a debt of issue 38: the helper moves to the core or to its
 * plugin's shared/, or the call becomes an extension point the core defines; then its line goes.
 * A test keeps this list from growing; it is empty now, every debt paid.
 */
export const CROSS_PLUGIN_SERVER_DEBT = /** @type {Set<string>} */ (new Set());

const SOURCE = /\.(tsx?|jsx?|mjs|cjs)$/;

/** Repo-relative path with forward slashes and no extension or trailing /index. */
function modulePath(root, abs) {
  const rel = path.relative(root, abs).split(path.sep).join('/');
  return rel.replace(SOURCE, '').replace(/\/index$/, '');
}

function zoneOf(rel) {
  // A plugin package outside plugins/ (examples/<package>/) has the same two tiers and the same rules.
  const parts = rel.replace(SOURCE, '').split('/');
  if (parts[0] === 'examples' && parts[1]) parts[0] = 'plugins';
  const [top, second, third] = parts;
  if (top === 'main' && !second) return { zone: 'consoleRoot' };
  if (top === 'plugins' && second === 'index') return { zone: 'pluginList' };
  if (top === 'plugins' && second === 'server') return { zone: 'serverModuleList' };
  if (top === 'plugins' && second && third === 'server') return { zone: 'pluginServer', plugin: second };
  if (top === 'plugins' && second && third === 'shared') return { zone: 'pluginShared', plugin: second };
  if (top === 'plugins' && second) return { zone: 'plugin', plugin: second };
  if (['src', 'authProvider', 'dataProvider', 'server', 'shared', 'demo'].includes(top)) return { zone: top };
  return { zone: 'other' };
}

/** Whether a zone is code of the browser tier (the host, the providers, a plugin's console half). */
const consoleZone = (zone) => ['consoleRoot', 'src', 'authProvider', 'dataProvider', 'plugin', 'pluginList'].includes(zone);
/** Whether a zone is server code (the core, a plugin's server half, the demo). */
const serverZone = (zone) => zone === 'server' || zone === 'pluginServer' || zone === 'serverModuleList' || zone === 'demo';

/**
 * The problem with `from` (repo-relative file path) importing `target` (repo-relative module
 * path, without extension or /index), or null when the import is allowed.
 */
export function boundaryProblem(from, target) {
  const source = zoneOf(from);
  const dest = zoneOf(target);
  const [top] = target.replace(/^examples\//, 'plugins/').split('/');
  if (consoleZone(source.zone) && serverZone(dest.zone))
    return 'console code never imports server code (a plugin shares with its server half through its shared/)';
  if (dest.zone === 'demo' && source.zone !== 'demo' && source.zone !== 'other' && !DEMO_IMPORTERS.has(from))
    return `only the composition entry points (${[...DEMO_IMPORTERS].join(', ')}) import the demo (demo/); the core and the plugins never do`;
  switch (source.zone) {
    case 'src':
      if (top === 'plugins') return 'the host (src/) never imports plugins; main.tsx hands them in';
      return null;
    case 'authProvider':
    case 'dataProvider':
      if (top === 'src' || top === 'plugins') return `${source.zone}/ never imports ${top}/ (it would make an import circle with the host)`;
      return null;
    case 'server':
    case 'serverModuleList':
      if (consoleZone(dest.zone)) return `the server never imports console code (${top}/)`;
      return null;
    case 'demo':
      if (consoleZone(dest.zone)) return `the demo never imports console code (${top}/)`;
      return null;
    case 'pluginServer':
      if (consoleZone(dest.zone)) return `plugin "${source.plugin}"'s server half never imports console code`;
      if (dest.zone === 'pluginServer' && dest.plugin !== source.plugin && !CROSS_PLUGIN_SERVER_DEBT.has(target)) {
        return `plugin "${source.plugin}"'s server half never imports another plugin's server half ("${dest.plugin}"); share through its shared/ or the core`;
      }
      return null;
    case 'pluginShared':
    case 'shared':
      if (dest.zone !== 'shared' && dest.zone !== 'pluginShared' && dest.zone !== 'other')
        return `shared code (${source.zone === 'shared' ? 'shared/' : `plugin "${source.plugin}"'s shared/`}) imports only shared code`;
      return null;
    case 'pluginList':
      if (top === 'src' && target !== 'src') return 'the plugin list imports the host only through its public entry, src/index.ts';
      return null;
    case 'plugin':
      if (dest.zone === 'plugin')
        return dest.plugin === source.plugin
          ? null
          : `plugin "${source.plugin}" never imports another plugin ("${dest.plugin}"); shared parts live in src/`;
      if (dest.zone === 'pluginShared') return null;
      if (top === 'plugins') return `plugin "${source.plugin}" never imports the plugin list`;
      if (top === 'src' && target !== 'src') return 'a plugin imports the host only through its public entry, src/index.ts';
      if ((top === 'dataProvider' || top === 'authProvider') && target !== top)
        return `a plugin imports ${top}/ only through ${top}/index.ts`;
      return null;
    default:
      return null;
  }
}

function check(context, node) {
  const spec = node?.value;
  if (typeof spec !== 'string' || !spec.startsWith('.')) return;
  const file = context.filename;
  const root = context.cwd;
  const from = path.relative(root, file).split(path.sep).join('/');
  const target = modulePath(root, path.resolve(path.dirname(file), spec));
  const problem = boundaryProblem(from, target);
  if (problem) context.report({ node, message: `${problem} (import '${spec}')` });
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the host, the plugins, the providers and the server apart (ARCHITECTURE.md §2)' },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration: (node) => check(context, node.source),
      ExportNamedDeclaration: (node) => node.source && check(context, node.source),
      ExportAllDeclaration: (node) => check(context, node.source),
      ImportExpression: (node) => node.source.type === 'Literal' && check(context, node.source),
    };
  },
};

export default { meta: { name: 'chance-boundaries' }, rules: { imports: importsRule } };

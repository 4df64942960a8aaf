// The import boundaries of ARCHITECTURE.md §2, as an ESLint rule (`boundaries/imports`):
// - src/ (the host) never imports a plugin; main.tsx, the composition root, hands them in;
// - a plugin imports its own folder, the host only through src/index.ts, and the providers only
//   through dataProvider/index.ts and authProvider/index.ts; never another plugin, never server/;
// - authProvider/ and dataProvider/ never import src/ or plugins/ (no circles with the host);
// - server/ imports none of the browser folders.
import path from 'node:path';

const SOURCE = /\.(tsx?|jsx?|mjs|cjs)$/;

/** Repo-relative path with forward slashes and no extension or trailing /index. */
function modulePath(root, abs) {
  const rel = path.relative(root, abs).split(path.sep).join('/');
  return rel.replace(SOURCE, '').replace(/\/index$/, '');
}

function zoneOf(rel) {
  const [top, second] = rel.replace(SOURCE, '').split('/');
  if (top === 'plugins' && second === 'index') return { zone: 'pluginList' };
  if (top === 'plugins' && second) return { zone: 'plugin', plugin: second };
  if (['src', 'authProvider', 'dataProvider', 'server'].includes(top)) return { zone: top };
  return { zone: 'other' };
}

/**
 * The problem with `from` (repo-relative file path) importing `target` (repo-relative module
 * path, without extension or /index), or null when the import is allowed.
 */
export function boundaryProblem(from, target) {
  const source = zoneOf(from);
  const dest = zoneOf(target);
  const [top] = target.split('/');
  switch (source.zone) {
    case 'src':
      if (top === 'plugins') return 'the host (src/) never imports plugins; main.tsx hands them in';
      if (top === 'server') return 'src/ never imports the server';
      return null;
    case 'authProvider':
    case 'dataProvider':
      if (top === 'src' || top === 'plugins') return `${source.zone}/ never imports ${top}/ (it would make an import circle with the host)`;
      if (top === 'server') return `${source.zone}/ never imports the server`;
      return null;
    case 'server':
      if (['src', 'plugins', 'authProvider', 'dataProvider'].includes(top)) return `the server never imports ${top}/`;
      return null;
    case 'pluginList':
      if (top === 'src' && target !== 'src') return 'the plugin list imports the host only through its public entry, src/index.ts';
      return null;
    case 'plugin':
      if (dest.zone === 'plugin') return dest.plugin === source.plugin ? null : `plugin "${source.plugin}" never imports another plugin ("${dest.plugin}"); shared parts live in src/`;
      if (top === 'plugins') return `plugin "${source.plugin}" never imports the plugin list`;
      if (top === 'src' && target !== 'src') return 'a plugin imports the host only through its public entry, src/index.ts';
      if ((top === 'dataProvider' || top === 'authProvider') && target !== top) return `a plugin imports ${top}/ only through ${top}/index.ts`;
      if (top === 'server') return 'a plugin never imports the server';
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
  meta: { type: 'problem', docs: { description: 'Keep the host, the plugins, the providers and the server apart (ARCHITECTURE.md §2)' }, schema: [] },
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

// The names one plugin name gives a generated plugin, and the checks a name must pass. Pure, so
// a unit test walks every rule.

/**
 * @typedef {object} Names
 * @property {string} name       plugin name and message namespace: demo_x
 * @property {string} camel      demoX
 * @property {string} pascal     DemoX
 * @property {string} constant   DEMO_X (the menu's constants: DEMO_X_MENU, DEMO_X_MENU_TREE)
 * @property {string} kebab      demo-x (test ids)
 * @property {string} api        chance-demo-x (the API path's first segment)
 * @property {string} table      demo_x_item
 * @property {string} resource   demoXItem (react-admin resource)
 * @property {string} section    demo_x_management (menu section)
 * @property {string} leaf       demo_x_list (menu leaf)
 * @property {string} migration  069_demo_x (the next free number)
 * @property {string} enTitle    Demo X
 * @property {string} zhTitle    Demo X (a Chinese name when given)
 * @property {string} up         path from the plugin's folder to the repository root ('../../')
 * @property {string} upTests    path from the plugin's tests/<tier>/ folder to the root
 */

/** Names the console's host already uses for its texts, or that would read as a host folder. */
const RESERVED = new Set(['ra', 'format', 'login', 'layout', 'resources', 'server', 'shared', 'index', 'src', 'audit']);

/**
 * Why `name` cannot name a new plugin, or null when it can.
 * @param {string} name @param {readonly string[]} taken the installed plugins' names
 */
export function nameProblem(name, taken) {
  if (!/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(name))
    return `"${name}" is not a plugin name: lower-case letters and digits, words joined by "_" (e.g. support_tickets)`;
  if (name.length > 30) return `"${name}" is longer than 30 characters`;
  if (RESERVED.has(name)) return `"${name}" is reserved by the console's host`;
  if (taken.includes(name)) return `a plugin named "${name}" is already installed`;
  return null;
}

/**
 * @param {string} name a valid plugin name
 * @param {{ migrationNumber: number, depth?: number, zhTitle?: string }} options depth: folders between the root and the plugin (2 for plugins/<name>)
 * @returns {Names}
 */
export function namesOf(name, { migrationNumber, depth = 2, zhTitle }) {
  const words = name.split('_');
  const cap = (w) => w.charAt(0).toUpperCase() + w.slice(1);
  const camel = words[0] + words.slice(1).map(cap).join('');
  const enTitle = words.map(cap).join(' ');
  return {
    name,
    camel,
    pascal: cap(camel),
    constant: name.toUpperCase(),
    kebab: words.join('-'),
    api: `chance-${words.join('-')}`,
    table: `${name}_item`,
    resource: `${camel}Item`,
    section: `${name}_management`,
    leaf: `${name}_list`,
    migration: `${String(migrationNumber).padStart(3, '0')}_${name}`,
    enTitle,
    zhTitle: zhTitle ?? enTitle,
    up: '../'.repeat(depth),
    upTests: '../'.repeat(depth + 2),
  };
}

/**
 * The next free migration number after every existing name (`NNN_…`).
 * @param {readonly string[]} names
 */
export function nextMigrationNumber(names) {
  return Math.max(0, ...names.map((n) => Number(/^(\d{3})_/.exec(n)?.[1] ?? 0))) + 1;
}

/**
 * Where the generator writes a plugin: plugins/<name> unless --dir names another folder, and how
 * many folders deep that is (the templates climb that many to reach the root).
 * @param {string} name @param {string} [dir] @returns {{ folder: string, depth: number }}
 */
export function targetOf(name, dir) {
  const folder = (dir ?? `plugins/${name}`).replace(/\/+$/, '');
  return { folder, depth: folder.split('/').filter(Boolean).length };
}

/**
 * The import path plugins/index.ts and plugins/server.ts give a plugin's `sub` (its folder, or
 * server/module): './demo_x/server/module' for a plugin under plugins/, '../examples/…' outside.
 * @param {string} folder from the root @param {string} sub
 */
export function installSpec(folder, sub) {
  const target = [...folder.split('/').filter(Boolean), ...sub.split('/').filter(Boolean)];
  const spec = target[0] === 'plugins' ? `./${target.slice(1).join('/')}` : `../${target.join('/')}`;
  return spec;
}

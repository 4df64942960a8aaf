import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');

/**
 * The folders that hold server code: the core (`server/`) and each plugin's server half
 * (`plugins/<name>/server/`). Tests that read the server's source walk all of them.
 */
export function serverRoots(): string[] {
  const plugins = join(ROOT, 'plugins');
  const halves = readdirSync(plugins)
    .map((name) => join(plugins, name, 'server'))
    .filter((dir) => existsSync(dir) && statSync(dir).isDirectory());
  return [join(ROOT, 'server'), ...halves];
}

/** Whether an absolute file name is server code (see serverRoots). */
export function isServerFile(file: string): boolean {
  return serverRoots().some((root) => file.startsWith(`${root}/`));
}

/** Every .ts file of the server's code, with absolute paths. */
export function serverSourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') ? [path] : [];
    });
  return serverRoots().flatMap(walk);
}

/**
 * The server files (relative to the project, sorted) in whose source `count` finds something: what
 * a shrinking-list test (handMapped, aliasMapped, menuGates) compares with its list.
 */
export function serverFilesWith(count: (source: string) => number, skip: (file: string) => boolean = () => false): string[] {
  return serverSourceFiles()
    .filter((file) => !skip(file) && count(readFileSync(file, 'utf8')) > 0)
    .map((file) => relative(ROOT, file))
    .sort();
}

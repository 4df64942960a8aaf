import { installedModules } from './installed';
import type { ServerModule } from './serverModule';

/*
 * Hooks (issue 38): where one domain asks a question at run time that others may answer (is this
 * order held by anyone?), the asking plugin names the hook and its signature on ModuleHooks by
 * declaration merging, in its own server half; a module that answers lists its functions under that
 * name in `hooks`; the asker reads them with hooksOf.
 * Neither plugin imports the other. The core asks too, where an answer it gives depends on a domain
 * (the profile's menu order: server/session/profileMenu.ts), and names no domain. A hook no
 * installed module answers is an empty list: the asker decides what that means.
 */

// Empty here on purpose: each asker adds its own hooks, in its own file.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleHooks {}

/** A module's answers: functions per hook it answers. */
export type HookAnswers = { readonly [K in keyof ModuleHooks]?: readonly ModuleHooks[K][] };

/** Every installed module's answers to `hook`, in module order. */
export function hooksOf<K extends keyof ModuleHooks>(hook: K, modules: readonly ServerModule[] = installedModules()): ModuleHooks[K][] {
  return modules.flatMap((module) => (module.hooks?.[hook] ?? []) as ModuleHooks[K][]);
}

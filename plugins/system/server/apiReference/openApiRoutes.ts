import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineRoute, type Route } from '../../../../server/http/route';
import { FileAnswer } from '../../../../server/http/fileAnswer';
import { openApiDocument } from '../../../../server/http/openapi';
import { installedModules } from '../../../../server/plugin/installed';
import { API_REFERENCE_MENU } from '../../shared/apiReference';
import { apiReferenceContracts } from '../../shared/apiReferenceContract';

/** The package's version (npm scripts and the tests run from the project's folder). */
function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

let document: string | undefined;

/** The document, built on first request: the served routes are fixed for a process's life. */
async function documentText(): Promise<string> {
  if (document) return document;
  // Loaded here, not at the top: the route list is made from the modules, this one among them.
  const { allRoutes } = await import('../../../../server/routes');
  const owner = new Map<Route, string>();
  for (const module of installedModules()) for (const route of module.routes) owner.set(route, module.name);
  document = JSON.stringify(openApiDocument(allRoutes, { version: packageVersion(), tagOf: (route) => owner.get(route) ?? 'core' }));
  return document;
}

export const openApiRoutes = [
  defineRoute({
    contract: apiReferenceContracts.document,
    auth: 'staff',
    menu: API_REFERENCE_MENU,
    async handler() {
      return new FileAnswer(Buffer.from(await documentText()), 'openapi.json', 'application/json; charset=utf-8');
    },
  }),
];

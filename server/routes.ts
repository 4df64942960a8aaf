import { serverModules } from '../plugins/server';
import type { Route } from './http/route';
import { moduleRoutes } from './plugin/serverModule';
import { searchRoutes } from './search';
import { sessionRoutes } from './session';
import { uploadRoutes } from './uploads';

/**
 * Every endpoint of the API: the core's own (sign-in, uploads, the palette's search) and each
 * installed plugin's (plugins/server.ts). A new domain adds its module there, never here.
 */
export const allRoutes: Route[] = [...sessionRoutes, ...moduleRoutes(serverModules), ...uploadRoutes, ...searchRoutes];

import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * The console's sources served by Vite inside the API server (`npm run dev`): one port, and the
 * server's own routing decides what is an API call, exactly as with the built console. A separate
 * Vite server would need a proxy with its own list of API paths, and that list fell behind the
 * routes (two screens answered 404 under the old `npm start`).
 */
export interface DevConsole {
  /** Vite's connect stack: modules, hot reload, and index.html for the console's routes. */
  handle: (request: IncomingMessage, response: ServerResponse) => void;
  close: () => Promise<void>;
}

/** Loaded only in development: a production server never imports Vite. */
export async function createDevConsole(httpServer: Server): Promise<DevConsole> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    appType: 'spa',
    // Hot reload shares the server's port (its upgrade requests reach Vite's websocket).
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  return {
    handle: (request, response) =>
      vite.middlewares(request, response, () => {
        response.statusCode = 404;
        response.end();
      }),
    close: () => vite.close(),
  };
}

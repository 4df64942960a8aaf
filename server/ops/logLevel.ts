import type { RequestLogLevel } from './install';

/*
 * The server's log levels from its environment (server/main.ts), apart so the rules are tested:
 *   level            the logger's level: LOG_LEVEL, `info` when unset or empty (every request is a
 *                    line); npm start and npm run dev set `warn` themselves (scripts/start.mjs);
 *   requestLogLevel  the level of the one line per request: `debug` in development (--dev-console,
 *                    which npm run dev passes, or NODE_ENV=development), so a developer's LOG_LEVEL=info
 *                    is not flooded by the console's own calls; `info` everywhere else.
 */

export interface LogLevels {
  level: string;
  requestLogLevel: RequestLogLevel;
}

export function logLevelsFrom(env: NodeJS.ProcessEnv, argv: readonly string[]): LogLevels {
  const development = argv.includes('--dev-console') || env.NODE_ENV === 'development';
  return { level: env.LOG_LEVEL || 'info', requestLogLevel: development ? 'debug' : 'info' };
}

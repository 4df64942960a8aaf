import { writeFileSync } from 'node:fs';
import { preparePostgres, startThrowawayPostgres } from './scripts/preflight/postgres.mjs';
const b = await preparePostgres(false, console.log);
const pg = await startThrowawayPostgres({ ...b, logFile: '/tmp/mypg.log' });
writeFileSync('/tmp/mypg.url', pg.url);
console.log('ready', pg.url);
process.on('SIGTERM', async () => { await pg.stop(); process.exit(0); });
setInterval(() => {}, 1e6);

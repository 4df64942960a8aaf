import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/*
 * Writes a brotli (.br) and a gzip (.gz) twin beside every text asset of the build, so the server
 * sends compressed bytes without compressing per request (@fastify/static's preCompressed). Done
 * once at build time, the slowest settings are affordable: brotli 11 is ~15 % smaller than gzip 9.
 * Plain JavaScript (types in precompress.d.mts) so vite.config.ts imports it with its extension.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed twin saves less than the request headers weigh. */
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function precompressDir(dir) {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: 9 });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    totals.files += 1;
    totals.bytes += body.length;
    totals.brotli += br.length;
    totals.gzip += gz.length;
  }
  return totals;
}

/** Vite plugin: precompress the output folder once the bundle is written (build only). */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'chance-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const t = precompressDir(outDir);
      this.info?.(`precompressed ${t.files} files: ${t.bytes} B → brotli ${t.brotli} B, gzip ${t.gzip} B`);
    },
  };
}

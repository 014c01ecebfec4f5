// Writes a Brotli (.br) and a gzip (.gz) copy beside each built text asset, once at build time, so the server
// sends compressed files (@fastify/static preCompressed) without compressing on every request: a district office
// on a slow link receives a fifth of the bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const TEXT = /\.(js|css|html|svg|json)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) { walk(path); continue; }
    if (!TEXT.test(name) || statSync(path).size < 1024) continue;
    const body = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  }
}
walk(dist);

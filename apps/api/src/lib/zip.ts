import { createInflateRaw } from 'node:zlib';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 5000;

/** Why a zip was refused: not a zip we can read, or it inflates past the limit. */
export class ZipRefused extends Error {
  constructor(readonly reason: 'invalid' | 'too-big') { super(reason); }
}

/**
 * Bytes one deflated entry really inflates to, counted as they stream out and dropped at once, so memory
 * stays at a chunk; null once past `budget` (the inflater is stopped there).
 */
function inflatedSize(data: Buffer, budget: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: 256 * 1024 });
    let n = 0;
    inflater.on('data', (chunk: Buffer) => {
      n += chunk.length;
      if (n > budget) { inflater.destroy(); resolve(null); }
    });
    inflater.on('end', () => resolve(n));
    inflater.on('error', reject);
    inflater.end(data);
  });
}

/** One zip entry as stored: its local header, data and any data descriptor. */
export interface ZipEntry { name: string; raw: Buffer }

/**
 * Reads an Office Open XML file (or any zip) by content before a parser sees it: the central directory must
 * agree with the local headers, and the entries must really inflate to no more than `unpackedLimit`
 * (declared sizes are not trusted). Returns the entries as stored, in file order.
 */
export async function readZip(buf: Buffer, unpackedLimit: number): Promise<ZipEntry[]> {
  const invalid = () => new ZipRefused('invalid');
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) throw invalid();
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--) {
    if (buf.readUInt32LE(i) === EOCD) { eocd = i; break; }
  }
  if (eocd < 0) throw invalid();
  const entries = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  if (entries > MAX_ENTRIES || p >= buf.length) throw invalid();
  const centralStart = p;
  let unpacked = 0;
  const locals: { name: string; local: number }[] = [];
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw invalid();
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const local = buf.readUInt32LE(p + 42);
    locals.push({ name: buf.toString('utf8', p + 46, p + 46 + nameLen), local });
    p += 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) throw invalid();
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + compressed > buf.length) throw invalid();
    const data = buf.subarray(start, start + compressed);
    if (method === 0) unpacked += compressed;
    else if (method === 8) {
      const size = await inflatedSize(data, unpackedLimit - unpacked).catch(() => { throw invalid(); });
      if (size === null) throw new ZipRefused('too-big');
      unpacked += size;
    } else throw invalid();
    if (unpacked > unpackedLimit) throw new ZipRefused('too-big');
  }
  // Each entry runs to the next one's local header (data descriptors included), the last to the directory.
  locals.sort((a, b) => a.local - b.local);
  return locals.map((e, i) => ({ name: e.name, raw: buf.subarray(e.local, i + 1 < locals.length ? locals[i + 1].local : centralStart) }));
}

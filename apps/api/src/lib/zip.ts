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

/** One zip entry as the central directory describes it, with its compressed data. */
export interface ZipEntry { name: string; method: number; crc: number; size: number; data: Buffer }

/**
 * The entry as a self-contained local record: a local header carrying the sizes and checksum, then the
 * data, with no data descriptor. A streaming reader (exceljs reads through unzipper) then never has to hunt
 * for where a deflated entry ends, which is what failed on files written with data descriptors.
 */
export function localRecord(e: ZipEntry): Buffer {
  const name = Buffer.from(e.name, 'utf8');
  const head = Buffer.alloc(30);
  head.writeUInt32LE(LOCAL, 0);
  head.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
  head.writeUInt16LE(0x0800, 6); // names in UTF-8; sizes in this header
  head.writeUInt16LE(e.method, 8);
  head.writeUInt32LE(e.crc, 14);
  head.writeUInt32LE(e.data.length, 18);
  head.writeUInt32LE(e.size, 22);
  head.writeUInt16LE(name.length, 26);
  return Buffer.concat([head, name, e.data]);
}

/**
 * An end-of-central-directory record listing no entries: closes a run of `localRecord`s for a streaming
 * reader, which otherwise may find the stream ended while it asks for the next record's signature.
 */
export function streamEnd(): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  return end;
}

/**
 * Reads an Office Open XML file (or any zip) by content before a parser sees it: the central directory must
 * agree with the local headers, and the entries must really inflate to no more than `unpackedLimit`
 * and to the size they declare (declared sizes are checked, never trusted). Returns the entries in directory order.
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
  let unpacked = 0;
  const out: ZipEntry[] = [];
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw invalid();
    const method = buf.readUInt16LE(p + 10);
    const crc = buf.readUInt32LE(p + 16);
    const compressed = buf.readUInt32LE(p + 20);
    const declared = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) throw invalid();
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + compressed > buf.length) throw invalid();
    const data = buf.subarray(start, start + compressed);
    let size = compressed;
    if (method === 8) {
      const inflated = await inflatedSize(data, unpackedLimit - unpacked).catch(() => { throw invalid(); });
      if (inflated === null) throw new ZipRefused('too-big');
      size = inflated;
    } else if (method !== 0) throw invalid();
    if (size !== declared && declared !== 0xffffffff) throw invalid();
    unpacked += size;
    if (unpacked > unpackedLimit) throw new ZipRefused('too-big');
    out.push({ name, method, crc, size, data });
  }
  return out;
}

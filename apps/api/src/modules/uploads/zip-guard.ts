import { createInflateRaw } from 'node:zlib';
import { UploadError, UPLOAD_LIMITS } from '@pbs/domain';
import { UploadRefused } from './upload-refused.js';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 5000;

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
 * Checks an .xlsx by content before any spreadsheet parser sees it: a zip whose entries really inflate
 * to no more than the unpacked limit (declared sizes are not trusted), holding a workbook part. Returns
 * the entries as stored, for a streaming reader.
 */
export async function guardXlsx(buf: Buffer, unpackedLimit: number = UPLOAD_LIMITS.unpackedBytes): Promise<ZipEntry[]> {
  const notXlsx = () => new UploadRefused(415, UploadError.NOT_XLSX);
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) throw notXlsx();
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--) {
    if (buf.readUInt32LE(i) === EOCD) { eocd = i; break; }
  }
  if (eocd < 0) throw notXlsx();
  const entries = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  if (entries > MAX_ENTRIES || p >= buf.length) throw notXlsx();
  const centralStart = p;
  let unpacked = 0;
  const names = new Set<string>();
  const locals: { name: string; local: number }[] = [];
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw notXlsx();
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    names.add(name);
    locals.push({ name, local });
    p += 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) throw notXlsx();
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + compressed > buf.length) throw notXlsx();
    const data = buf.subarray(start, start + compressed);
    if (method === 0) unpacked += compressed;
    else if (method === 8) {
      const size = await inflatedSize(data, unpackedLimit - unpacked).catch(() => { throw notXlsx(); });
      if (size === null) throw new UploadRefused(413, UploadError.TOO_BIG_UNPACKED, { limit: mib(unpackedLimit) });
      unpacked += size;
    } else throw notXlsx();
    if (unpacked > unpackedLimit) throw new UploadRefused(413, UploadError.TOO_BIG_UNPACKED, { limit: mib(unpackedLimit) });
  }
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw notXlsx();
  // Each entry runs to the next one's local header (data descriptors included), the last to the directory.
  locals.sort((a, b) => a.local - b.local);
  return locals.map((e, i) => ({ name: e.name, raw: buf.subarray(e.local, i + 1 < locals.length ? locals[i + 1].local : centralStart) }));
}

export const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

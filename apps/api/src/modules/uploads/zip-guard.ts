import { inflateRawSync } from 'node:zlib';
import { UploadError, UPLOAD_LIMITS } from '@pbs/domain';
import { UploadRefused } from './upload-refused.js';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 5000;

/**
 * Checks an .xlsx by content before any spreadsheet parser sees it: a zip whose entries really inflate
 * to no more than the unpacked limit (declared sizes are not trusted), holding a workbook part.
 */
export function guardXlsx(buf: Buffer, unpackedLimit: number = UPLOAD_LIMITS.unpackedBytes): void {
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
  let unpacked = 0;
  const names = new Set<string>();
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw notXlsx();
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const local = buf.readUInt32LE(p + 42);
    names.add(buf.toString('utf8', p + 46, p + 46 + nameLen));
    p += 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) throw notXlsx();
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + compressed > buf.length) throw notXlsx();
    const data = buf.subarray(start, start + compressed);
    if (method === 0) unpacked += compressed;
    else if (method === 8) {
      try {
        unpacked += inflateRawSync(data, { maxOutputLength: Math.max(1, unpackedLimit - unpacked + 1) }).length;
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new UploadRefused(413, UploadError.TOO_BIG_UNPACKED, { limit: mib(unpackedLimit) });
        throw notXlsx();
      }
    } else throw notXlsx();
    if (unpacked > unpackedLimit) throw new UploadRefused(413, UploadError.TOO_BIG_UNPACKED, { limit: mib(unpackedLimit) });
  }
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw notXlsx();
}

export const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

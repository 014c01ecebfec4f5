import { UploadError, UPLOAD_LIMITS } from '@pbs/domain';
import { readZip, ZipRefused, type ZipEntry } from '../../lib/zip.js';
import { UploadRefused } from '../../lib/upload-refused.js';

export type { ZipEntry };

export const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

/** Checks an .xlsx by content: a zip within the unpacked limit (lib/zip.ts) holding a workbook part. */
export async function guardXlsx(buf: Buffer, unpackedLimit: number = UPLOAD_LIMITS.unpackedBytes): Promise<ZipEntry[]> {
  const entries = await readZip(buf, unpackedLimit).catch((e: unknown) => {
    if (e instanceof ZipRefused && e.reason === 'too-big') throw new UploadRefused(413, UploadError.TOO_BIG_UNPACKED, { limit: mib(unpackedLimit) });
    throw new UploadRefused(415, UploadError.NOT_XLSX);
  });
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw new UploadRefused(415, UploadError.NOT_XLSX);
  return entries;
}

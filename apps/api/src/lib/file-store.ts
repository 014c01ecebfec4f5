import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/types.js';
import { storedFiles } from '../db/schema/index.js';

export const sha256Hex = (b: Buffer) => createHash('sha256').update(b).digest('hex');

export interface StoredFile { file: string; sha256: string }

/**
 * Where files are kept. Each call takes the transaction (or database) of the rows that name the file, so a
 * file and its row are written, or removed, together. An object store, if ever wanted, is another adapter.
 */
export interface FileStore {
  put(into: Executor, folder: string, ext: string, body: Buffer): Promise<StoredFile>;
  /** The file's bytes, or null when there is no such file. */
  read(from: Executor, file: string): Promise<Buffer | null>;
  remove(from: Executor, file: string): Promise<void>;
}

/** Names are generated: folder and extension keep to safe characters, and the rest is a UUID. */
export const fileNameOf = (folder: string, ext: string) =>
  `${folder.replace(/[^A-Za-z0-9_/-]+/g, '_')}/${randomUUID()}.${ext.replace(/[^a-z0-9]+/g, '')}`;

/** Files in the database's stored_files table (db/schema/files.ts). */
export const databaseFiles: FileStore = {
  async put(into, folder, ext, body) {
    const file = { file: fileNameOf(folder, ext), sha256: sha256Hex(body) };
    await into.insert(storedFiles).values({ name: file.file, sha256: file.sha256, bytes: body.length, body });
    return file;
  },
  async read(from, file) {
    const [row] = await from.select({ body: storedFiles.body }).from(storedFiles).where(eq(storedFiles.name, file));
    return row?.body ?? null;
  },
  async remove(from, file) {
    await from.delete(storedFiles).where(eq(storedFiles.name, file));
  },
};

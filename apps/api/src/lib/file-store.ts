import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

export const sha256Hex = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Files under one root; names are generated, and reads refuse any path that leaves the root. */
export class FileStore {
  constructor(private readonly root: string) {}

  private path(relative: string): string {
    const full = resolve(this.root, relative);
    if (!full.startsWith(resolve(this.root) + sep)) throw new Error('path outside the file store');
    return full;
  }

  async put(folder: string, ext: string, body: Buffer): Promise<{ file: string; sha256: string }> {
    const file = `${folder.replace(/[^A-Za-z0-9_/-]+/g, '_')}/${randomUUID()}.${ext}`;
    const full = this.path(file);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, body, { mode: 0o640 });
    return { file, sha256: sha256Hex(body) };
  }

  read(file: string): Promise<Buffer> { return readFile(this.path(file)); }
  remove(file: string): Promise<void> { return rm(this.path(file), { force: true }); }
}

/** The server's file store: `files/` under the data directory (archives, uploads, signatures, attachments). */
export const fileStoreOf = (dataDir: string) => new FileStore(resolve(dataDir, 'files'));

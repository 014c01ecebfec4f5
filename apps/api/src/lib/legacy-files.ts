import { existsSync } from 'node:fs';
import { readdir, readFile, rename } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { storedFiles } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { sha256Hex } from './file-store.js';

/**
 * Installations from before files moved into the database kept them under `<data dir>/files/`: each is copied
 * into stored_files under the name its rows already hold, then the directory is renamed so this runs once.
 * Answers how many files were copied.
 */
export async function importLegacyFiles(db: Db, dataDir: string): Promise<number> {
  const root = resolve(dataDir, 'files');
  if (!existsSync(root)) return 0;
  let copied = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    const body = await readFile(full);
    const rows = await db.insert(storedFiles).values({ name: relative(root, full), sha256: sha256Hex(body), bytes: body.length, body })
      .onConflictDoNothing().returning({ name: storedFiles.name });
    copied += rows.length;
  }
  await rename(root, `${root}.imported-${Date.now()}`);
  return copied;
}

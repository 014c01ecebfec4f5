import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importLegacyFiles } from '../src/lib/legacy-files.js';
import { databaseFiles } from '../src/lib/file-store.js';
import { setupApp } from './helpers.js';

const t = await setupApp();

describe('files kept in the data directory before they moved into the database', () => {
  it('are copied once under the names their rows hold, and the directory is set aside', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pbs-legacy-'));
    mkdirSync(join(dataDir, 'files/reports/2026'), { recursive: true });
    writeFileSync(join(dataDir, 'files/reports/2026/a.pdf'), '%PDF-1.7 old archive');
    writeFileSync(join(dataDir, 'files/signatures.png'), 'png bytes');

    expect(await importLegacyFiles(t.db, dataDir)).toBe(2);
    expect((await databaseFiles.read(t.db, 'reports/2026/a.pdf'))?.toString()).toBe('%PDF-1.7 old archive');
    expect((await databaseFiles.read(t.db, 'signatures.png'))?.toString()).toBe('png bytes');
    expect(existsSync(join(dataDir, 'files'))).toBe(false);
    expect(readdirSync(dataDir).some((n) => n.startsWith('files.imported-'))).toBe(true);
    expect(await importLegacyFiles(t.db, dataDir)).toBe(0);
    expect(await databaseFiles.read(t.db, 'reports/2026/missing.pdf')).toBeNull();
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { archivedReports } from '../src/db/schema/index.js';
import { setupApp } from './helpers.js';
import { factories } from './factories.js';

const t = await setupApp();
const make = factories(t);
const dir = mkdtempSync(join(tmpdir(), 'pbs-pdfsig-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What poppler's pdfsig says of a file: any PDF reader's check, without the system. */
function pdfsig(body: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, body);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? '');
  }
}

describe('archived PDFs are digitally signed', () => {
  it('signs the approved document over the whole file; one changed byte breaks the signature', async () => {
    const year = await make.year();
    const w = await make.reportWorld(year.id);
    const begun = (await w.initiate()).data.initiateReport;
    const id = begun.Submission_ID;
    let version = begun.Version;
    for (const u of w.approvers) {
      const r = await t.gql('mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Version } }', { s: id, v: version }, u.token);
      expect(r.errors).toBeUndefined();
      version = r.data.approveSubmission.Version;
    }
    const [pdf] = await t.db.select().from(archivedReports).where(and(eq(archivedReports.submissionId, id), eq(archivedReports.fileFormat, 'PDF')));
    const body = (await t.app.inject({ method: 'GET', url: `/api/archive/files/${pdf.reportFile}`, headers: { authorization: `Bearer ${w.initiator.token}` } })).rawPayload;
    const said = pdfsig(body);
    expect(said).toContain('Signature Validation: Signature is Valid.');
    expect(said).toContain('Total document signed');
    expect(said).toContain('Signer Certificate Common Name: PBS trial installation (not a ministry certificate)');
    expect(said).toMatch(/Signing Hash Algorithm: SHA-256/);

    // A figure changed in the file: the reader no longer shows it as unchanged since signing.
    const tampered = Buffer.from(body);
    const at = tampered.indexOf('/Producer');
    tampered[at + 2] = tampered[at + 2] === 0x72 ? 0x52 : 0x72;
    expect(pdfsig(tampered)).not.toContain('Signature is Valid.');
  });
});

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../src/modules/documents/pdf.js';
import type { Doc, Table } from '../src/modules/documents/model.js';

/** The text of a PDF as poppler reads it, page by page. */
const pagesOf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').split('\f').filter((p) => p.trim());

const table = (title: string, rows: number, first: string): Table => ({
  title, columns: [{ label: 'Line', kind: 'text' }, { label: 'Amount', kind: 'amount' }],
  rows: Array.from({ length: rows }, (_, i) => ({ cells: [i === 0 ? first : `Line ${i} of ${title}`, 1_000 * (i + 1)] })),
});
const doc = (filler: number): Doc => ({
  reportName: 'LG Draft Budget Estimates', subject: { kind: 'Local government', code: '501', name: 'Agago District' }, fiscalYear: '2026/27',
  stage: 'Draft Estimates', tables: [table('Transfers', filler, 'First transfer'), table('Locally raised revenue (UGX)', 3, 'Market dues')],
  facts: [], trail: [], draft: true, identity: 'LG Draft Budget Estimates · 501 Agago District · FY 2026/27', verification: null,
});

describe('tables in a document', () => {
  it('a short table never leaves its title alone at the foot of a page, wherever the table before it ends', async () => {
    // Filler tables ending anywhere down the first and second pages: the short table's title and first row share a page.
    for (let filler = 20; filler <= 70; filler += 2) {
      const pages = pagesOf(await renderPdf(doc(filler)));
      const titled = pages.findIndex((p) => p.includes('Locally raised revenue (UGX)'));
      expect(titled, `filler of ${filler} rows`).toBeGreaterThanOrEqual(0);
      expect(pages[titled], `filler of ${filler} rows`).toContain('Market dues');
    }
  });
});

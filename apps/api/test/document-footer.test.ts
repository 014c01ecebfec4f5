import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../src/modules/documents/pdf.js';
import type { Doc } from '../src/modules/documents/model.js';

/** The text of a PDF as poppler reads it, page by page, laid out as printed. */
const pagesOf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').split('\f').filter((p) => p.trim());

// The widest letters of the code alphabet, and a long identity line beside them in the footer.
const CODES = ['2DX8-F4TB-J9CD', 'WWWW-MMMM-WWWW', 'MWMW-WMWM-DDDD', '0000-1111-2222', 'QGHK-MNPW-XYZW'];
const doc = (code: string): Doc => ({
  reportName: 'Approved Estimates', subject: { kind: 'Vote', code: '014', name: 'Ministry of Health' }, fiscalYear: '2026/27', stage: 'Approved Estimates',
  tables: [{ title: 'Lines', columns: [{ label: 'Programme', kind: 'text' }, { label: 'Amount', kind: 'amount' }],
    rows: Array.from({ length: 60 }, (_, i) => ({ cells: [`Programme ${i} with a long name that the table wraps`, 1_000_000 * i] })) }],
  facts: [], trail: [], draft: false,
  identity: 'Approved Estimates · Vote 014 Ministry of Health, Uganda Virus Research Institute and Uganda Cancer Institute · FY 2026/27 · Stage: Approved Estimates',
  verification: { code, url: `https://pbs.finance.go.ug/archives?verify=${code}` },
});

describe('the verification code in every footer', () => {
  it.each(CODES)('prints %s whole on one line on every page, so it can be typed from paper', async (code) => {
    const pages = pagesOf(await renderPdf(doc(code)));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain(`Verification code ${code}`);
  });
});

import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatNumber } from '@pbs/domain';
import { subjectLine, type Cell, type Column, type Doc, type Row, type Table } from './model.js';

/** Tables of at most this many rows are kept whole on a page with their title. */
const KEPT_WHOLE = 20;

// The standard PDF fonts are built into the PDF library; nothing else may be read from disk or fetched.
const FONTS = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const BUILT_IN = new Set(Object.values(FONTS));
pdfmake.setFonts({ Helvetica: FONTS });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => BUILT_IN.has(path));

const NAVY = '#1a3c6e';

export function formatCell(c: Column, v: Cell, style?: Row['style']): string {
  if (v === null || v === '') return c.kind === 'text' || style === 'heading' ? '' : '–';
  if (typeof v === 'string') return v;
  if (c.kind === 'billions') return formatNumber(v / 1e9, 2);
  return c.kind === 'percent' ? `${formatNumber(v, 1)} %` : formatNumber(v);
}

function tableContent(t: Table): Content[] {
  const header: TableCell[] = t.columns.map((c) => ({ text: c.label, bold: true, color: 'white', fillColor: NAVY, alignment: c.kind === 'text' ? 'left' : 'right' }));
  const body: TableCell[][] = [header, ...t.rows.map((r: Row) => t.columns.map((c, i): TableCell => ({
    text: formatCell(c, r.cells[i] ?? null, r.style), alignment: c.kind === 'text' ? 'left' : 'right',
    ...(i === 0 && r.indent ? { margin: [r.indent * 8, 0, 0, 0] as [number, number, number, number] } : {}),
    bold: r.style !== undefined, fillColor: r.style === 'total' ? '#dfe6f0' : r.style === 'subtotal' || r.style === 'heading' ? '#f1f4f8' : undefined,
  })))];
  // Text columns share what figures leave: a long programme name wraps instead of being cut.
  const widths = t.columns.map((c) => (c.kind === 'text' ? '*' : c.kind === 'percent' ? 48 : 'auto'));
  const parts: Content[] = [
    { text: t.title, style: 'tableTitle' },
    ...(t.note ? [{ text: t.note, style: 'note' } as Content] : []),
    t.rows.length
      ? { table: { headerRows: 1, dontBreakRows: true, widths, body }, ...(t.compact ? { fontSize: 7 } : {}), layout: { hLineColor: '#c8d0dc', vLineColor: '#c8d0dc', hLineWidth: () => 0.5, vLineWidth: () => 0.5 } }
      : { text: 'No lines are recorded.', italics: true },
  ];
  // A short table stays on one page with its title, never a title alone at a page's foot; a long one breaks between
  // rows under its repeated header.
  return t.rows.length <= KEPT_WHOLE ? [{ stack: parts, unbreakable: true }] : parts;
}

function trailContent(d: Doc): Content[] {
  if (!d.trail.length) return [];
  const body: TableCell[][] = [
    ['Level', 'Action', 'Name and title', 'Date', 'Comment', 'Signature'].map((h) => ({ text: h, bold: true, color: 'white', fillColor: NAVY })),
    ...d.trail.map((s): TableCell[] => [
      s.level === 0 ? 'Initiator' : `Level ${s.level}`, s.action, `${s.name}${s.title ? `\n${s.title}` : ''}${s.actingFor ? `\nActing for ${s.actingFor}` : ''}`,
      s.when.toISOString().slice(0, 16).replace('T', ' ') + ' UTC', s.comment ?? '',
      s.image ? { image: `data:image/${s.image[0] === 0xff ? 'jpeg' : 'png'};base64,${s.image.toString('base64')}`, fit: [90, 30] } : '',
    ]),
  ];
  return [{ text: 'Approvals', style: 'tableTitle' }, { table: { headerRows: 1, dontBreakRows: true, widths: [45, 55, '*', 80, '*', 95], body } }];
}

/** The code and a QR code of the link that checks this document against the archive. */
function verificationContent(d: Doc): Content[] {
  if (!d.verification) return [];
  return [{
    unbreakable: true, margin: [0, 14, 0, 0],
    columns: [
      { qr: d.verification.url, fit: 72, width: 80 },
      { width: '*', stack: [
        { text: 'Verification', style: 'tableTitle', margin: [0, 0, 0, 2] },
        { text: [{ text: 'Code ' }, { text: d.verification.code, bold: true, fontSize: 11 }] },
        { text: `Scan the code or open ${d.verification.url} (signed in) to see who approved this document and when, and to check a copy against the archived file.`, margin: [0, 2, 0, 0] },
      ] },
    ],
  }];
}

/** `pageNumbers: false` leaves the footer's page number to whoever joins this document into a longer one (the budget book). */
export interface PdfOptions { pageNumbers?: boolean }

/** A4 landscape: title block, facts, each table with its header repeated on every page, approvals, page numbers. */
export function docDefinition(d: Doc, { pageNumbers = true }: PdfOptions = {}): TDocumentDefinitions {
  return {
    pageSize: 'A4', pageOrientation: 'landscape', pageMargins: [36, 40, 36, 44],
    info: { title: `${d.reportName} — ${d.subject.code} ${d.subject.name} ${d.fiscalYear}`, author: 'PBS', creator: 'PBS' },
    defaultStyle: { font: 'Helvetica', fontSize: 8 },
    styles: {
      ministry: { fontSize: 9, color: '#555555' },
      title: { fontSize: 17, bold: true, color: NAVY, margin: [0, 2, 0, 2] },
      subject: { fontSize: 12, bold: true },
      tableTitle: { fontSize: 11, bold: true, color: NAVY, margin: [0, 12, 0, 4] },
      note: { fontSize: 8, italics: true, color: '#444444', margin: [0, 0, 0, 4] },
    },
    ...(d.draft ? { watermark: { text: 'DRAFT', opacity: 0.08, bold: true } } : {}),
    // Every page after the first names what it continues, as a printed estimates book does: a page of a vote's detail
    // taken out of the book still says whose it is.
    header: (page) => (page > 1 ? {
      columns: [
        { text: `${subjectLine(d.subject)} (continued)`, bold: true, width: '*' },
        { text: `${d.reportName} · FY ${d.fiscalYear}`, alignment: 'right', color: '#555555', width: 'auto' },
      ],
      margin: [36, 16, 36, 0], fontSize: 8,
    } : null),
    content: [
      { text: 'Ministry of Finance, Planning and Economic Development', style: 'ministry' },
      { text: d.reportName, style: 'title' },
      { text: subjectLine(d.subject), style: 'subject' },
      { text: `FY ${d.fiscalYear}${d.stage ? ` · Stage: ${d.stage}` : ''}${d.draft ? ' · DRAFT, not approved' : ''}`, margin: [0, 2, 0, 6] },
      ...(d.facts.length ? [{ columns: d.facts.map(([k, v]) => ({ stack: [{ text: k, color: '#555555' }, { text: typeof v === 'number' ? formatNumber(v) : v ?? '–', bold: true, fontSize: 10 }] })), margin: [0, 0, 0, 4] } as Content] : []),
      ...d.tables.flatMap(tableContent),
      ...trailContent(d),
      ...verificationContent(d),
    ],
    footer: (page, pages) => ({
      columns: [
        { text: d.identity, color: '#555555', width: '*' },
        // Never wrapped: an 'auto' column of bold text is measured narrower than it prints, which cut some codes in two.
        ...(d.verification ? [{ text: `Verification code ${d.verification.code}`, bold: true, width: 150, noWrap: true } as Content] : []),
        { text: pageNumbers ? `Page ${page} of ${pages}` : '', alignment: 'right', width: 70 },
      ],
      columnGap: 12,
      margin: [36, 12, 36, 0], fontSize: 7,
    }),
  };
}

export async function renderPdf(d: Doc, options: PdfOptions = {}): Promise<Buffer> {
  return Buffer.from(await pdfmake.createPdf(docDefinition(d, options)).getBuffer());
}

import { readZip, ZipRefused } from '../../lib/zip.js';

/** What a report attachment may be: PDF, Excel or Word by its bytes, at most 20 MiB (80 MiB unpacked), 20 per report. */
export const ATTACHMENT_LIMITS = { bytes: 20 * 1024 * 1024, unpackedBytes: 80 * 1024 * 1024, perReport: 20, nameLength: 120 } as const;

export type AttachmentFormat = 'PDF' | 'Excel' | 'Word';
export const EXTENSION: Record<AttachmentFormat, string> = { PDF: 'pdf', Excel: 'xlsx', Word: 'docx' };
export const MIME: Record<AttachmentFormat, string> = {
  PDF: 'application/pdf',
  Excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  Word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export class AttachmentRefused extends Error {
  constructor(readonly status: number, message: string) { super(message); }
}

const NOT_ACCEPTED = 'The file is not a PDF, an Excel workbook (.xlsx) or a Word document (.docx)';

/**
 * The file's format from its content, never its name: a PDF has its header and end-of-file marker; an .xlsx
 * or .docx is a sound zip (lib/zip.ts) with its main part. Macro-enabled files are refused: a signed budget
 * document has no business running code on an approver's desk.
 */
export async function formatOf(body: Buffer): Promise<AttachmentFormat> {
  if (body.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (!body.subarray(Math.max(0, body.length - 1024)).toString('latin1').includes('%%EOF')) throw new AttachmentRefused(415, 'The PDF is incomplete (it has no end-of-file marker)');
    return 'PDF';
  }
  const entries = await readZip(body, ATTACHMENT_LIMITS.unpackedBytes).catch((e: unknown) => {
    if (e instanceof ZipRefused && e.reason === 'too-big') throw new AttachmentRefused(413, `The file unpacks to more than ${ATTACHMENT_LIMITS.unpackedBytes / 1024 / 1024} MiB`);
    throw new AttachmentRefused(415, NOT_ACCEPTED);
  });
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml')) throw new AttachmentRefused(415, NOT_ACCEPTED);
  if ([...names].some((n) => /vbaProject\.bin$/i.test(n))) throw new AttachmentRefused(415, 'Files with macros are not accepted; save it as .xlsx or .docx without macros');
  if (names.has('xl/workbook.xml')) return 'Excel';
  if (names.has('word/document.xml')) return 'Word';
  throw new AttachmentRefused(415, NOT_ACCEPTED);
}

/** The name shown and downloaded: the uploaded base name, cleaned, with the extension of its real format. */
export function cleanName(uploaded: string, format: AttachmentFormat): string {
  const base = uploaded.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[^\p{L}\p{N} ._()-]+/gu, '_').replace(/\s+/g, ' ').trim()
    .slice(0, ATTACHMENT_LIMITS.nameLength) || 'attachment';
  return `${base}.${EXTENSION[format]}`;
}

import { PDFDocument, StandardFonts, rgb } from '@pdfme/pdf-lib';
import type { Doc } from '../documents/model.js';

/** Where the page number is printed: in the footer line pdf.ts draws, at its right margin. */
const FOOTER = { right: 36, baseline: 25, size: 7 };

/**
 * The book as one PDF joined from its parts, each laid out on its own (a vote at a time, so memory is bounded
 * by the largest vote, not the nation): parts are appended as they are drawn, the contents are put in front once
 * every part's first page is known, and then every page is numbered "Page n of N".
 */
export class BookPdf {
  private constructor(private readonly out: PDFDocument, private readonly render: (doc: Doc) => Promise<Buffer>) {}

  static async start(render: (doc: Doc) => Promise<Buffer>, title: string) {
    const out = await PDFDocument.create();
    out.setTitle(title);
    out.setAuthor('PBS');
    out.setCreator('PBS');
    return new BookPdf(out, render);
  }

  /** Appends a part; answers the page it starts on, counted from the first part. */
  async append(doc: Doc): Promise<number> {
    const first = this.out.getPageCount() + 1;
    await this.copy(await this.render(doc));
    return first;
  }

  /**
   * Puts the contents in front and numbers every page. `contents(n)` draws the contents as if they took n pages
   * (every part's page moves on by n); it is drawn again until the pages it takes are the pages it assumed.
   */
  async finish(contents: (pages: number) => Doc): Promise<{ body: Buffer; pages: number }> {
    let assumed = 1;
    let bytes = await this.render(contents(assumed));
    for (let n = await pageCount(bytes); n !== assumed; n = await pageCount(bytes)) {
      assumed = n;
      bytes = await this.render(contents(assumed));
    }
    await this.copy(bytes, 0);
    const font = await this.out.embedFont(StandardFonts.Helvetica);
    const pages = this.out.getPages();
    pages.forEach((page, i) => {
      const label = `Page ${i + 1} of ${pages.length}`;
      page.drawText(label, {
        x: page.getWidth() - FOOTER.right - font.widthOfTextAtSize(label, FOOTER.size), y: FOOTER.baseline, size: FOOTER.size, font, color: rgb(0, 0, 0),
      });
    });
    // A classic cross-reference table: the signature's placeholder is added to the file as written (lib/pdf-signing.ts).
    return { body: Buffer.from(await this.out.save({ useObjectStreams: false })), pages: pages.length };
  }

  private async copy(bytes: Buffer, at?: number) {
    const src = await PDFDocument.load(bytes);
    const pages = await this.out.copyPages(src, src.getPageIndices());
    pages.forEach((p, i) => (at === undefined ? this.out.addPage(p) : this.out.insertPage(at + i, p)));
  }
}

const pageCount = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { apiRoot, fromSource } from '../../paths.js';
import type { Doc } from './model.js';
import type { PdfOptions } from './pdf.js';
import type { RenderJob } from './render-worker.js';

/**
 * A worker thread that lays out PDFs (render-worker.ts) for the long documents drawn by jobs, such as the national
 * budget book: one thread, so a book never takes both cores from the people using the system; started on the first
 * document and stopped after a minute without one.
 */
export class PdfRenderer {
  private pool: Piscina | null = null;

  async pdf(doc: Doc, options: PdfOptions = {}): Promise<Buffer> {
    this.pool ??= new Piscina({
      // Running from TypeScript sources (dev, tests), the worker loads them through tsx as this thread does.
      filename: pathToFileURL(fromSource ? resolve(apiRoot, 'src/modules/documents/render-worker.ts') : resolve(apiRoot, 'dist/render-worker.js')).href,
      execArgv: fromSource ? ['--import', 'tsx'] : [],
      minThreads: 0, maxThreads: 1, idleTimeout: 60_000,
      // A part of a book is a vote's pages: a small old generation keeps the thread collecting as it goes rather
      // than growing with the book (docs/PERFORMANCE.md, the budget book).
      resourceLimits: { maxOldGenerationSizeMb: 192 },
    });
    const bytes: Uint8Array = await this.pool.run({ doc, options } satisfies RenderJob);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async close() {
    await this.pool?.destroy();
    this.pool = null;
  }
}

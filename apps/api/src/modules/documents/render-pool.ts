import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { apiRoot, fromSource } from '../../paths.js';
import type { Doc } from './model.js';
import type { PdfOptions } from './pdf.js';
import type { RenderJob } from './render-worker.js';

/**
 * Worker threads that lay out PDFs (render-worker.ts): a document's pages take many times the CPU of an ordinary
 * request, and laid out on the thread that answers requests they held up everyone else's answers (docs/PERFORMANCE.md,
 * deadline day). One thread per spare core (PDF_WORKERS to change), started on the first document and stopped after
 * a minute without one; a national book's parts queue with everyone's documents, so a draft waits one part at most.
 */
export class PdfRenderer {
  private pool: Piscina | null = null;
  constructor(private readonly threads = Number(process.env.PDF_WORKERS) || Math.min(4, Math.max(1, availableParallelism() - 1))) {}

  async pdf(doc: Doc, options: PdfOptions = {}): Promise<Buffer> {
    this.pool ??= new Piscina({
      // Running from TypeScript sources (dev, tests), the worker loads them through tsx as this thread does.
      filename: pathToFileURL(fromSource ? resolve(apiRoot, 'src/modules/documents/render-worker.ts') : resolve(apiRoot, 'dist/render-worker.js')).href,
      execArgv: fromSource ? ['--import', 'tsx'] : [],
      minThreads: 0, maxThreads: this.threads, idleTimeout: 60_000,
      // A part of a book is a vote's pages: a small old generation keeps the thread collecting as it goes rather
      // than growing with the book (docs/PERFORMANCE.md, the budget book).
      resourceLimits: { maxOldGenerationSizeMb: 192 },
    });
    const bytes = await this.pool.run({ doc, options } satisfies RenderJob) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async close() {
    await this.pool?.destroy();
    this.pool = null;
  }
}

/** The process's renderer: every document's PDF, the report documents' and the budget book's. */
export const documentRenderer = new PdfRenderer();

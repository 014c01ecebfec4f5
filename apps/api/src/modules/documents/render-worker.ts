import { renderPdf, type PdfOptions } from './pdf.js';
import type { Doc } from './model.js';

export interface RenderJob { doc: Doc; options: PdfOptions }

/**
 * Runs in a worker thread (render-pool.ts): laying out a long document's pages takes seconds of CPU that must
 * not hold up the thread answering everyone else, nor a job's heartbeat.
 */
export default async function renderInWorker({ doc, options }: RenderJob): Promise<Uint8Array> {
  return renderPdf(doc, options);
}

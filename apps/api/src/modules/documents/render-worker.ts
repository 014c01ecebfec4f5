import { renderPdf, type PdfOptions } from './pdf.js';
import type { Doc } from './model.js';

export interface RenderJob { doc: Doc; options: PdfOptions }

/**
 * Runs in a worker thread (render-pool.ts): laying out a long document's pages takes seconds of CPU that must
 * not hold up the thread answering everyone else, nor a job's heartbeat.
 */
export default async function renderInWorker({ doc, options }: RenderJob): Promise<Uint8Array> {
  // A Buffer crosses to this thread as a plain Uint8Array: the signature images are made Buffers again.
  const trail = doc.trail.map((s) => (s.image ? { ...s, image: Buffer.from(s.image.buffer, s.image.byteOffset, s.image.byteLength) } : s));
  return renderPdf({ ...doc, trail }, options);
}

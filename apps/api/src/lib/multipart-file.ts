import type { FastifyRequest } from 'fastify';

/** The one file of a multipart request: its bytes and name, none sent, a malformed body, or over the size limit. */
export type OneFile = { body: Buffer; fileName: string } | 'none' | 'malformed' | 'too-big';

/**
 * Reads the request's file whole, or says why not. A file over `maxBytes` is always 'too-big': @fastify/multipart
 * raises its error only when the cut falls inside a chunk it is still iterating, and otherwise hands back the
 * first `maxBytes` as if that were the file, so the stream's own `truncated` flag is checked after reading too.
 */
export async function oneFile(req: FastifyRequest, maxBytes: number): Promise<OneFile> {
  if (!req.isMultipart()) return 'none';
  try {
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) return 'none';
    const body = await part.toBuffer();
    if (part.file.truncated || body.length > maxBytes) return 'too-big';
    return { body, fileName: part.filename };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return 'too-big';
    if (code?.startsWith('FST_')) return 'malformed';
    throw err;
  }
}

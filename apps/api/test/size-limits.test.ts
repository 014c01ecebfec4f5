import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UPLOAD_LIMITS } from '@pbs/domain';
import { ATTACHMENT_LIMITS } from '../src/modules/attachments/attachment-file.js';
import { SIGNATURE_LIMITS } from '../src/modules/signatures/signature-image.js';
import { setupApp, sqlRows } from './helpers.js';
import { png } from './png.js';

// Over real sockets: a file arrives in chunks, and where the limit falls among them decides what
// @fastify/multipart does. A file over a route's limit is refused with 413 every time, and nothing is kept.
const t = await setupApp();
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const { token } = await t.login('cg.initiator');

async function send(path: string, body: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)]), name);
  const res = await fetch(`${base}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return res.status;
}
/**
 * Sends the file in two writes, the first ending exactly at the limit: the cut then falls between chunks, the
 * case in which the multipart reader hands back the first `limit` bytes without an error.
 */
function sendCutAtLimit(path: string, body: Buffer, name: string, limit: number): Promise<number> {
  const boundary = 'pbs-size-limit-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + body.length + tail.length } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.setNoDelay(true);
    req.write(Buffer.concat([head, body.subarray(0, limit)]));
    setTimeout(() => req.end(Buffer.concat([body.subarray(limit), tail])), 150);
  });
}

const kept = async () => (await sqlRows<unknown>(t.db, sql`select (select count(*) from stored_files)::int f, (select count(*) from user_signatures)::int s,
  (select count(*) from report_attachments)::int a, (select count(*) from upload_batches)::int b`))[0];

/** A file of `bytes` that starts as the route expects (so nothing but its size is wrong). */
const sized = (head: Buffer, bytes: number) => Buffer.concat([head, Buffer.alloc(bytes - head.length, 7)]);

const routes = [
  { path: '/api/uploads/signature', limit: SIGNATURE_LIMITS.bytes, head: png(300, 80), name: 'signature.png' },
  { path: '/api/uploads/reports?Report_ID=1&Year_ID=1&Entity_ID=1&Purpose=Supporting', limit: ATTACHMENT_LIMITS.bytes, head: Buffer.from('%PDF-1.7\n'), name: 'annex.pdf' },
  { path: '/api/uploads/mtef', limit: UPLOAD_LIMITS.fileBytes, head: Buffer.from('PK\x03\x04'), name: 'mtef.xlsx' },
];

describe.each(routes)('a file over the limit of $path', ({ path, limit, head, name }) => {
  it('is refused with 413 at one byte over, well over and under a burst, and nothing is kept', async () => {
    const before = await kept();
    const sizes = [limit + 1, limit + 40_000, Math.round(limit * 1.2)];
    for (const bytes of sizes) expect(await send(path, sized(head, bytes), name)).toBe(413);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => send(path, sized(head, sizes[i % 3]), name)));
    expect(burst).toEqual(Array(8).fill(413));
    for (const bytes of sizes) expect(await sendCutAtLimit(path, sized(head, bytes), name, limit)).toBe(413);
    expect(await kept()).toEqual(before);
  });
});

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isFiscalYear, languageOfHeader } from '@pbs/domain';
import { AppError, httpStatusOf, messageIn } from '../../lib/errors.js';
import type { TakeLimit } from '../../lib/rate-limits.js';
import { askQuestion, openAnswers } from './questions.service.js';
import { openPriorities } from './priorities.service.js';
import type { Db } from '../../db/client.js';
import { sha256Hex, type FileStore } from '../../lib/file-store.js';
import { isPublishedFile, openFile, openPublications, openYears, publicationCalendar } from './open.service.js';
import { idOf } from '../../lib/valid.js';
import { openFunction, openSearch, openVote, SEARCH_LIMITS } from './open-lines.service.js';

const TYPES = {
  json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8', pdf: 'application/pdf',
} as const;
const typeOf = (name: string) => (name.endsWith('.pdf') ? TYPES.pdf : name.endsWith('.csv') ? TYPES.csv : TYPES.json);

/**
 * Answers from a proxy's cache where it can: every answer is public, carries a strong ETag (its bytes' SHA-256)
 * and a short lifetime, so a national audience is served by caches and a withheld publication leaves them within
 * minutes; a client that holds the same bytes gets 304.
 */
function sendCached(req: FastifyRequest, reply: FastifyReply, body: Buffer | string, sha256: string, type: string, seconds: number) {
  const etag = `"${sha256}"`;
  reply.header('etag', etag).header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds}`).header('vary', 'accept-encoding');
  if (req.headers['if-none-match']?.split(',').map((t) => t.trim().replace(/^W\//, '')).includes(etag)) return reply.code(304).send();
  return reply.header('content-type', type).send(body);
}

const json = (req: FastifyRequest, reply: FastifyReply, value: unknown, seconds: number) => {
  const body = JSON.stringify(value);
  return sendCached(req, reply, body, sha256Hex(Buffer.from(body)), TYPES.json, seconds);
};

const PUBLIC = { access: { public: true } };

/**
 * The open budget data, without sign-in (issue: open budget data): the list of publications, each one's files
 * (Fiscal Data Package descriptor, flat CSV, the citizens' summary, the consolidated PDF) and the publication
 * calendar. Only what is published is reachable: a withheld or retracted publication answers 404.
 */
export function registerOpenData(app: FastifyInstance, db: Db, files: FileStore, limitsOf: (req: FastifyRequest) => TakeLimit) {
  // A citizen's question or comment (nothing shown until the ministry publishes its answer), and the answers published.
  app.post('/api/open/questions', { config: PUBLIC, bodyLimit: 16 * 1024 }, async (req, reply) => {
    const lang = languageOfHeader(req.headers['accept-language']);
    try {
      return reply.code(202).header('cache-control', 'no-store').send(await askQuestion({ db }, req.body, req.ip, lang, limitsOf(req)));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const wait = err.extensions.retryAfterSeconds;
      if (typeof wait === 'number') reply.header('retry-after', String(wait));
      return reply.code(httpStatusOf(err)).header('cache-control', 'no-store').send({ code: err.extensions.code, error: messageIn(err, lang) });
    }
  });
  app.get<{ Querystring: { year?: string } }>('/api/open/answers', { config: PUBLIC }, async (req, reply) => {
    const year = req.query.year ?? null;
    if (year !== null && !isFiscalYear(year)) return reply.code(400).send({ error: 'year must be a budget year such as 2026-2027' });
    // Asked again each time (its ETag makes that a 304): an answer the ministry has just published shows at once.
    return json(req, reply, { answers: await openAnswers({ db }, year) }, 0);
  });

  // The ministry's account of the year's priorities (null when none is written); asked again each time, as the answers are.
  app.get<{ Querystring: { year?: string } }>('/api/open/priorities', { config: PUBLIC }, async (req, reply) => {
    const year = req.query.year ?? '';
    if (!isFiscalYear(year)) return reply.code(400).send({ error: 'year must be a budget year such as 2026-2027' });
    return json(req, reply, { priorities: await openPriorities({ db }, year) }, 0);
  });

  app.get('/api/open/publications', { config: PUBLIC }, async (req, reply) => json(req, reply, await openPublications(db), 60));
  // Each year's complete budget by function, sector and vote, oldest first: the portal's years side by side.
  app.get('/api/open/years', { config: PUBLIC }, async (req, reply) => json(req, reply, { years: await openYears(db, files) }, 60));

  // A vote of a published budget walked down to its items, and what the budget holds under a name or code.
  app.get<{ Params: { id: string; code: string } }>('/api/open/publications/:id/votes/:code', { config: PUBLIC }, async (req, reply) => {
    const id = idOf(req.params.id);
    const vote = id === null || req.params.code.length > 20 ? null : await openVote(db, files, id, req.params.code);
    return vote ? json(req, reply, vote, 300) : reply.code(404).send({ error: 'Not found' });
  });
  app.get<{ Params: { id: string; code: string } }>('/api/open/publications/:id/functions/:code', { config: PUBLIC }, async (req, reply) => {
    const id = idOf(req.params.id);
    // A COFOG division or group (07, 07.3), or none.
    const fn = id === null || !/^(none|\d{2}(\.\d{1,2})?)$/.test(req.params.code) ? null : await openFunction(db, files, id, req.params.code);
    return fn ? json(req, reply, fn, 300) : reply.code(404).send({ error: 'Not found' });
  });
  app.get<{ Params: { id: string }; Querystring: { q?: string } }>('/api/open/publications/:id/search', { config: PUBLIC }, async (req, reply) => {
    const id = idOf(req.params.id);
    const q = (req.query.q ?? '').trim();
    if (q.length < SEARCH_LIMITS.min || q.length > SEARCH_LIMITS.max) return reply.code(400).send({ error: `q: ${SEARCH_LIMITS.min} to ${SEARCH_LIMITS.max} characters` });
    const results = id === null ? null : await openSearch(db, files, id, q);
    return results ? json(req, reply, { results }, 300) : reply.code(404).send({ error: 'Not found' });
  });

  app.get<{ Params: { id: string; file: string } }>('/api/open/publications/:id/:file', { config: PUBLIC }, async (req, reply) => {
    const id = idOf(req.params.id);
    const name = req.params.file;
    if (id === null || !(isPublishedFile(name) || name === 'document.pdf')) return reply.code(404).send({ error: 'Not found' });
    const found = await openFile(db, files, id, name);
    if (!found) return reply.code(404).send({ error: 'Not found' });
    if (!name.endsWith('.json')) reply.header('content-disposition', `attachment; filename="${found.fileName.replace(/[^A-Za-z0-9._ ()-]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(found.fileName)}`);
    return sendCached(req, reply, found.body, found.sha256, typeOf(name), 300);
  });

  app.get<{ Querystring: { year?: string } }>('/api/open/calendar', { config: PUBLIC }, async (req, reply) => {
    const year = req.query.year ?? '';
    if (!isFiscalYear(year)) return reply.code(400).send({ error: 'year must be a budget year such as 2026-2027' });
    return json(req, reply, await publicationCalendar(db, year), 60);
  });
}

import { fundsShown, shortFiscalYear } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import type { FileStore } from '../../lib/file-store.js';
import { pdfSignerFor } from '../../lib/pdf-signing.js';
import type { Archiving } from '../archives/archive.service.js';
import { personOf } from '../archives/archives.repo.js';
import { cgStageId } from '../budget/mtef.repo.js';
import { detailLines, yearFunds } from '../documents/documents.repo.js';
import { detailTablesOf } from '../documents/layouts/detail.js';
import { fy } from '../documents/layouts/input.js';
import type { PdfRenderer } from '../documents/render-pool.js';
import { codeOf, verificationUrl } from '../documents/verification.js';
import { segmentTotals } from '../estimates/lines.repo.js';
import { fiscalYearById, stageById } from '../masters/periods.repo.js';
import { bookFigures, bookTitle, contentsDoc, summaryDoc, voteDoc, voteEntry, type BookData, type ContentsEntry } from './book-content.js';
import { BookPdf } from './book-pdf.js';
import { revenueLines } from '../revenue/revenue.repo.js';
import { BookXlsx } from './book-xlsx.js';
import { bookById, bookVotes, insertBook, linesDigest, listBooks, lockBookStage, setBook, supersedeBooks, unfinishedBook, type BudgetBook } from './books.repo.js';

/** Books are drawn by a durable job (lib/jobs.ts): a person may leave the screen, and a restart loses nothing. */
export const BOOK_QUEUE = 'budget-books';
export interface BookJob { bookId: number }
/** A national book takes minutes, not the two a queue allows a job before taking it for lost. */
const BOOK_JOB_SECONDS = 30 * 60;
/** Rows of totals a summary may read (vote × fund of a national year stays far under it). */
const SUMMARY_ROWS = 100_000;

/**
 * The ministry asks for the budget book of a year's stage. While one is queued or being drawn, asking again
 * answers that one; a stage without detailed estimates is refused with nothing written.
 */
export async function requestBook({ db, jobs }: Pick<Context, 'db' | 'jobs'>, actor: Actor, yearId: number, stage: number): Promise<BudgetBook> {
  if (!actor.isMinistry) throw forbidden();
  const [year, st] = [await fiscalYearById(db, yearId), await cgStageId(db, yearId, stage)];
  if (!year || !st) throw notFound();
  return db.transaction(async (tx) => {
    await lockBookStage(tx, yearId, st.id);
    const open = await unfinishedBook(tx, yearId, st.id);
    if (open) return open;
    if (!(await bookVotes(tx, yearId, st.id)).length) {
      throw badInput({ key: 'SERVER.BOOK_NO_LINES', params: { stage: st.stageName, year: shortFiscalYear(year.fiscalYear) } });
    }
    const book = await insertBook(tx, { yearId, stageId: st.id, requestedBy: actor.id });
    await writeAudit(tx, { table: 'budget_books', type: 'create', recordId: book.id, newValues: book, actorId: actor.id });
    await jobs.send<BookJob>(tx, BOOK_QUEUE, [{ bookId: book.id }], { expireInSeconds: BOOK_JOB_SECONDS });
    return book;
  });
}

/** The books of a year, newest first (the ministry's). */
export async function booksOf({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number) {
  if (!actor.isMinistry) throw forbidden();
  return (await listBooks(db, yearId, 50)).map((r) => ({ ...r.b, fiscalYear: r.fiscalYear, stage: r.stage, stageName: r.stageName, requestedByName: r.requestedBy }));
}

export interface BookDeps { db: Db; files: FileStore; config: Archiving; renderer: PdfRenderer }

/**
 * Draws a book: the national summaries, then each vote's detailed estimates a vote at a time (its lines read once
 * for the PDF and the workbook, the book's progress told after each), the contents in front, every page numbered,
 * the PDF signed; then both files are stored and the book marked done in one transaction, superseding the stage's
 * earlier book. Lines that change while it is drawn make it draw again (the job is retried), so a book is always
 * one moment's figures. A process killed midway leaves nothing stored; the job is taken up again.
 */
export async function drawBook(deps: BookDeps, bookId: number) {
  const { db } = deps;
  const book = await bookById(db, bookId);
  if (!book || book.state === 'done') return;
  try {
    await drawBookFiles(deps, book);
  } catch (err) {
    await setBook(db, book.id, err instanceof StageChanged ? { state: 'queued', error: 'SERVER.BOOK_STAGE_CHANGED' } : { state: 'failed', error: 'SERVER.BOOK_FAILED' });
    throw err;
  }
}

class StageChanged extends Error {}

async function drawBookFiles({ db, files, config, renderer }: BookDeps, book: BudgetBook) {
  const [year, stage] = [await fiscalYearById(db, book.yearId), await stageById(db, book.stageId)];
  if (!year || !stage) return;
  const digest = await linesDigest(db, year.id, stage.id);
  const votes = await bookVotes(db, year.id, stage.id);
  await setBook(db, book.id, { state: 'drawing', done: 0, total: votes.length, error: null });
  const byVoteFund = await segmentTotals(db, year.id, stage.id, ['vote', 'fund'], null, SUMMARY_ROWS);
  const funds = fundsShown(await yearFunds(db, year.id), (code) => byVoteFund.some((r) => r.codes[1] === code));
  const data: BookData = {
    year, stage, votes, funds, byVoteFund,
    byClassFund: await segmentTotals(db, year.id, stage.id, ['economicClass', 'fund'], null, SUMMARY_ROWS),
    bySectorVoteFund: await segmentTotals(db, year.id, stage.id, ['sector', 'vote', 'fund'], null, SUMMARY_ROWS * 4),
    revenue: await revenueLines(db, stage.id),
  };
  const figures = bookFigures(data);
  const code = codeOf({ book: book.id, year: year.fiscalYear, stage: stage.stage, lines: digest });
  const title = `${bookTitle(data)} FY ${fy(year, 1)}`;
  const frame = { identity: `${title} · ${figures.votes} votes`, verification: { code, url: verificationUrl(config.publicUrl, code) } };
  const pdf = await BookPdf.start((doc) => renderer.pdf(doc, { pageNumbers: false }), title);
  const xlsx = new BookXlsx(new Map(funds.map((f) => [f.code, f.name])));
  const summary = summaryDoc(data, frame);
  const entries: ContentsEntry[] = [{ part: 'National summaries', sector: '', page: await pdf.append(summary) }];
  xlsx.summary(summary);
  for (const [i, v] of votes.entries()) {
    const lines = await detailLines(db, year.id, stage.id, v.id);
    entries.push({ ...voteEntry(v), page: await pdf.append(voteDoc(data, v, detailTablesOf(lines, funds, year), frame)) });
    xlsx.vote(v, lines);
    await setBook(db, book.id, { done: i + 1 });
  }
  const by = await personOf(db, book.requestedBy);
  const drawn = { by: by ? `${by.name}${by.title ? `, ${by.title}` : ''}` : '—', at: new Date() };
  const { body, pages } = await pdf.finish((n) => contentsDoc(data, entries.map((e) => ({ ...e, page: e.page + n })), frame, drawn));
  const workbook = await xlsx.finish();
  if (await linesDigest(db, year.id, stage.id) !== digest) throw new StageChanged(`the lines of stage ${stage.id} changed while book ${book.id} was drawn`);
  const signed = await pdfSignerFor(config.pdfSigning).sign(body, `${title}, verification code ${code}`);
  await db.transaction(async (tx) => {
    const folder = `books/${year.fiscalYear}`;
    const [p, x] = [await files.put(tx, folder, 'pdf', signed), await files.put(tx, folder, 'xlsx', workbook)];
    await supersedeBooks(tx, year.id, stage.id, book.id);
    const done = {
      state: 'done' as const, pdfPath: p.file, pdfSha256: p.sha256, xlsxPath: x.file, xlsxSha256: x.sha256, verificationCode: code,
      votes: figures.votes, lines: figures.lines, amount: figures.total, pages, finishedAt: new Date(), error: null,
    };
    await setBook(tx, book.id, done);
    await writeAudit(tx, { table: 'budget_books', type: 'update', recordId: book.id, newValues: done, actorId: book.requestedBy });
  });
}

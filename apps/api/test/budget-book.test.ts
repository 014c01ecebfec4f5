import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { formatNumber } from '@pbs/domain';
import { rowsIn, setupApp } from './helpers.js';
import { factories } from './factories.js';
import { nationalLoads } from './load-helpers.js';
import { codeKey } from '@pbs/domain';
import { nationalYear, printedBook, PUBLISHED_MAPPING, toCsv } from '../src/seed/national-year.js';

const t = await setupApp();
const make = factories(t);
const officer = await make.user('Budget Officer');
const voteUser = await make.user('CG Initiator', { voteId: (await make.vote()).id });
const year = await make.year({ activeStage: 2 });
const loads = nationalLoads(t, year.id, 2, officer.token);
// Twelve votes over several sectors (about 1,800 lines): every part of the book, drawn in seconds.
const national = nationalYear({ votes: 12, seed: 7 });
const dir = mkdtempSync(join(tmpdir(), 'pbs-book-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The stage's revenue and financing, as the ministry types them (net external borrowing below zero: repaid). */
const REVENUE = { 111: 410_000_000, 114: 525_500_000, 142: 61_000_000, 132: 38_000_000, 331: 260_000_000, 332: -12_500_000 };
const BOOK = 'Book_ID State Done Total Votes Lines Amount Pages Verification_Code Error Stage_Name Superseded_Date';
const draw = (token: string, stage = 2) => t.gql(`mutation($y:Int!,$s:Int!){ drawBudgetBook(Year_ID:$y, Stage:$s){ ${BOOK} } }`, { y: year.id, s: stage }, token);
const books = async () => (await t.gql(`query($y:Int!){ budgetBooks(Year_ID:$y){ ${BOOK} } }`, { y: year.id }, officer.token)).data.budgetBooks;
const download = (id: number, format: string, token = officer.token) =>
  t.app.inject({ method: 'GET', url: `/api/archive/books/${id}/${format}`, headers: { authorization: `Bearer ${token}` } });
const one = rowsIn(t.db);
/** Each page's text as poppler reads it, in reading layout. */
const pagesOf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, maxBuffer: 64 * 1024 * 1024 }).toString('utf8').split('\f').slice(0, -1);

describe('the national budget book', { timeout: 180_000 }, () => {
  it('is refused to a vote\'s user, and for a stage with no detailed estimates, with nothing written', async () => {
    expect((await draw(voteUser.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const empty = await draw(officer.token, 2);
    expect(empty.errors?.[0].message).toMatch(/holds no detailed estimates/);
    expect(await books()).toEqual([]);
  });

  let bookId = 0;
  it('is drawn once when asked for twice at once, by a job whose progress counts the votes', async () => {
    await loads.keepMapping('Published layout', PUBLISHED_MAPPING.columns, PUBLISHED_MAPPING.funds);
    const { load } = await loads.check(Buffer.from(toCsv(national.header, national.rows)), 'estimates.csv', 'Published layout');
    expect(load.State, JSON.stringify(load.Problems)).toBe('checked');
    expect((await loads.commit(load.Load_ID)).State).toBe('loaded');
    const revenue = await t.gql('mutation($y:Int!,$l:[RevenueLineInput!]!){ saveRevenueEstimates(Year_ID:$y, Stage:2, Lines:$l){ Held } }',
      { y: year.id, l: Object.entries(REVENUE).map(([Code, Amount]) => ({ Code, Amount })) }, officer.token);
    expect(revenue.errors).toBeUndefined();

    const asked = await Promise.all([draw(officer.token), draw(officer.token), draw(officer.token)]);
    for (const a of asked) expect(a.errors).toBeUndefined();
    const ids = new Set(asked.map((a) => a.data.drawBudgetBook.Book_ID));
    expect(ids.size).toBe(1);
    bookId = [...ids][0];
    expect(asked[0].data.drawBudgetBook.State).toBe('queued');
    await t.jobsDone('budget-books', 150_000);
    const [book] = await books();
    const [held] = await one<{ n: number; votes: number; total: number }>(sql`select count(*)::int n, count(distinct vote_id)::int votes, sum(amount)::float8 total
      from budget_lines where year_id = ${year.id} and stage_id = ${year.stages[2]}`);
    expect(book).toMatchObject({ Book_ID: bookId, State: 'done', Done: held.votes, Total: held.votes, Votes: held.votes, Lines: held.n, Amount: held.total, Error: null });
    expect(book.Verification_Code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  it('prints the summaries as the lines add up, contents that point at each vote\'s first page, and every page numbered and coded', async () => {
    const [book] = await books();
    const res = await download(bookId, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('National_Budget_Book_');
    const pages = pagesOf(res.rawPayload);
    expect(pages).toHaveLength(book.Pages);
    pages.forEach((p, i) => {
      expect(p).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(p).toContain(`Verification code ${book.Verification_Code}`);
    });
    // What the ministry's printed book says, from the file's rows alone: the year's names and totals (ADR 0024).
    const printed = printedBook(national);
    const votes = (await one<{ code: string }>(sql`select distinct v.code from budget_lines l join votes v on v.id = l.vote_id
      where l.year_id = ${year.id} and l.stage_id = ${year.stages[2]} order by v.code`))
      .map((v) => ({ code: v.code, name: printed.votes.get(codeKey(v.code))!.name, total: printed.votes.get(codeKey(v.code))!.total }));
    expect(votes).toHaveLength(printed.votes.size);
    // The contents give each vote's page; that page opens the vote's part, which states its total.
    const contents = pages[0];
    expect(contents).toContain('Contents');
    for (const v of votes) {
      const line = contents.split('\n').find((l) => l.includes(`Vote ${v.code} ${v.name}`));
      expect(line, `contents line of vote ${v.code}`).toBeDefined();
      const page = Number(line!.trim().split(/\s+/).at(-1));
      expect(pages[page - 1]).toContain(`Vote ${v.code} — ${v.name}`);
      expect(pages[page - 2]).not.toContain(`Vote ${v.code} — ${v.name}`);
      expect(pages[page - 1]).toContain(formatNumber(v.total));
    }
    // Every page of a vote's part names the vote: its first in the title, the rest in their running head.
    const starts = votes.map((v) => Number(contents.split('\n').find((l) => l.includes(`Vote ${v.code} ${v.name}`))!.trim().split(/\s+/).at(-1)));
    const order = votes.map((v, i) => ({ v, start: starts[i] ?? 0 })).sort((a, b) => a.start - b.start);
    let continued = 0;
    order.forEach(({ v, start }, i) => {
      const end = (order[i + 1]?.start ?? pages.length + 1) - 1;
      for (let p = start; p <= end; p++) {
        expect(pages[p - 1], `page ${p} of vote ${v.code}`).toContain(`Vote ${v.code} — ${v.name}`);
        if (p > start) { expect(pages[p - 1]).toContain(`Vote ${v.code} — ${v.name} (continued)`); continued++; }
      }
    });
    expect(continued).toBeGreaterThan(votes.length);
    // The national summaries: the total of every line, and each sector's as SQL sums it.
    const text = pages.join('\n');
    expect(text).toContain(formatNumber(book.Amount));
    // Each sector's total is the sum of its lines: the twelfth vote spans three sectors.
    const sectors = [...printed.sectors.entries()];
    expect(sectors.length).toBeGreaterThan(3);
    const summary = pages.slice(1, 8).join('\n');
    // A long name wraps onto the next line: the sector's code and its total stand on one line.
    for (const [key, sec] of sectors) expect(summary, sec.name).toMatch(new RegExp(`(^|\\s)0*${key} .*${formatNumber(sec.total)}`, 'm'));
    expect(summary).toContain('Appropriation schedule');
    // The revenue and financing that pay for it come first, worked out here from what was typed and SQL's total.
    const revenueAndGrants = REVENUE[111] + REVENUE[114] + REVENUE[142] + REVENUE[132];
    expect(pages[1]).toContain('Revenue and financing');
    expect(pages[1]).toMatch(new RegExp(`Tax revenue\\s+${formatNumber(REVENUE[111] + REVENUE[114])}`));
    expect(pages[1]).toMatch(new RegExp(`332 External borrowing \\(net\\)\\s+-${formatNumber(-REVENUE[332])}`));
    expect(pages[1]).toMatch(new RegExp(`Balance \\(revenue and grants less spending\\)\\s+-${formatNumber(book.Amount - revenueAndGrants)}`));
    expect(pages[1]).toMatch(new RegExp(`Left unfinanced\\s+${formatNumber(book.Amount - revenueAndGrants - REVENUE[331] - REVENUE[332])}`));

    // Signed over the whole file, as any PDF reader checks.
    const file = join(dir, 'book.pdf');
    writeFileSync(file, res.rawPayload);
    let said = '';
    try { said = execFileSync('pdfsig', [file], { encoding: 'utf8' }); } catch (e) { said = String((e as { stdout?: string }).stdout ?? ''); }
    expect(said).toContain('Signature Validation: Signature is Valid.');
    expect(said).toContain('Total document signed');
  });

  it('gives a workbook whose lines are the stage\'s lines, and a code that verifies both files', async () => {
    const [book] = await books();
    const res = await download(bookId, 'xlsx');
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const lines = wb.getWorksheet('Lines')!;
    expect(lines.rowCount - 1).toBe(book.Lines);
    let sum = 0;
    lines.eachRow((r, n) => { if (n > 1) sum += Number(r.getCell(16).value); });
    expect(sum).toBe(book.Amount);
    const summary: string[] = [];
    wb.getWorksheet('Summary')!.eachRow((r) => summary.push(JSON.stringify(r.values)));
    expect(summary.join('\n')).toContain(String(book.Amount));

    const v = await t.gql('query($c:String!){ verifyArchivedDocument(Code:$c){ Report_Name Files { File_Format SHA256 } } }', { c: book.Verification_Code.toLowerCase() }, officer.token);
    expect(v.errors).toBeUndefined();
    expect(v.data.verifyArchivedDocument.Report_Name).toContain('National Budget Book');
    const { createHash } = await import('node:crypto');
    const pdf = (await download(bookId, 'pdf')).rawPayload;
    expect(v.data.verifyArchivedDocument.Files.map((f: { SHA256: string }) => f.SHA256)).toEqual([
      createHash('sha256').update(pdf).digest('hex'), createHash('sha256').update(res.rawPayload).digest('hex')]);
    // The national book is the ministry's: a vote's user gets nothing.
    expect((await download(bookId, 'pdf', voteUser.token)).statusCode).toBe(403);
  });

  it('drawn again, stands in for the earlier book, which is kept', async () => {
    const again = await draw(officer.token);
    expect(again.errors).toBeUndefined();
    await t.jobsDone('budget-books', 150_000);
    const [latest, earlier] = await books();
    expect(latest).toMatchObject({ State: 'done', Superseded_Date: null });
    expect(earlier).toMatchObject({ Book_ID: bookId, Superseded_Date: expect.any(String) });
    expect(latest.Verification_Code).not.toBe(earlier.Verification_Code);
    expect((await download(bookId, 'pdf')).statusCode).toBe(200);
  });
});

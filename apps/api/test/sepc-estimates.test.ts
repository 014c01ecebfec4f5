import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { UploadError } from '@pbs/domain';
import { fiscalYears, parastatals, reports } from '../src/db/schema/index.js';
import { composeDocument } from '../src/modules/documents/documents.service.js';
import { codeOf, setupApp, sqlRows } from './helpers.js';
import { getFile, postUpload, readWorkbook, workbook } from './upload-helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [own] = await t.db.select().from(parastatals).where(eq(parastatals.code, 'P001'));
const [other] = await t.db.select().from(parastatals).where(eq(parastatals.code, 'P002'));
const [estimates] = await t.db.select().from(reports).where(eq(reports.internalName, 'parastatal_budget_estimates'));
const count = async () => (await sqlRows<{ n: number }>(t.db, sql`select count(*)::int n from upload_rows where kind = 'sepc-estimates'`))[0].n;
// Start from a parastatal without estimates: the demo data gives P001 its own.
await t.db.execute(sql`delete from upload_rows where kind = 'sepc-estimates'`);
const INITIATE = 'mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID } }';

describe('parastatal budgets', () => {
  it('a parastatal enters its own estimates by upload; its budget estimates are then drawn from them and can be initiated', async () => {
    const officer = await t.login('sepc.officer');
    const missing = await t.gql(INITIATE, { r: estimates.id, y: year.id, e: own.id }, officer.token);
    expect(codeOf(missing)).toBe('BAD_USER_INPUT');
    expect(missing.errors?.[0].message).toMatch(/revenue and expenditure estimates .* for this parastatal/);

    const theirs = await postUpload(t.app, 'sepc-estimates', await workbook('sepc-estimates', [['P002', 'Revenue', 'R1', 'Sales', 1, 2, 3, 4]]), officer.token);
    expect(theirs.status).toBe(422);
    expect(theirs.body.rowErrors[0]).toMatchObject({ code: UploadError.NOT_YOUR_PARASTATAL, column: 'Parastatal_Code' });
    const twice = await postUpload(t.app, 'sepc-estimates', await workbook('sepc-estimates', [
      ['P001', 'Revenue', 'R1', 'Sales', 1, 2, 3, 4], ['P001', 'Revenue', 'r1', 'Sales again', 1, 2, 3, 4]]), officer.token);
    expect(twice.body.rowErrors[0]).toMatchObject({ code: UploadError.DUPLICATE, row: 3 });
    expect(await count()).toBe(0);

    const ok = await postUpload(t.app, 'sepc-estimates', await workbook('sepc-estimates', [
      ['P001', 'Revenue', 'R1', 'Electricity sales', 800_000_000, 900_000_000, 950_000_000, 1_000_000_000],
      ['P001', 'Revenue', 'R2', 'Government grant', 100_000_000, 120_000_000, 120_000_000, 120_000_000],
      ['P001', 'Expenditure', 'E1', 'Staff costs', 300_000_000, 330_000_000, 340_000_000, 350_000_000],
      ['P001', 'Expenditure', 'E2', 'Maintenance of the network, substations and transmission lines', 500_000_000, 640_000_000, 600_000_000, 620_000_000],
    ]), officer.token);
    expect(ok.body).toMatchObject({ ok: true, rows: 4 });
    const template = await readWorkbook((await getFile(t.app, '/api/uploads/sepc-estimates/template.xlsx', officer.token)).body);
    expect(template.worksheets[0].rowCount).toBe(5);

    const doc = await composeDocument(t.db, estimates, { yearId: year.id, voteId: null, programmeId: null, sepcId: own.id }, { trail: [], draft: true });
    expect(doc.subject).toMatchObject({ kind: 'Parastatal', code: 'P001' });
    const totalOf = (i: number) => doc.tables[i].rows.at(-1)!.cells;
    expect(totalOf(0).slice(1, 3)).toEqual([900_000_000, 1_020_000_000]);
    expect(totalOf(1).slice(1, 3)).toEqual([800_000_000, 970_000_000]);
    expect(doc.tables[2].rows[0].cells.slice(0, 3)).toEqual(['Surplus (deficit)', 100_000_000, 50_000_000]);
    expect(doc.facts).toContainEqual(['Surplus (deficit) 2026/27 (UGX)', 50_000_000]);

    expect((await t.gql(INITIATE, { r: estimates.id, y: year.id, e: own.id }, officer.token)).errors).toBeUndefined();
    expect(codeOf(await t.gql(INITIATE, { r: estimates.id, y: year.id, e: other.id }, officer.token))).toBe('RECORD_NOT_FOUND');
  });
});

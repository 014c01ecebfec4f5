import { describe, expect, it } from 'vitest';
import { count, desc, eq, sql } from 'drizzle-orm';
import { audits, fiscalYears, programmes, reports, users, votes } from '../src/db/schema/index.js';
import { verifyAuditChain } from '../src/lib/audit.js';
import { codeOf, setupApp } from './helpers.js';

const t = await setupApp();
const { token } = await t.login('admin');
const gql = (q: string, v?: Record<string, unknown>) => t.gql(q, v, token);
const programmeCount = async () => (await t.db.select({ n: count() }).from(programmes))[0].n;

const CREATE = 'mutation($i:ProgrammeInput!){ createProgramme(input:$i){ Programme_ID Programme_Code Programme_Name Status Created_By } }';

describe('masters', () => {
  it('creates, edits and deactivates a programme, auditing each change', async () => {
    const created = (await gql(CREATE, { i: { Programme_Code: '21', Programme_Name: '  Climate Resilience  ' } })).data.createProgramme;
    expect(created).toMatchObject({ Programme_Code: '21', Programme_Name: 'Climate Resilience', Status: true, Created_By: 1 });
    const id = created.Programme_ID;
    const updated = await gql('mutation($id:Int!){ updateProgramme(id:$id, input:{Programme_Code:"21", Programme_Name:"Climate Change Resilience"}){ Programme_Name Modified_By } }', { id });
    expect(updated.data.updateProgramme).toMatchObject({ Programme_Name: 'Climate Change Resilience', Modified_By: 1 });
    await gql('mutation($id:Int!){ setProgrammeStatus(id:$id, Status:false){ Status } }', { id });
    expect((await gql('{ activeProgrammes { Programme_ID } }')).data.activeProgrammes.map((p: any) => p.Programme_ID)).not.toContain(id);
    expect((await gql('{ countProgrammes { Count } }')).data.countProgrammes.Count).toBe(21);

    const trail = await t.db.select().from(audits).where(eq(audits.tableName, 'programmes')).orderBy(desc(audits.id)).limit(3);
    expect(trail.map((a) => a.auditType)).toEqual(['update', 'update', 'create']);
    expect(trail[1].oldValues).toMatchObject({ name: 'Climate Resilience' });
    expect(trail[1].newValues).toMatchObject({ name: 'Climate Change Resilience' });
    expect(trail[0].createdBy).toBe(1);
  });

  it('the audit trail names what changed: the record, and the records behind the ids among its values', async () => {
    const [health] = await t.db.select().from(votes).where(eq(votes.code, '014'));
    const made22 = await gql(CREATE, { i: { Programme_Code: '22', Programme_Name: 'Blue Economy' } });
    const [programme] = await t.db.select().from(programmes).where(eq(programmes.id, made22.data.createProgramme.Programme_ID));
    const [admin] = await t.db.select().from(users).where(eq(users.userName, 'admin'));
    const made = await gql('mutation($i:ProgrammeVoteInput!){ createProgrammeVote(input:$i){ Prog_By_Vote_ID } }', { i: { Programme_ID: programme.id, Vote_ID: health.id } });
    expect(made.errors).toBeUndefined();
    const PAGE = 'query($tb:String){ auditsPage(Table_Name:$tb){ dataList { Table_Name Record_ID Record_Name Value_Names New_Values } } }';
    const answer = await gql(PAGE, { tb: 'programme_votes' });
    expect(answer.errors).toBeUndefined();
    const [mapped] = answer.data.auditsPage.dataList;
    expect(mapped.Record_Name).toBe('014 Ministry of Health · 22 Blue Economy');
    expect(JSON.parse(mapped.Value_Names).new).toMatchObject({
      voteId: '014 Ministry of Health', programmeId: '22 Blue Economy', createdBy: `${admin.firstName} ${admin.lastName} (admin)`,
    });
    // A programme's own row is named by the programme; its raw values stay as signed.
    const [created] = (await gql(PAGE, { tb: 'programmes' })).data.auditsPage.dataList;
    expect(created).toMatchObject({ Record_ID: String(programme.id), Record_Name: '22 Blue Economy' });
    expect(JSON.parse(created.New_Values)).toMatchObject({ id: programme.id, code: '22', createdBy: admin.id });
    // Every kind of row on one page: a deadline (no name of its own: named by its report) beside those named by themselves.
    const [bfp] = await t.db.select().from(reports).where(eq(reports.internalName, 'budget_framework_paper'));
    const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    const due = await gql('mutation($r:Int!,$y:Int!){ setReportDeadline(Report_ID:$r, Year_ID:$y, Due_On:"2026-12-15", Remind_Days_Before:5, Escalate_To:"next_level") }', { r: bfp.id, y: year.id });
    expect(due.errors).toBeUndefined();
    const all = await gql('{ auditsPage(Limit:100){ dataList { Table_Name Record_Name } } }');
    expect(all.errors).toBeUndefined();
    expect(all.data.auditsPage.dataList[0]).toEqual({ Table_Name: 'report_deadlines', Record_Name: 'Budget Framework Paper' });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await programmeCount();
    const auditsBefore = (await t.db.select({ n: count() }).from(audits))[0].n;
    const cases: [Record<string, string>, string][] = [
      [{ Programme_Code: '', Programme_Name: 'Empty code' }, 'Programme_Code'],
      [{ Programme_Code: '22', Programme_Name: 'x' }, 'Programme_Name'],
      [{ Programme_Code: 'bad code!', Programme_Name: 'Spaces' }, 'Programme_Code'],
      [{ Programme_Code: '1'.repeat(21), Programme_Name: 'Long code' }, 'Programme_Code'],
    ];
    for (const [input, field] of cases) {
      const r = await gql(CREATE, { i: input });
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      expect(r.errors![0].message).toContain(field);
    }
    const dup = await gql(CREATE, { i: { Programme_Code: '01', Programme_Name: 'Duplicate' } });
    expect(codeOf(dup)).toBe('CONFLICT');
    expect(await programmeCount()).toBe(before);
    expect((await t.db.select({ n: count() }).from(audits))[0].n).toBe(auditsBefore);
  });

  it('keeps CG and LG votes apart and checks references', async () => {
    expect((await gql('{ countCgVotes { CgVote_Count } }')).data.countCgVotes.CgVote_Count).toBeGreaterThanOrEqual(150);
    expect((await gql('{ countLgVotes { LgVote_Count } }')).data.countLgVotes.LgVote_Count).toBeGreaterThanOrEqual(170);
    const [lg] = await t.db.select().from(votes).where(eq(votes.kind, 'LG')).limit(1);
    // An LG vote id is not a CG vote: answered like a missing record.
    const r = await gql('mutation($id:Int!){ setCgVoteStatus(id:$id, Status:false){ Vote_ID } }', { id: lg.id });
    expect(codeOf(r)).toBe('RECORD_NOT_FOUND');
    const bad = await gql('mutation { createLgVote(input:{Vote_Code:"999", Vote_Name:"Nowhere District", Sub_Region_ID:99999}){ Vote_ID } }');
    expect(bad.errors![0].message).toContain('Sub_Region_ID');
    const region = await gql(`{ lgVote(id: ${lg.id}) { Vote_Name Sub_Region_ID { Sub_Region } } }`);
    expect(region.data.lgVote.Sub_Region_ID.Sub_Region).toBeTruthy();
  });

  it('switches the active fiscal year atomically', async () => {
    const years = (await gql('{ fiscalYears { Year_ID Fiscal_Year Is_Active } }')).data.fiscalYears;
    const next = years.find((y: any) => y.Fiscal_Year === '2026-2027');
    await gql('mutation($id:Int!){ setActiveFiscalYear(Year_ID:$id){ Is_Active } }', { id: next.Year_ID });
    const after = (await gql('{ fiscalYears { Fiscal_Year Is_Active } previousFiscalYear { Fiscal_Year } }')).data;
    expect(after.fiscalYears.filter((y: any) => y.Is_Active).map((y: any) => y.Fiscal_Year)).toEqual(['2026-2027']);
    expect(after.previousFiscalYear.Fiscal_Year).toBe('2025-2026');
    const bad = await gql('mutation { createFiscalYear(input:{Fiscal_Year:"2030-2032", Start_Date:"2030-07-01", End_Date:"2031-06-30"}){ Year_ID } }');
    expect(bad.errors![0].message).toContain('Fiscal_Year');
  });
});

describe('audit chain', () => {
  it('stays valid under concurrent writers and names the first tampered row', async () => {
    await Promise.all(Array.from({ length: 10 }, (_, i) =>
      gql(CREATE, { i: { Programme_Code: `C${i}`, Programme_Name: `Concurrent ${i}` } })));
    const ok = await verifyAuditChain(t.db);
    expect(ok).toMatchObject({ ok: true });
    expect(ok.checked).toBeGreaterThanOrEqual(13);

    const [victim] = await t.db.select().from(audits).orderBy(audits.id).offset(3).limit(1);
    await t.db.execute(sql`update audits set new_values = '{"name":"forged"}' where id = ${victim.id}`);
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: false, brokenId: victim.id });
  });
});

import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { UploadError } from '@pbs/domain';
import { budgetStages, fiscalYears, reports, submissions, votes } from '../src/db/schema/index.js';
import { setupApp } from './helpers.js';
import { postUpload, workbook } from './upload-helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const vote = async (code: string) => (await t.db.select().from(votes).where(and(eq(votes.code, code), eq(votes.kind, 'CG'))))[0];
const [health, finance] = [await vote('014'), await vote('008')];
const cg = (await t.login('cg.initiator')).token;
const ministry = (await t.login('budget.officer')).token;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const snapshot = () => rows(sql`select count(*)::int n, sum(y1_wage)::float8 w, (select count(*)::int from audits) a,
  (select count(*)::int from upload_rows) u from cg_mtefs`);

async function activate(stage: number) {
  await t.db.update(budgetStages).set({ isActive: false }).where(and(eq(budgetStages.yearId, year.id), eq(budgetStages.processArea, 'CG')));
  await t.db.update(budgetStages).set({ isActive: true }).where(and(eq(budgetStages.yearId, year.id), eq(budgetStages.processArea, 'CG'), eq(budgetStages.stage, stage)));
}

/** Initiates a report for an entity and approves it at every level, as the demo's approvers. */
async function approveFully(internal: string, entity: number) {
  const [report] = await t.db.select().from(reports).where(eq(reports.internalName, internal));
  const started = await t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }',
    { r: report.id, y: year.id, e: entity }, cg);
  expect(started.errors).toBeUndefined();
  let { Submission_ID: id, Version: version } = started.data.initiateReport;
  for (let level = 1; level <= report.levelOfApproval; level++) {
    const r = await t.gql('mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Version } }', { s: id, v: version },
      (await t.login(level === 1 ? 'cg.approver' : `mof.level${level}`)).token);
    expect(r.errors).toBeUndefined();
    version = r.data.approveSubmission.Version;
  }
  return (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];
}

const firstLine = async (voteId: number, stage: number) => (await rows<Record<string, number | string>>(sql`select pv.id pbv, p.code, m.* from cg_mtefs m
  join programme_votes pv on pv.id = m.prog_by_vote_id join programmes p on p.id = pv.programme_id join budget_stages s on s.id = m.stage_id
  where pv.vote_id = ${voteId} and s.stage = ${stage} and m.kind = 'allocation' order by p.code limit 1`))[0];
const save = (token: string, stage: number, pbv: number, amounts: number[], language = 'en') => t.gql('mutation($y:Int!,$s:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:$s, lines:$l) }',
  { y: year.id, s: stage, l: [{ Prog_By_Vote_ID: pbv, Figure: 'Allocation', Amounts: amounts }] }, token, { 'accept-language': language });
const lowered = (line: Record<string, number | string>) => ['y0', 'y1', 'y2', 'y3', 'y4', 'y5'].flatMap((y) => ['wage', 'non_wage', 'gou_devt', 'aia', 'donor']
  .map((c) => Math.max(0, Number(line[`${y}_${c}`]) - 1000)));

describe('approved figures are frozen', () => {
  it('freezes a vote\'s MTEF of the approved stage on the screen, the upload and the stage copy; other votes and stages stay open', async () => {
    await activate(3);
    try {
      const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int n from cg_mtefs m join budget_stages s on s.id = m.stage_id where s.stage = 2 and m.year_id = ${year.id}`);
      expect((await t.gql('mutation($y:Int!){ copyMtefStage(Year_ID:$y, From_Stage:2, To_Stage:3) }', { y: year.id }, ministry)).data?.copyMtefStage).toBe(n);
      const approved = await approveFully('approved_estimates_of_revenue_and_expenditure', health.id);
      const [stage3] = await t.db.select().from(budgetStages).where(and(eq(budgetStages.yearId, year.id), eq(budgetStages.processArea, 'CG'), eq(budgetStages.stage, 3)));
      expect([approved.state, approved.stageId]).toEqual(['Approved', stage3.id]);

      const line = await firstLine(health.id, 3);
      const before = await snapshot();
      const typed = await save(cg, 3, Number(line.pbv), lowered(line));
      expect(typed.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect(typed.errors?.[0].message).toMatch(/^These MTEF figures are frozen by approved reports \(014: Approved Estimates of Revenue and Expenditure, approved \d{4}-\d{2}-\d{2}\); the ministry must reopen the report before they can change$/);
      expect((await save(cg, 3, Number(line.pbv), lowered(line), 'de')).errors?.[0].message)
        .toMatch(/^Diese MTEF-Zahlen sind durch genehmigte Berichte gesperrt \(014: Approved Estimates of Revenue and Expenditure, genehmigt am \d{4}-\d{2}-\d{2}\);/);
      const uploaded = await postUpload(t.app, 'mtef', await workbook('mtef', [['014', String(line.code), 'Allocation', ...lowered(line)]]), cg);
      expect([uploaded.status, uploaded.body.code]).toEqual([409, UploadError.FROZEN]);
      expect(uploaded.body.params.reports).toContain('014: Approved Estimates of Revenue and Expenditure');
      const copied = await t.gql('mutation($y:Int!,$r:Int){ copyMtefStage(Year_ID:$y, From_Stage:2, To_Stage:3, Replace_Count:$r) }', { y: year.id, r: n }, ministry);
      expect(copied.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect(await snapshot()).toEqual(before);
      // The screen asks which reports freeze a vote's figures, to show them read-only and say why.
      const freezes = (v: number, token = cg) => t.gql('query($y:Int!,$v:Int!){ mtefFrozenBy(Year_ID:$y, Stage:3, Vote_ID:$v){ Report_Name Entity } }', { y: year.id, v }, token);
      expect((await freezes(health.id)).data.mtefFrozenBy).toEqual([{ Report_Name: 'Approved Estimates of Revenue and Expenditure', Entity: '014' }]);
      expect((await freezes(finance.id, ministry)).data.mtefFrozenBy).toEqual([]);
      expect((await freezes(finance.id)).errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');

      // Finance's figures in that stage, and Health's in another stage, are not what was approved.
      const other = await firstLine(finance.id, 3);
      expect((await save(ministry, 3, Number(other.pbv), lowered(other))).data?.saveMtefLines).toBe(1);
      await activate(2);
      const earlier = await firstLine(health.id, 2);
      expect((await save(cg, 2, Number(earlier.pbv), lowered(earlier))).data?.saveMtefLines).toBe(1);
    } finally { await activate(2); }
  });

  it('freezes the staff list of a vote once its Staff List is approved; another vote\'s list still uploads', async () => {
    await approveFully('staff_list', health.id);
    const before = await snapshot();
    const refused = await postUpload(t.app, 'staff', await workbook('staff', [['014', 'MOH-9', 'New Officer', 'Officer', 'U5', 1_500_000]]), cg);
    expect([refused.status, refused.body.code]).toEqual([409, UploadError.FROZEN]);
    expect(await snapshot()).toEqual(before);
    const finance008 = await postUpload(t.app, 'staff', await workbook('staff', [['008', 'MOF-9', 'New Officer', 'Officer', 'U5', 1_500_000]]), (await t.login('admin')).token);
    expect(finance008.status).toBe(200);
  });

  it('reopens an approved report with a reason: the figures thaw, it goes back to the initiator, and its next approval supersedes the archive', async () => {
    const approved = await approveFully('pension_and_gratuity_list', health.id);
    const reopen = (token: string, reason: string, version = approved.version) => t.gql('mutation($s:Int!,$v:Int!,$r:String!){ reopenSubmission(Submission_ID:$s, Version:$v, Reason:$r){ State Version } }',
      { s: approved.id, v: version, r: reason }, token);
    const pension = async () => postUpload(t.app, 'pension', await workbook('pension', [['014', 'MOH-P1', 'Retired Officer', 'Pension', 100_000, 1_200_000]]), cg);
    expect((await pension()).body.code).toBe(UploadError.FROZEN);

    // Not the vote's people, not without a reason; two ministry users at once: one reopens, the other is told.
    expect((await reopen(cg, 'Wrong list')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await reopen(ministry, 'no')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const admin = (await t.login('admin')).token;
    const both = await Promise.all([reopen(admin, 'Two retirees missing from the list'), reopen(admin, 'Two retirees missing from the list')]);
    expect(both.map((r) => r.errors?.[0].extensions?.code ?? r.data?.reopenSubmission.State).sort()).toEqual(['CONFLICT', 'Rejected']);
    const notice = await rows<{ title: string }>(sql`select n.title from notifications n join users u on u.id = n.user_id where u.user_name = 'cg.initiator' order by n.id desc limit 1`);
    expect(notice[0].title).toBe('Pension and Gratuity List reopened by the ministry');

    expect((await pension()).status).toBe(200);
    const [now] = await t.db.select().from(submissions).where(eq(submissions.id, approved.id));
    const again = await t.gql('mutation($s:Int!,$v:Int!){ resubmitSubmission(Submission_ID:$s, Version:$v){ Version } }', { s: approved.id, v: now.version }, cg);
    let version = again.data.resubmitSubmission.Version;
    for (const user of ['cg.approver', 'mof.level2']) {
      const r = await t.gql('mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Version } }', { s: approved.id, v: version }, (await t.login(user)).token);
      expect(r.errors).toBeUndefined();
      version = r.data.approveSubmission.Version;
    }
    const archived = await rows<{ superseded: boolean }>(sql`select superseded_at is not null superseded from archived_reports where submission_id = ${approved.id} order by id`);
    expect(archived.map((a) => a.superseded)).toEqual([true, true, false, false]);
    const history = await t.gql('query($s:Int!){ submissionHistory(Submission_ID:$s){ Action Comment } }', { s: approved.id }, cg);
    expect(history.data.submissionHistory.map((e: { Action: string }) => e.Action)).toContain('Reopened');
  });

  it('lets the initiator recall a submission before level 1 acts, and not after', async () => {
    const [report] = await t.db.select().from(reports).where(eq(reports.internalName, 'budget_framework_paper'));
    const started = await t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }',
      { r: report.id, y: year.id, e: health.id }, cg);
    const { Submission_ID: id, Version: v } = started.data.initiateReport;
    const recall = (version: number, token = cg) => t.gql('mutation($s:Int!,$v:Int!){ recallSubmission(Submission_ID:$s, Version:$v, Comment:"Wrong stage"){ State Version } }', { s: id, v: version }, token);
    expect((await recall(v, (await t.login('cg.approver')).token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const recalled = await recall(v);
    expect(recalled.data.recallSubmission.State).toBe('Rejected');
    const back = await t.gql('mutation($s:Int!,$v:Int!){ resubmitSubmission(Submission_ID:$s, Version:$v){ Version } }', { s: id, v: recalled.data.recallSubmission.Version }, cg);
    const approved = await t.gql('mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Version } }', { s: id, v: back.data.resubmitSubmission.Version }, (await t.login('cg.approver')).token);
    const late = await recall(approved.data.approveSubmission.Version);
    expect(late.errors?.[0].message).toBe('Only a submission that level 1 has not yet acted on can be recalled');
  });

  it('freezes a quarter\'s releases once its quarterly report is approved, and leaves the other quarters open', async () => {
    await approveFully('quarterly_performance_report_q1', health.id);
    const [line] = await rows<{ code: string }>(sql`select p.code from programme_votes pv join programmes p on p.id = pv.programme_id where pv.vote_id = ${health.id} order by p.code limit 1`);
    const before = await snapshot();
    const q1 = await postUpload(t.app, 'quarterly-releases', await workbook('quarterly-releases', [['014', line.code, 'Q1', 'Wage', 1]]), ministry);
    expect([q1.status, q1.body.code]).toEqual([409, UploadError.FROZEN]);
    expect(q1.body.params.reports).toContain('Quarterly Performance Report Q1');
    expect(await snapshot()).toEqual(before);
    const q3 = await postUpload(t.app, 'quarterly-releases', await workbook('quarterly-releases', [['014', line.code, 'Q3', 'Wage', 1]]), ministry);
    expect(q3.status).toBe(200);
  });
});

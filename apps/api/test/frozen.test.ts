import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { UploadError } from '@pbs/domain';
import { fiscalYears, reports, submissions, votes } from '../src/db/schema/index.js';
import { rowsIn, setupApp } from './helpers.js';
import { factories } from './factories.js';
import { postUpload, workbook } from './upload-helpers.js';

const t = await setupApp();
const make = factories(t);
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const vote = async (code: string) => (await t.db.select().from(votes).where(and(eq(votes.code, code), eq(votes.kind, 'CG'))))[0];
const health = await vote('014');
const cg = (await t.login('cg.initiator')).token;
const ministry = (await t.login('budget.officer')).token;
const rows = rowsIn(t.db);
const snapshot = () => rows(sql`select count(*)::int n, sum(y1_wage)::float8 w, (select count(*)::int from audits) a,
  (select count(*)::int from upload_rows) u from cg_mtefs`);

const approveFully = (internal: string, entity: number) => make.approveFully(internal, year.id, entity, cg);

/** An allocation below the factory's figures in every cell (AIA at 0). */
const lowered = Array.from({ length: 30 }, (_, i) => (i % 5 === 3 ? 0 : i >= 5 && i < 10 ? 800_000 : 50));

describe('approved figures are frozen', () => {
  it('freezes a vote\'s MTEF of the approved stage on the screen, the upload and the stage copy; other votes and stages stay open', async () => {
    // A year of its own at stage 3, whose estimates are approved for one vote; another vote beside it.
    const y = await make.year({ activeStage: 3 });
    const w = await make.reportWorld(y.id, { stage: 3 });
    await make.mtef(w.vote, y.id, 2, { ceiling: 1_000_000, allocation: 900_000 });
    const other = await make.vote();
    await make.mtef(other, y.id, 3, { ceiling: 1_000_000, allocation: 900_000 });
    const started = (await w.initiate()).data.initiateReport;
    let version = started.Version;
    for (const a of w.approvers) {
      const r = await t.gql('mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Version } }', { s: started.Submission_ID, v: version }, a.token);
      version = r.data.approveSubmission.Version;
    }
    const [approved] = await t.db.select().from(submissions).where(eq(submissions.id, started.Submission_ID));
    expect([approved.state, approved.stageId]).toEqual(['Approved', y.stages[3]]);

    const planner = w.initiator.token;
    const save = (token: string, stage: number, pbv: number, language = 'en') => t.gql('mutation($y:Int!,$s:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:$s, lines:$l) }',
      { y: y.id, s: stage, l: [{ Prog_By_Vote_ID: pbv, Figure: 'Allocation', Amounts: lowered }] }, token, { 'accept-language': language });
    const [line] = w.vote.lines;
    const before = await snapshot();
    const typed = await save(planner, 3, line.progByVoteId);
    expect(typed.errors?.[0].extensions?.code).toBe('CONFLICT');
    const by = `${w.vote.code}: ${w.report.name}`;
    expect(typed.errors?.[0].message).toMatch(new RegExp(`^These MTEF figures are frozen by approved reports \\(${by}, approved \\d{4}-\\d{2}-\\d{2}\\); the ministry must reopen the report before they can change$`));
    expect((await save(planner, 3, line.progByVoteId, 'de')).errors?.[0].message)
      .toMatch(new RegExp(`^Diese MTEF-Zahlen sind durch genehmigte Berichte gesperrt \\(${by}, genehmigt am \\d{4}-\\d{2}-\\d{2}\\);`));
    const uploaded = await postUpload(t.app, 'mtef', await workbook('mtef', [[w.vote.code, line.programmeCode, 'Allocation', ...lowered]]), planner, `?Year_ID=${y.id}`);
    expect([uploaded.status, uploaded.body.code]).toEqual([409, UploadError.FROZEN]);
    expect(uploaded.body.params.reports).toContain(by);
    const copied = await t.gql('mutation($y:Int!,$r:Int){ copyMtefStage(Year_ID:$y, From_Stage:2, To_Stage:3, Replace_Count:$r) }', { y: y.id, r: 8 }, ministry);
    expect(copied.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(copied.errors?.[0].message).toContain(by);
    expect(await snapshot()).toEqual(before);
    // The screen asks which reports freeze a vote's figures, to show them read-only and say why.
    const freezes = (v: number, token = planner) => t.gql('query($y:Int!,$v:Int!){ mtefFrozenBy(Year_ID:$y, Stage:3, Vote_ID:$v){ Report_Name Entity } }', { y: y.id, v }, token);
    expect((await freezes(w.vote.id)).data.mtefFrozenBy).toEqual([{ Report_Name: w.report.name, Entity: w.vote.code }]);
    expect((await freezes(other.id, ministry)).data.mtefFrozenBy).toEqual([]);
    expect((await freezes(other.id)).errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');

    // The other vote's figures in that stage, and this vote's in another stage, are not what was approved.
    expect((await save(ministry, 3, other.lines[0].progByVoteId)).data?.saveMtefLines).toBe(1);
    expect((await t.gql('mutation($s:Int!){ setActiveBudgetStage(Stage_ID:$s){ Is_Active } }', { s: y.stages[2] }, ministry)).errors).toBeUndefined();
    expect((await save(planner, 2, line.progByVoteId)).data?.saveMtefLines).toBe(1);
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

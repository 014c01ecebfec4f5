import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsIn, setupApp } from './helpers.js';

const t = await setupApp();
const rows = rowsIn(t.db);

describe('task lists', () => {
  it('names each task\'s report and entity, looked up once per list rather than once per row', async () => {
    const initiator = await t.login('cg.initiator');
    const [{ year }] = await rows<{ year: number }>(sql`select id as year from fiscal_years where is_active`);
    const [{ vote }] = await rows<{ vote: number }>(sql`select id as vote from votes where kind = 'CG' and code = '014'`);
    // Generated vote reports with data in the demo (the Approved Estimates wait for stage 3 to hold figures).
    const reports = await rows<{ id: number; name: string; levels: number; type: string }>(sql`select r.id, r.report_name as name,
      r.level_of_approval as levels, r.report_type as type from reports r
      where r.report_category = 'VOTE' and r.content_layout is not null and r.stage is distinct from 3 and exists (select 1 from report_approvers a where a.report_id = r.id and a.level = 1)
      order by r.id limit 4`);
    expect(reports.length).toBe(4);
    for (const r of reports) {
      const answer = await t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID } }',
        { r: r.id, y: year, e: vote }, initiator.token);
      expect(answer.errors, r.name).toBeUndefined();
    }
    const approver = await t.login('cg.approver');
    // Count the statements the list costs: each select the answer makes goes through db.select.
    const select = t.db.select.bind(t.db);
    let selects = 0;
    t.db.select = ((...args: Parameters<typeof select>) => { selects++; return select(...args); }) as typeof t.db.select;
    const tasks = await t.gql('query($y:Int!){ mySubmissionTasks(Year_ID:$y){ Report_ID Report_Name Level_of_Approval Report_Type Entity_Name } }', { y: year }, approver.token)
      .finally(() => { t.db.select = select; });
    const list = tasks.data.mySubmissionTasks as { Report_ID: number; Report_Name: string; Level_of_Approval: number; Report_Type: string; Entity_Name: string }[];
    expect(list).toHaveLength(4);
    for (const r of reports) {
      expect(list.find((x) => x.Report_ID === r.id)).toEqual({ Report_ID: r.id, Report_Name: r.name, Level_of_Approval: r.levels, Report_Type: r.type, Entity_Name: '014 — Ministry of Health' });
    }
    // The caller's menu paths, the approvers they stand in for, approver rows, waiting submissions, those given
    // to someone at their level, one batch of reports, one of vote names (was 4 more per row: 19 for these 4 tasks).
    expect(selects).toBeLessThanOrEqual(7);
  });

  it('brings a programme submission to the level-1 approver of a vote that delivers the programme, and to no one else', async () => {
    const [{ year }] = await rows<{ year: number }>(sql`select id as year from fiscal_years where is_active`);
    const [{ report }] = await rows<{ report: number }>(sql`select id as report from reports where internal_report_name = 'programme_budget_framework_paper'`);
    // A programme that Health (014) delivers.
    const [{ programme, name }] = await rows<{ programme: number; name: string }>(sql`select p.id as programme, p.code || ' — ' || p.name as name
      from programmes p join programme_votes pv on pv.programme_id = p.id join votes v on v.id = pv.vote_id where v.code = '014' and v.kind = 'CG' order by p.code limit 1`);
    const initiator = await t.login('cg.initiator');
    const started = await t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID } }',
      { r: report, y: year, e: programme }, initiator.token);
    expect(started.errors).toBeUndefined();
    const id = started.data.initiateReport.Submission_ID;
    const TASKS = 'query($y:Int!){ mySubmissionTasks(Year_ID:$y){ Submission_ID Entity_Name } }';
    const approver = (await t.gql(TASKS, { y: year }, (await t.login('cg.approver')).token)).data.mySubmissionTasks;
    expect(approver).toContainEqual({ Submission_ID: id, Entity_Name: name });
    const lg = (await t.gql(TASKS, { y: year }, (await t.login('lg.approver')).token)).data.mySubmissionTasks;
    expect(lg.map((x: { Submission_ID: number }) => x.Submission_ID)).not.toContain(id);
  });
});

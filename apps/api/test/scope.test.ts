import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsIn, setupApp } from './helpers.js';

const t = await setupApp();
const rows = rowsIn(t.db);

describe('archives are scoped in SQL, before the page limit', () => {
  it('shows a vote user their archive behind 5,001 of another vote, and each kind of user only their own', async () => {
    const [{ report }] = await rows<{ report: number }>(sql`select id as report from reports where report_category = 'VOTE' order by id limit 1`);
    const [{ year }] = await rows<{ year: number }>(sql`select id as year from fiscal_years where is_active`);
    const [own, other] = await rows<{ id: number }>(sql`select id from votes where kind = 'CG' and code in ('014', '008') order by code desc`);
    const [ownSub] = await rows<{ id: number }>(sql`insert into submissions (report_id, year_id, vote_id, state, current_level)
      values (${report}, ${year}, ${own.id}, 'Approved', 8) returning id`);
    const [otherSub] = await rows<{ id: number }>(sql`insert into submissions (report_id, year_id, vote_id, state, current_level)
      values (${report}, ${year}, ${other.id}, 'Approved', 8) returning id`);
    // The vote's own file is the oldest, so it sorts after all 5,001 of the other vote.
    await t.db.execute(sql`insert into archived_reports (submission_id, report_file, file_format, sha256, created_at)
      values (${ownSub.id}, 'own.pdf', 'PDF', 'x', now() - interval '1 day')`);
    await t.db.execute(sql`insert into archived_reports (submission_id, report_file, file_format, sha256)
      select ${otherSub.id}, 'other-' || n || '.pdf', 'PDF', 'x' from generate_series(1, 5001) n`);

    const Q = '{ getArchivedReports { Report_File Vote_Code } }';
    const seen = async (user: string) => (await t.gql(Q, {}, (await t.login(user)).token)).data.getArchivedReports as { Report_File: string; Vote_Code: string }[];
    expect(await seen('cg.initiator')).toEqual([{ Report_File: 'own.pdf', Vote_Code: '014' }]);
    expect(await seen('lg.initiator')).toEqual([]);
    expect(await seen('sepc.officer')).toEqual([]);
    expect(await seen('admin')).toHaveLength(5000);
  });
});

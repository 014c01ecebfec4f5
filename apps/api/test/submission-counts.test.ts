import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { gridData, reportDetails } from '../src/modules/reports/dashboard.service.js';
import { OUTPUTS } from '../src/modules/reports/dashboard.repo.js';
import type { Actor } from '../src/auth/actor.js';
import { rowsIn, setupApp } from './helpers.js';

const t = await setupApp();
const rows = rowsIn(t.db);

const [{ year }] = await rows<{ year: number }>(sql`select id as year from fiscal_years where is_active`);
const cgReports = await rows<{ id: number; levels: number }>(sql`select id, level_of_approval as levels from reports where report_category = 'VOTE' and is_dashboard and status order by id`);
const cgVotes = (await rows<{ id: number }>(sql`select id from votes where kind = 'CG' and status order by id`)).map((v) => v.id);

const base = { id: 1, roleId: null, userTypeId: 1, sepcId: null, isTempPassword: false, sessionId: 't', paths: new Set<string>() };
const ministry: Actor = { ...base, userName: 'm', isMinistry: true, voteId: null };
const voteUser = (voteId: number): Actor => ({ ...base, userName: 'v', isMinistry: false, voteId });
const args = { Report_Type: 'CG', Report_Category: 'VOTE', Active_Year_ID: year };

/** The counters must always equal a direct count of the submissions they summarise, shard by shard (their entity's). */
async function expectCountersExact() {
  const drift = await rows(sql`
    with direct as (select report_id, year_id, state, state = 'Initiated' and current_level > 1 as in_progress, is_consolidated,
        coalesce(vote_id, programme_id, sepc_id, 0) % 8 as shard, count(*)::int as n
      from submissions group by 1, 2, 3, 4, 5, 6)
    select * from direct full join (select * from submission_counts where n <> 0) c using (report_id, year_id, state, in_progress, is_consolidated, shard)
    where direct.n is distinct from c.n`);
  expect(drift).toEqual([]);
}

const op = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), report: fc.nat(cgReports.length - 1), votes: fc.uniqueArray(fc.nat(cgVotes.length - 1), { minLength: 1, maxLength: 12 }) }),
  fc.record({ kind: fc.constant('update' as const), state: fc.constantFrom('Initiated', 'Rejected', 'Approved'), level: fc.integer({ min: 1, max: 7 }), consolidated: fc.boolean(), mod: fc.integer({ min: 2, max: 5 }) }),
  fc.record({ kind: fc.constant('delete' as const), mod: fc.integer({ min: 3, max: 9 }) }),
);

describe('submission counters behind the ministry grids', () => {
  it('stay equal to a direct count through inserts, multi-row state moves and deletes', async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
      for (const o of ops) {
        if (o.kind === 'insert') {
          const r = cgReports[o.report];
          const ids = sql.raw(`array[${o.votes.map((i) => cgVotes[i]).join(',')}]::int[]`);
          await t.db.execute(sql`insert into submissions (report_id, year_id, vote_id, state, current_level)
            select ${r.id}, ${year}, v, 'Initiated', 1 from unnest(${ids}) v on conflict do nothing`);
        } else if (o.kind === 'update') {
          await t.db.execute(sql`update submissions set state = ${o.state}, current_level = ${o.level}, is_consolidated = ${o.consolidated}
            where id % ${o.mod} = 0`);
        } else {
          await t.db.execute(sql`delete from submissions where id % ${o.mod} = 0`);
        }
      }
      await expectCountersExact();
    }), { numRuns: 25 });
  });

  it('give the ministry the same columns as the sum of every vote user’s own grid', async () => {
    const all = await gridData({ db: t.db }, ministry, args);
    expect(all.some((r) => r.Initiated + r.Approved + r.Rejected > 0)).toBe(true);
    const sum = new Map<number, Record<string, number>>();
    for (const v of cgVotes) {
      for (const r of await gridData({ db: t.db }, voteUser(v), args)) {
        const s = sum.get(r.Report_ID) ?? {};
        for (const k of ['Initiated', 'InProgress', 'Rejected', 'Approved', 'Consolidated', 'NotInitiated'] as const) s[k] = (s[k] ?? 0) + r[k];
        sum.set(r.Report_ID, s);
      }
    }
    for (const r of all) {
      const { Initiated, InProgress, Rejected, Approved, Consolidated, NotInitiated } = r;
      expect({ Initiated, InProgress, Rejected, Approved, Consolidated, NotInitiated }).toEqual(sum.get(r.Report_ID));
    }
  });

  it('list in Report Details exactly as many entities as the grid counts in the clicked column', async () => {
    for (const actor of [ministry, voteUser(cgVotes[0]), voteUser(cgVotes[1])]) {
      for (const row of await gridData({ db: t.db }, actor, args)) {
        for (const output of OUTPUTS) {
          const details = await reportDetails({ db: t.db }, actor, { ...args, Report_ID: row.Report_ID, Output: output });
          expect([actor.userName, row.Report_Name, output, details.rows.length]).toEqual([actor.userName, row.Report_Name, output, row[output]]);
        }
      }
    }
  });
});

describe('grids of every category, for every kind of user', () => {
  const GRIDS = [['CG', 'VOTE', 'vote_id'], ['CG', 'PROGRAMME', 'programme_id'], ['SEPC', 'Parastatal', 'sepc_id'], ['LG', 'Vote', 'vote_id']] as const;

  it('count what Report Details lists, column by column, and every entity in scope once', async () => {
    // A second parastatal under the first parastatal's vote, so the vote's and one parastatal's scopes differ.
    await t.db.execute(sql`insert into parastatals (code, name, vote_id) select 'PX01', 'Second parastatal', vote_id from parastatals order by id limit 1`);
    // Submissions in every state for about half of the entities of each category's reports.
    await t.db.execute(sql`
      insert into submissions (report_id, year_id, vote_id, programme_id, sepc_id, state, current_level, is_consolidated)
      select r.id, ${year},
        case when r.report_category in ('VOTE', 'Vote') then e.id end,
        case when r.report_category = 'PROGRAMME' then e.id end,
        case when r.report_category = 'Parastatal' then e.id end,
        (array['Initiated', 'Rejected', 'Approved'])[1 + (e.id + r.id) % 3], 1 + (e.id % 3), (e.id % 4 = 0)
      from reports r
      join lateral (
        select id from votes where kind = 'LG' and r.report_category = 'Vote'
        union all select id from programmes where r.report_category = 'PROGRAMME'
        union all select id from parastatals where r.report_category = 'Parastatal'
      ) e on (e.id + r.id) % 2 = 0
      where r.is_dashboard and r.status and r.report_category <> 'VOTE'
      on conflict do nothing`);
    const [own] = await rows<{ vote: number; sepc: number }>(sql`select vote_id as vote, id as sepc from parastatals order by id limit 1`);
    const [lg] = await rows<{ id: number }>(sql`select id from votes where kind = 'LG' and status order by id limit 1`);
    const actors: Actor[] = [ministry, voteUser(own.vote), voteUser(lg.id), { ...voteUser(own.vote), userName: 's', sepcId: own.sepc }];
    const seen = new Map<string, number>();
    let submitted = 0;
    for (const [type, category] of GRIDS) {
      const a = { Report_Type: type, Report_Category: category, Active_Year_ID: year };
      for (const actor of actors) {
        for (const row of await gridData({ db: t.db }, actor, a)) {
          for (const output of OUTPUTS) {
            const details = await reportDetails({ db: t.db }, actor, { ...a, Report_ID: row.Report_ID, Output: output });
            expect([actor.userName, category, row.Report_Name, output, details.rows.length]).toEqual([actor.userName, category, row.Report_Name, output, row[output]]);
          }
          const key = `${actor.userName} ${actor.voteId} ${category}`;
          seen.set(key, (seen.get(key) ?? 0) + row.NotInitiated + row.Initiated + row.Rejected + row.Approved);
          if (actor === ministry) submitted += row.Initiated + row.Rejected + row.Approved;
        }
      }
    }
    // Submissions were counted, and each kind of user saw entities in the categories that are theirs.
    expect(submitted).toBeGreaterThan(100);
    for (const key of [`m null Parastatal`, `v ${own.vote} PROGRAMME`, `v ${lg.id} Vote`, `s ${own.vote} Parastatal`]) expect([key, seen.get(key)! > 0]).toEqual([key, true]);
  });
});

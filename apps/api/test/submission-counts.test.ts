import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { gridData, OUTPUTS, reportDetails } from '../src/modules/reports/dashboard.service.js';
import type { Actor } from '../src/auth/actor.js';
import { setupApp } from './helpers.js';

const t = await setupApp();
const rows = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q) as unknown as { rows: T[] }).rows;

const [{ year }] = await rows<{ year: number }>(sql`select id as year from fiscal_years where is_active`);
const cgReports = await rows<{ id: number; levels: number }>(sql`select id, level_of_approval as levels from reports where report_category = 'VOTE' and is_dashboard and status order by id`);
const cgVotes = (await rows<{ id: number }>(sql`select id from votes where kind = 'CG' and status order by id`)).map((v) => v.id);

const base = { id: 1, roleId: null, userTypeId: 1, sepcId: null, isTempPassword: false, sessionId: 't', paths: new Set<string>() };
const ministry: Actor = { ...base, userName: 'm', isMinistry: true, voteId: null };
const voteUser = (voteId: number): Actor => ({ ...base, userName: 'v', isMinistry: false, voteId });
const args = { Report_Type: 'CG', Report_Category: 'VOTE', Active_Year_ID: year };

/** The counters must always equal a direct count of the submissions they summarise. */
async function expectCountersExact() {
  const drift = await rows(sql`
    with direct as (select report_id, year_id, state, state = 'Initiated' and current_level > 1 as in_progress, is_consolidated, count(*)::int as n
      from submissions group by 1, 2, 3, 4, 5)
    select * from direct full join (select * from submission_counts where n <> 0) c using (report_id, year_id, state, in_progress, is_consolidated)
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
    const all = await gridData(t.db, ministry, args);
    expect(all.some((r) => r.Initiated + r.Approved + r.Rejected > 0)).toBe(true);
    const sum = new Map<number, Record<string, number>>();
    for (const v of cgVotes) {
      for (const r of await gridData(t.db, voteUser(v), args)) {
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
      for (const row of await gridData(t.db, actor, args)) {
        for (const output of OUTPUTS) {
          const details = await reportDetails(t.db, actor, { ...args, Report_ID: row.Report_ID, Output: output });
          expect([actor.userName, row.Report_Name, output, details.rows.length]).toEqual([actor.userName, row.Report_Name, output, row[output]]);
        }
      }
    }
  });
});

import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.js';

/** The report everyone prepares on deadline day: the Draft Estimates, drawn from stage 2 and approved at five levels. */
export const DEADLINE_REPORT = 'Draft Estimates of Revenue and Expenditure';

export interface DeadlineVote { id: number; code: string; officers: string[]; approver: string }
export interface DeadlinePeople { reportId: number; yearId: number; votes: DeadlineVote[]; readers: string[]; ministryApprovers: string[] }

const rows = async <T>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/**
 * The people of a deadline week, written into the demo's database: for `votes` central votes with no Draft
 * Estimates submission yet, `perVote` officers (CG Initiator) and one accounting officer each, assigned to the
 * report at levels 0 and 1 (levels 2–5 are the demo's ministry approvers, who act for every vote), and `readers`
 * ministry users on dashboards. Everyone has the demo password; the bench's accounting officers sign in without
 * the one-time code step (a role of their own, as the demo's but without it: sign-in is not what is measured).
 */
export async function deadlinePeople(db: Db, o: { votes: number; perVote: number; readers: number }): Promise<DeadlinePeople> {
  const [report] = await rows<{ id: number }>(db, sql`select id from reports where report_name = ${DEADLINE_REPORT}`);
  const [year] = await rows<{ id: number }>(db, sql`select id from fiscal_years where is_active`);
  const chosen = await rows<{ id: number; code: string }>(db, sql`select v.id, v.code from votes v where v.kind = 'CG'
    and not exists (select 1 from submissions s where s.report_id = ${report.id} and s.year_id = ${year.id} and s.vote_id = v.id)
    and exists (select 1 from budget_lines l where l.vote_id = v.id and l.year_id = ${year.id})
    order by v.code limit ${o.votes}`);
  await db.execute(sql`insert into roles (title, user_type_id, approve_permission, is_otp)
    select 'Bench Accounting Officer', user_type_id, true, false from roles where title = 'CG Accounting Officer' on conflict do nothing`);
  await db.execute(sql`insert into role_menus (role_id, sub_menu_id) select (select id from roles where title = 'Bench Accounting Officer'), sub_menu_id
    from role_menus where role_id = (select id from roles where title = 'CG Accounting Officer') on conflict do nothing`);
  const like = (user: string, role: string | null, name: ReturnType<typeof sql>, voteId: ReturnType<typeof sql>) => sql`insert into users
      (user_name, first_name, last_name, email, mobile_number, occupation, password_hash, user_type_id, role_id, vote_id)
    select ${name}, 'Bench', ${name}, ${name} || '@bench.invalid', null, 'Bench user', u.password_hash, u.user_type_id,
      ${role ? sql`(select id from roles where title = ${role})` : sql`u.role_id`}, ${voteId}::int
    from users u where u.user_name = ${user}`;
  const votes: DeadlineVote[] = [];
  for (const v of chosen) {
    const officers = Array.from({ length: o.perVote }, (_, k) => `dl.o${v.code}.${k}`);
    for (const name of officers) await db.execute(like('cg.initiator', null, sql`${name}`, sql`${v.id}`));
    const approver = `dl.a${v.code}`;
    await db.execute(like('cg.approver', 'Bench Accounting Officer', sql`${approver}`, sql`${v.id}`));
    // Every officer may initiate for the vote; the accounting officer approves level 1.
    await db.execute(sql`insert into report_approvers (report_id, level, user_id, vote_id)
      select ${report.id}::int, 0, id, ${v.id}::int from users where user_name like ${`dl.o${v.code}.%`}
      union all select ${report.id}::int, 1, id, ${v.id}::int from users where user_name = ${approver}`);
    votes.push({ id: v.id, code: v.code, officers, approver });
  }
  const readers = Array.from({ length: o.readers }, (_, k) => `dl.m${k}`);
  for (const name of readers) await db.execute(like('admin', null, sql`${name}`, sql`null`));
  const levels = await rows<{ level_of_approval: number }>(db, sql`select level_of_approval from reports where id = ${report.id}`);
  const ministryApprovers = Array.from({ length: levels[0].level_of_approval - 1 }, (_, i) => `mof.level${i + 2}`);
  return { reportId: report.id, yearId: year.id, votes, readers, ministryApprovers };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.js';
import type { Actor } from '../../apps/api/src/auth/actor.js';

/** Which entities each report category is submitted for, as SQL over the seeded masters. */
const ENTITY_SQL = {
  VOTE: sql`select id, 'vote_id' as col from votes where kind = 'CG'`,
  Vote: sql`select id, 'vote_id' as col from votes where kind = 'LG'`,
  PROGRAMME: sql`select id, 'programme_id' as col from programmes`,
  Parastatal: sql`select id, 'sepc_id' as col from parastatals`,
};

/**
 * A submission for ~80% of every (report, entity, fiscal year) — all votes, LGs, programmes and parastatals,
 * every report, all three years — spread over the workflow states and levels deterministically.
 */
export async function fillSubmissions(db: Db): Promise<number> {
  for (const [category, entities] of Object.entries(ENTITY_SQL)) {
    const col = category === 'PROGRAMME' ? 'programme_id' : category === 'Parastatal' ? 'sepc_id' : 'vote_id';
    await db.execute(sql`
      insert into submissions (report_id, year_id, ${sql.raw(col)}, state, current_level, is_consolidated, initiated_by)
      select r.id, y.id, e.id,
        (array['Initiated','Initiated','Rejected','Approved','Approved'])[1 + (e.id * 7 + r.id * 13 + y.id * 3) % 5],
        1 + (e.id + r.id) % r.level_of_approval,
        (e.id + y.id) % 3 = 0,
        (select min(id) from users)
      from reports r cross join fiscal_years y cross join (${entities}) e
      where r.report_category = ${category} and (e.id * 11 + r.id * 5 + y.id) % 5 <> 0
      on conflict do nothing`);
  }
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from submissions`) as unknown as { rows: { n: number }[] }).rows;
  await db.execute(sql`analyze`);
  return n;
}

const base: Omit<Actor, 'isMinistry' | 'voteId' | 'userName'> = {
  id: 1, roleId: null, userTypeId: 1, sepcId: null, isTempPassword: false, sessionId: 'bench', paths: new Set(),
};

export const ministryActor: Actor = { ...base, userName: 'ministry', isMinistry: true, voteId: null };

/** A vote-level user of the first CG (or LG) vote (scope filters apply). */
export async function voteActor(db: Db, kind: 'CG' | 'LG' = 'CG'): Promise<Actor> {
  const [{ id }] = (await db.execute(sql`select min(id)::int as id from votes where kind = ${kind}`) as unknown as { rows: { id: number }[] }).rows;
  return { ...base, userName: 'vote', isMinistry: false, voteId: id };
}

export async function activeYears(db: Db): Promise<{ active: number; previous: number }> {
  const rows = (await db.execute(sql`select id, is_active from fiscal_years order by start_date`) as unknown as { rows: { id: number; is_active: boolean }[] }).rows;
  const i = rows.findIndex((r) => r.is_active);
  return { active: rows[i].id, previous: rows[Math.max(0, i - 1)].id };
}

/**
 * Multiplies the organisation by `factor` (votes, LGs, programmes, parastatals with derived codes) so the
 * same queries can be measured at 10× national scale.
 */
export async function scaleOrganisation(db: Db, factor: number): Promise<void> {
  if (factor <= 1) return;
  const k = sql`generate_series(2, ${factor}::int) k`;
  await db.execute(sql`insert into votes (kind, code, name, sub_region_id, is_aia, is_mc, is_ifms, is_virement_limited)
    select kind, code || '-' || k, name || ' ' || k, sub_region_id, is_aia, is_mc, is_ifms, is_virement_limited from votes cross join ${k}
    where code not like '%-%'`);
  await db.execute(sql`insert into programmes (code, name) select code || '-' || k, name || ' ' || k from programmes cross join ${k}
    where code not like '%-%'`);
  await db.execute(sql`insert into parastatals (code, name, vote_id) select code || '-' || k, name || ' ' || k, vote_id from parastatals cross join ${k}
    where code not like '%-%'`);
}

/** The columns of a table other than the ones named, as a SQL list (to copy rows with a few values changed). */
async function columnsExcept(db: Db, table: string, except: string[]): Promise<string[]> {
  const rows = (await db.execute(sql`select column_name from information_schema.columns where table_name = ${table} order by ordinal_position`) as unknown as { rows: { column_name: string }[] }).rows;
  return rows.map((r) => r.column_name).filter((c) => !except.includes(c));
}

/**
 * Gives every vote made by scaleOrganisation the budget of the vote it copies: its programme mappings, CG MTEF
 * lines and LG grant IPF lines, so the budget widgets sum `factor` times the lines.
 */
export async function scaleBudget(db: Db, factor: number): Promise<void> {
  if (factor <= 1) return;
  const copyOf = sql`select base.id as base_id, copy.id as copy_id from votes copy join votes base on copy.code like base.code || '-%' and base.kind = copy.kind`;
  await db.execute(sql`insert into programme_votes (programme_id, vote_id)
    select pv.programme_id, m.copy_id from programme_votes pv join (${copyOf}) m on m.base_id = pv.vote_id on conflict do nothing`);
  const mtef = (await columnsExcept(db, 'cg_mtefs', ['id', 'prog_by_vote_id'])).join(', ');
  await db.execute(sql`insert into cg_mtefs (prog_by_vote_id, ${sql.raw(mtef)})
    select copy_pv.id, ${sql.raw(mtef.split(', ').map((c) => `m.${c}`).join(', '))} from cg_mtefs m
    join programme_votes pv on pv.id = m.prog_by_vote_id
    join (${copyOf}) v on v.base_id = pv.vote_id
    join programme_votes copy_pv on copy_pv.vote_id = v.copy_id and copy_pv.programme_id = pv.programme_id`);
  const ipf = (await columnsExcept(db, 'lg_grant_ipfs', ['id', 'vote_id'])).join(', ');
  await db.execute(sql`insert into lg_grant_ipfs (vote_id, ${sql.raw(ipf)})
    select v.copy_id, ${sql.raw(ipf.split(', ').map((c) => `i.${c}`).join(', '))} from lg_grant_ipfs i join (${copyOf}) v on v.base_id = i.vote_id`);
  await db.execute(sql`analyze`);
}


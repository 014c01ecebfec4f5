import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { MTEF_CELLS } from './columns.js';

/** The IPF amount columns compared, by the year they belong to. */
export const IPF_YEARS = [['Y0', 'plan_y0'], ['Y1', 'projection_y1'], ['Y2', 'projection_y2'], ['Y3', 'projection_y3'], ['Y4', 'projection_y4'], ['Y5', 'projection_y5']] as const;

/** One side of a comparison: a stage's working figures, or a kept version of them. */
export type Side = { stageId: number; versionId: number | null };

/** One amount column summed for each side (`a:y1_wage`, `b:y1_wage`). */
const pair = (alias: string, column: string, a: SQL, b: SQL) => {
  const amount = sql.raw(`${alias}.${column}`);
  return sql`coalesce(sum(${amount}) filter (where ${a}), 0)::float8 as ${sql.identifier(`a:${column}`)},
    coalesce(sum(${amount}) filter (where ${b}), 0)::float8 as ${sql.identifier(`b:${column}`)}`;
};
/** A side's rows of `table` (cg_mtefs or lg_grant_ipfs): the stored ones, or a kept version's read back from its JSON. */
const sideRows = (table: 'cg_mtefs' | 'lg_grant_ipfs', yearId: number, side: Side) => {
  const [rows, kept] = [sql.identifier(table), sql.identifier(table === 'cg_mtefs' ? 'mtef_versions' : 'ipf_versions')];
  return side.versionId == null
    ? sql`select * from ${rows} where year_id = ${yearId} and stage_id = ${side.stageId}`
    : sql`select * from jsonb_populate_recordset(null::${rows}, (select lines from ${kept} where id = ${side.versionId}))`;
};
/** Both sides' rows, each marked 'a' or 'b'. */
const bothSides = (table: 'cg_mtefs' | 'lg_grant_ipfs', yearId: number, a: Side, b: Side) =>
  sql`select 'a' side, s.* from (${sideRows(table, yearId, a)}) s union all select 'b' side, s.* from (${sideRows(table, yearId, b)}) s`;

/**
 * A vote's MTEF lines (programme × figure) on two sides — stages or kept versions of a year — every year Y0–Y5
 * and category side by side.
 */
export function mtefPair(db: Executor, yearId: number, voteId: number, a: Side, b: Side) {
  return rowsOf(db, sql`with x as (${bothSides('cg_mtefs', yearId, a, b)})
    select p.code line_code, p.name line_name, x.kind figure, ${sql.join(MTEF_CELLS.map((c) => pair('x', c.column, sql`x.side = 'a'`, sql`x.side = 'b'`)), sql`, `)}
    from x join programme_votes pv on pv.id = x.prog_by_vote_id join programmes p on p.id = pv.programme_id
    where pv.vote_id = ${voteId}
    group by p.code, p.name, x.kind order by p.code, x.kind`);
}

/** A district's grant IPFs (sub-sub-programme × grant) on two sides — stages or kept versions of a year — Y0–Y5 side by side. */
export function ipfPair(db: Executor, yearId: number, voteId: number, a: Side, b: Side) {
  return rowsOf(db, sql`with i as (${bothSides('lg_grant_ipfs', yearId, a, b)})
    select ssp.code || ' / ' || r.code || coalesce('.' || sg.code, '') line_code,
      ssp.name || ' — ' || coalesce(sg.name, r.name) line_name, 'ipf' figure,
      ${sql.join(IPF_YEARS.map(([, c]) => pair('i', c, sql`i.side = 'a'`, sql`i.side = 'b'`)), sql`, `)}
    from i join sub_sub_programmes ssp on ssp.id = i.sub_sub_programme_id join revenues r on r.id = i.revenue_id
      left join sub_grants sg on sg.id = i.sub_grant_id
    where i.vote_id = ${voteId}
    group by ssp.code, ssp.name, r.code, r.name, sg.code, sg.name order by 1`);
}

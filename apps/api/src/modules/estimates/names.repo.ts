import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { announce } from '../../db/changes.js';
import { rowsOf } from '../../db/rows.js';
import type { NameSegment } from './chart.repo.js';

/** One identity as a year names it: its standing code and name, and the year's where the year holds one. */
export interface YearNameRow {
  segment: NameSegment; refId: number; voteId: number | null; voteCode: string | null; parentCode: string | null;
  standingCode: string; standingName: string; id: number | null; code: string | null; name: string | null;
  keptBy: string | null; keptAt: Date | null;
}

/** Rows one answer holds at most (the votes of a year, or one vote's sub-programmes, are far fewer). */
const LIMIT = 5_000;

/**
 * The identities of a segment a year may name, each with the year's name if it holds one: every vote (active, or named
 * by the year); programmes as the year scopes them (national: each programme; by vote: the vote's own); a vote's
 * sub-programmes. `voteId` narrows to one vote's.
 */
export async function yearNameRows(db: Executor, yearId: number, segment: NameSegment, byVote: boolean, voteId: number | null): Promise<YearNameRow[]> {
  const kept = sql`n.id, n.code, n.name, u.user_name as kept_by_name, n.kept_at`;
  const keeper = sql`left join users u on u.id = n.kept_by`;
  const vote = voteId === null ? sql`true` : sql`v.id = ${voteId}`;
  const query = segment === 'vote'
    ? sql`select 'vote' as segment, v.id as ref_id, null::int as vote_id, null as vote_code, null as parent_code, v.code as standing_code, v.name as standing_name, ${kept}
        from votes v left join coa_names n on n.year_id = ${yearId} and n.segment = 'vote' and n.ref_id = v.id and n.vote_id is null ${keeper}
        where (v.status or n.id is not null) and ${vote} order by v.kind, v.code`
    : segment === 'programme' && !byVote
      ? sql`select 'programme' as segment, p.id as ref_id, null::int as vote_id, null as vote_code, null as parent_code, p.code as standing_code, p.name as standing_name, ${kept}
          from programmes p left join coa_names n on n.year_id = ${yearId} and n.segment = 'programme' and n.ref_id = p.id and n.vote_id is null ${keeper}
          where (p.status or n.id is not null)
            and (${voteId === null} or exists (select 1 from programme_votes pv where pv.programme_id = p.id and pv.vote_id = ${voteId}))
          order by p.code`
      : segment === 'programme'
        ? sql`select 'programme' as segment, p.id as ref_id, v.id as vote_id, v.code as vote_code, null as parent_code, p.code as standing_code, p.name as standing_name, ${kept}
            from programme_votes pv join programmes p on p.id = pv.programme_id join votes v on v.id = pv.vote_id
            left join coa_names n on n.year_id = ${yearId} and n.segment = 'programme' and n.ref_id = p.id and n.vote_id = v.id ${keeper}
            where (pv.status or n.id is not null) and ${vote} order by v.code, p.code`
        : sql`select 'sub-programme' as segment, s.id as ref_id, v.id as vote_id, v.code as vote_code, p.code as parent_code, s.code as standing_code, s.name as standing_name, ${kept}
            from programme_votes pv join programmes p on p.id = pv.programme_id join votes v on v.id = pv.vote_id
            join sub_programmes s on s.programme_id = p.id
            left join coa_names n on n.year_id = ${yearId} and n.segment = 'sub-programme' and n.ref_id = s.id and n.vote_id = v.id ${keeper}
            where ((pv.status and s.status) or n.id is not null) and ${vote} order by v.code, p.code, s.code`;
  const rows = await rowsOf(db, sql`${query} limit ${LIMIT}`);
  return rows.map((r) => ({
    segment: r.segment as NameSegment, refId: Number(r.ref_id), voteId: r.vote_id == null ? null : Number(r.vote_id),
    voteCode: r.vote_code as string | null, parentCode: r.parent_code as string | null,
    standingCode: String(r.standing_code), standingName: String(r.standing_name),
    id: r.id == null ? null : Number(r.id), code: r.code as string | null, name: r.name as string | null,
    keptBy: r.kept_by_name as string | null, keptAt: r.kept_at == null ? null : new Date(r.kept_at as string),
  }));
}

/** The year's row of one identity (locked for the change), if it holds one. */
export async function yearNameFor(tx: Tx, yearId: number, segment: NameSegment, refId: number, voteId: number | null) {
  const rows = await rowsOf<{ id: number; code: string; name: string; kept_by: number | null }>(tx, sql`select id, code, name, kept_by from coa_names
    where year_id = ${yearId} and segment = ${segment} and ref_id = ${refId} and coalesce(vote_id, 0) = ${voteId ?? 0} for update`);
  return rows[0] ?? null;
}

/** Keeps a name given by hand (a later load leaves it); answers the row's id. */
export async function keepYearNameRow(tx: Tx, yearId: number, segment: NameSegment, refId: number, voteId: number | null, code: string, name: string, actorId: number) {
  announce(tx, { table: 'coa_names' });
  const rows = await rowsOf<{ id: number }>(tx, sql`insert into coa_names (year_id, segment, ref_id, vote_id, code, name, kept_by, kept_at)
    values (${yearId}, ${segment}, ${refId}, ${voteId}, ${code}, ${name}, ${actorId}, now())
    on conflict (year_id, segment, ref_id, coalesce(vote_id, 0)) do update set name = excluded.name, kept_by = excluded.kept_by, kept_at = excluded.kept_at
    returning id`);
  return Number(rows[0]?.id);
}

/** Whether an identity exists for the name asked (and, for a vote's own programme or sub-programme, is that vote's). */
export async function nameTargetCode(db: Executor, segment: NameSegment, refId: number, voteId: number | null): Promise<string | null> {
  const rows = await rowsOf<{ code: string }>(db, segment === 'vote'
    ? sql`select code from votes where id = ${refId}`
    : segment === 'programme'
      ? voteId === null
        ? sql`select code from programmes where id = ${refId}`
        : sql`select p.code from programmes p join programme_votes pv on pv.programme_id = p.id where p.id = ${refId} and pv.vote_id = ${voteId}`
      : sql`select s.code from sub_programmes s join programme_votes pv on pv.programme_id = s.programme_id where s.id = ${refId} and pv.vote_id = ${voteId}`);
  return rows[0]?.code ?? null;
}

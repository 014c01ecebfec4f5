import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { namesOf, type NamedKind } from './audit-names.repo.js';
import { auditsPage } from './sources.js';

/** Fields of audited rows that hold the id of another record, and the kind of record each names. */
const FIELD_KIND: Record<string, NamedKind> = {
  voteId: 'vote', programmeId: 'programme', fromProgrammeId: 'programme', toProgrammeId: 'programme', subProgrammeId: 'subProgramme',
  subSubProgrammeId: 'subSubProgramme', reportId: 'report', yearId: 'year', stageId: 'stage', sepcId: 'parastatal', roleId: 'role',
  userTypeId: 'userType', revenueId: 'revenue', progByVoteId: 'programmeVote', submissionId: 'submission', outputId: 'output',
  perfOutputId: 'perfOutput', indicatorId: 'indicator',
  userId: 'user', createdBy: 'user', modifiedBy: 'user', requestedBy: 'user', decidedBy: 'user', uploadedBy: 'user', revertedBy: 'user',
  removedBy: 'user', initiatedBy: 'user', assignedBy: 'user', assignedTo: 'user', actorId: 'user', delegateId: 'user', delegatorId: 'user',
};

/** Tables whose rows are themselves a named record (the audit's Record_ID is its id). */
const TABLE_KIND: Record<string, NamedKind> = {
  votes: 'vote', programmes: 'programme', sub_programmes: 'subProgramme', sub_sub_programmes: 'subSubProgramme', reports: 'report',
  users: 'user', user_programmes: 'user', user_signatures: 'user', fiscal_years: 'year', budget_stages: 'stage', parastatals: 'parastatal',
  roles: 'role', user_types: 'userType', revenues: 'revenue', programme_votes: 'programmeVote', perf_outputs: 'perfOutput', perf_indicators: 'indicator',
};

/** Of a row's values, the fields naming another record, in the order a person reads a record's name: what, whose, where. */
const NAMING_FIELDS = ['reportId', 'submissionId', 'voteId', 'sepcId', 'progByVoteId', 'programmeId', 'perfOutputId', 'userId'];

type Values = Record<string, unknown> | null;
const idOf = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
/** The kind a field or table names, if any (own keys only: a field called 'constructor' names nothing). */
const kindIn = (map: Record<string, NamedKind>, key: string): NamedKind | undefined => (Object.hasOwn(map, key) ? map[key] : undefined);

/**
 * A page of the audit trail in words: besides each row's raw values, the name of the record it changed ("014 Ministry of
 * Health · 12 Human Capital Development" for a budget line) and the name behind each id among its values, so the screen
 * shows names where the database holds ids. The raw row stays as it was signed into the chain.
 */
export async function auditsInWords(db: Executor, where: SQL | undefined, offset: number, limit: number) {
  const page = await auditsPage(db, where, offset, limit);
  const wanted = new Map<NamedKind, Set<number>>();
  const want = (kind: NamedKind | undefined, id: number | null) => {
    if (!kind || !id) return;
    const ids = wanted.get(kind) ?? new Set<number>();
    wanted.set(kind, ids.add(id));
  };
  const parsed = page.dataList.map((r) => ({ r, old: JSON.parse(r.Old_Values ?? 'null') as Values, new: JSON.parse(r.New_Values ?? 'null') as Values }));
  for (const p of parsed) {
    want(kindIn(TABLE_KIND, p.r.Table_Name), idOf(Number(p.r.Record_ID)));
    for (const values of [p.old, p.new]) for (const [field, v] of Object.entries(values ?? {})) want(kindIn(FIELD_KIND, field), idOf(v));
  }
  const names = wanted.size ? await namesOf(db, wanted) : new Map<string, string>();
  const nameOf = (kind: NamedKind | undefined, v: unknown) => (kind && idOf(v) ? names.get(`${kind}:${String(v)}`) : undefined);
  const namedValues = (values: Values) => Object.fromEntries(Object.entries(values ?? {}).flatMap(([f, v]) => {
    const name = nameOf(kindIn(FIELD_KIND, f), v);
    return name ? [[f, name]] : [];
  }));
  return {
    ...page,
    dataList: parsed.map(({ r, ...p }) => {
      const values = p.new ?? p.old;
      const own = nameOf(kindIn(TABLE_KIND, r.Table_Name), Number(r.Record_ID));
      const parts = NAMING_FIELDS.map((f) => nameOf(kindIn(FIELD_KIND, f), values?.[f])).filter((n): n is string => !!n);
      return {
        ...r,
        Record_Name: own ?? (parts.length ? [...new Set(parts)].join(' · ') : null),
        Value_Names: JSON.stringify({ old: namedValues(p.old), new: namedValues(p.new) }),
      };
    }),
  };
}

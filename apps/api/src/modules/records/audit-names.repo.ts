import { eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  budgetStages, coaOutputs, fiscalYears, parastatals, perfIndicators, perfOutputs, programmes, programmeVotes, reports, revenues, roles,
  subProgrammes, subSubProgrammes, submissions, users, userTypes, votes,
} from '../../db/schema/index.js';

/** The kinds of record an audit row's id may point at, each with the name a person knows it by. */
export type NamedKind = 'vote' | 'programme' | 'subProgramme' | 'subSubProgramme' | 'report' | 'user' | 'year' | 'stage' | 'parastatal'
  | 'role' | 'userType' | 'revenue' | 'programmeVote' | 'submission' | 'output' | 'perfOutput' | 'indicator';

const codeName = (t: { code: AnyColumn; name: AnyColumn }) => sql<string>`${t.code} || ' ' || ${t.name}`;

type Lookup = (db: Executor, ids: number[]) => Promise<{ id: number; name: string }[]>;
const LOOKUPS: Record<NamedKind, Lookup> = {
  vote: (db, ids) => db.select({ id: votes.id, name: codeName(votes) }).from(votes).where(inArray(votes.id, ids)),
  programme: (db, ids) => db.select({ id: programmes.id, name: codeName(programmes) }).from(programmes).where(inArray(programmes.id, ids)),
  subProgramme: (db, ids) => db.select({ id: subProgrammes.id, name: codeName(subProgrammes) }).from(subProgrammes).where(inArray(subProgrammes.id, ids)),
  subSubProgramme: (db, ids) => db.select({ id: subSubProgrammes.id, name: codeName(subSubProgrammes) }).from(subSubProgrammes).where(inArray(subSubProgrammes.id, ids)),
  report: (db, ids) => db.select({ id: reports.id, name: reports.name }).from(reports).where(inArray(reports.id, ids)),
  user: (db, ids) => db.select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName} || ' (' || ${users.userName} || ')'` })
    .from(users).where(inArray(users.id, ids)),
  year: (db, ids) => db.select({ id: fiscalYears.id, name: fiscalYears.fiscalYear }).from(fiscalYears).where(inArray(fiscalYears.id, ids)),
  stage: (db, ids) => db.select({ id: budgetStages.id, name: sql<string>`${budgetStages.stageName} || ' ' || ${fiscalYears.fiscalYear}` })
    .from(budgetStages).innerJoin(fiscalYears, eq(fiscalYears.id, budgetStages.yearId)).where(inArray(budgetStages.id, ids)),
  parastatal: (db, ids) => db.select({ id: parastatals.id, name: codeName(parastatals) }).from(parastatals).where(inArray(parastatals.id, ids)),
  role: (db, ids) => db.select({ id: roles.id, name: roles.title }).from(roles).where(inArray(roles.id, ids)),
  userType: (db, ids) => db.select({ id: userTypes.id, name: userTypes.name }).from(userTypes).where(inArray(userTypes.id, ids)),
  revenue: (db, ids) => db.select({ id: revenues.id, name: codeName(revenues) }).from(revenues).where(inArray(revenues.id, ids)),
  programmeVote: (db, ids) => db.select({ id: programmeVotes.id, name: sql<string>`${codeName(votes)} || ' · ' || ${codeName(programmes)}` })
    .from(programmeVotes).innerJoin(votes, eq(votes.id, programmeVotes.voteId)).innerJoin(programmes, eq(programmes.id, programmeVotes.programmeId))
    .where(inArray(programmeVotes.id, ids)),
  submission: (db, ids) => db.select({ id: submissions.id, name: reports.name }).from(submissions)
    .innerJoin(reports, eq(reports.id, submissions.reportId)).where(inArray(submissions.id, ids)),
  output: (db, ids) => db.select({ id: coaOutputs.id, name: codeName(coaOutputs) }).from(coaOutputs).where(inArray(coaOutputs.id, ids)),
  perfOutput: (db, ids) => db.select({ id: perfOutputs.id, name: perfOutputs.description }).from(perfOutputs).where(inArray(perfOutputs.id, ids)),
  indicator: (db, ids) => db.select({ id: perfIndicators.id, name: perfIndicators.name }).from(perfIndicators).where(inArray(perfIndicators.id, ids)),
};

/** The names of the records asked for, one query per kind: `${kind}:${id}` → name. */
export async function namesOf(db: Executor, wanted: Map<NamedKind, Set<number>>): Promise<Map<string, string>> {
  const found = await Promise.all([...wanted].map(async ([kind, ids]) => (await LOOKUPS[kind](db, [...ids])).map((r) => [`${kind}:${r.id}`, r.name] as const)));
  return new Map(found.flat());
}

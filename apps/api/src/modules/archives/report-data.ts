import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  cgMtefs, fiscalYears, lgGrantIpfs, parastatals, programmes, programmeVotes, subGrants, votes,
} from '../../db/schema/index.js';
import type { Report, Submission } from '../../db/schema/index.js';
import { activeStage } from '../masters/periods.repo.js';

export interface FigureTable { title: string; columns: string[]; rows: (string | number)[][] }
export interface ReportContent {
  reportName: string; entityCode: string; entityName: string; fiscalYear: string; stage: string; category: string;
  tables: FigureTable[];
}

const CATS = ['wage', 'non_wage', 'gou_devt', 'aia', 'donor'] as const;
const CAT_LABELS = ['Wage', 'Non Wage', 'GoU Devt', 'AIA', 'Donor'];
const yearSum = (y: number) => sql<number>`sum(${sql.join(CATS.map((c) => sql.raw(`cg_mtefs.y${y}_${c}`)), sql` + `)})::float8`;

/** MTEF by programme for a vote (or by vote for a programme): Y1 by category and the Y0..Y5 totals. */
async function mtefTable(db: Executor, yearId: number, stageId: number, by: 'vote' | 'programme', id: number): Promise<FigureTable> {
  const label = by === 'vote' ? sql<string>`${programmes.code} || ' ' || ${programmes.name}` : sql<string>`${votes.code} || ' ' || ${votes.name}`;
  const rows = await db.select({
    label,
    ...Object.fromEntries(CATS.map((c) => [c, sql<number>`sum(${sql.raw(`cg_mtefs.y1_${c}`)})::float8`])),
    ...Object.fromEntries([0, 1, 2, 3, 4, 5].map((y) => [`y${y}`, yearSum(y)])),
  }).from(cgMtefs)
    .innerJoin(programmeVotes, eq(programmeVotes.id, cgMtefs.progByVoteId))
    .innerJoin(programmes, eq(programmes.id, programmeVotes.programmeId))
    .innerJoin(votes, eq(votes.id, programmeVotes.voteId))
    .where(and(eq(cgMtefs.yearId, yearId), eq(cgMtefs.stageId, stageId), eq(cgMtefs.kind, 'allocation'),
      by === 'vote' ? eq(programmeVotes.voteId, id) : eq(programmeVotes.programmeId, id)))
    .groupBy(label).orderBy(asc(label));
  const r = rows as unknown as Record<string, number | string>[];
  return {
    title: 'Medium-term expenditure framework (UGX)',
    columns: [by === 'vote' ? 'Programme' : 'Vote', ...CAT_LABELS.map((c) => `Y1 ${c}`), 'Y0', 'Y1', 'Y2', 'Y3', 'Y4', 'Y5'],
    rows: r.map((x) => [String(x.label), ...CATS.map((c) => Number(x[c])), ...[0, 1, 2, 3, 4, 5].map((y) => Number(x[`y${y}`]))]),
  };
}

async function ipfTable(db: Executor, yearId: number, stageId: number, voteId: number): Promise<FigureTable> {
  const rows = await db.select({
    grant: sql<string>`coalesce(${subGrants.code} || ' ' || ${subGrants.name}, '—')`,
    kind: lgGrantIpfs.transferKind,
    ...Object.fromEntries([1, 2, 3, 4, 5].map((y) => [`p${y}`, sql<number>`sum(${sql.raw(`lg_grant_ipfs.projection_y${y}`)})::float8`])),
  }).from(lgGrantIpfs).leftJoin(subGrants, eq(subGrants.id, lgGrantIpfs.subGrantId))
    .where(and(eq(lgGrantIpfs.voteId, voteId), eq(lgGrantIpfs.yearId, yearId), eq(lgGrantIpfs.stageId, stageId)))
    .groupBy(subGrants.code, subGrants.name, lgGrantIpfs.transferKind).orderBy(asc(subGrants.code));
  const r = rows as unknown as Record<string, number | string>[];
  return {
    title: 'Grant indicative planning figures (UGX)',
    columns: ['Grant', 'Transfer', 'Y1', 'Y2', 'Y3', 'Y4', 'Y5'],
    rows: r.map((x) => [String(x.grant), String(x.kind), ...[1, 2, 3, 4, 5].map((y) => Number(x[`p${y}`]))]),
  };
}

/** The figures of the submission's entity, year and stage that its report file presents. */
export async function reportContent(db: Executor, report: Report, s: Submission): Promise<ReportContent> {
  const [year] = await db.select().from(fiscalYears).where(eq(fiscalYears.id, s.yearId));
  const area = report.reportType.startsWith('LG') ? 'LG' : report.category === 'Parastatal' ? 'SEPC' : 'CG';
  const stage = await activeStage(db, s.yearId, area);
  const base = { reportName: report.name, fiscalYear: year.fiscalYear, stage: stage ? `${stage.stage} ${stage.stageName}` : '—', category: report.category };
  if (s.voteId != null) {
    const [v] = await db.select().from(votes).where(eq(votes.id, s.voteId));
    const tables = stage ? [v.kind === 'LG' ? await ipfTable(db, s.yearId, stage.id, v.id) : await mtefTable(db, s.yearId, stage.id, 'vote', v.id)] : [];
    return { ...base, entityCode: v.code, entityName: v.name, tables };
  }
  if (s.programmeId != null) {
    const [p] = await db.select().from(programmes).where(eq(programmes.id, s.programmeId));
    return { ...base, entityCode: p.code, entityName: p.name, tables: stage ? [await mtefTable(db, s.yearId, stage.id, 'programme', p.id)] : [] };
  }
  const [p] = await db.select().from(parastatals).where(eq(parastatals.id, s.sepcId!));
  return { ...base, entityCode: p.code, entityName: p.name, tables: [] };
}

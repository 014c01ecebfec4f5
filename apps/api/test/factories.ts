import { and, eq } from 'drizzle-orm';
import type { ReportCategory, ReportLayout } from '@pbs/domain';
import { hashPassword } from '../src/auth/passwords.js';
import { budgetStages, cgMtefs, fiscalYears, programmes, programmeVotes, reportApprovers, reports, roles, submissions, users, userTypes, votes } from '../src/db/schema/index.js';
import { DEMO_PASSWORD, type TestApp } from './helpers.js';

/** A name no other row of the test's database holds (codes are unique per kind, programme codes overall). */
let made = 0;
const fresh = (prefix: string) => `${prefix}${process.pid % 1000}${String(++made).padStart(3, '0')}`;

export interface BuiltVote { id: number; code: string; lines: { programmeId: number; programmeCode: string; progByVoteId: number }[] }
export interface BuiltUser { id: number; userName: string; token: string }
export type BuiltReport = typeof reports.$inferSelect;
/** A fiscal year of its own: `stages[n]` is the id of CG stage n. */
export interface BuiltYear { id: number; fiscalYear: string; startDate: string; endDate: string; stages: Record<number, number> }
/** Who acts on a report for one vote: its initiator and one approver per level (index 0 is level 1). */
export interface BuiltChain { initiator: BuiltUser; approvers: BuiltUser[] }

/** Y0..Y5 × categories as the cg_mtefs columns, AIA left at 0: `y1` in every budget-year cell, `rest` elsewhere. */
const mtefAmounts = (y1: number, rest: number) => Object.fromEntries(['y0', 'y1', 'y2', 'y3', 'y4', 'y5']
  .flatMap((y) => ['wage', 'non_wage', 'gou_devt', 'aia', 'donor'].map((c) => [`${y}_${c}`, c === 'aia' ? 0 : y === 'y1' ? y1 : rest])));

/**
 * Builds exactly the rows a test needs, beside the demo data and independent of it: votes with programmes of their
 * own, users of a role on them who can sign in, report definitions, the people who act on them, and MTEF figures.
 * Roles, user types, fiscal years and budget stages are the seeded reference data every database has.
 */
export function factories(t: TestApp) {
  // One hash for every user a test builds: hashing is deliberately slow.
  let hash: Promise<string> | null = null;
  let administrator: Promise<BuiltUser> | null = null;

  const make = {
    async vote(o: { kind?: 'CG' | 'LG'; programmes?: number; isAia?: boolean; isVirementLimited?: boolean } = {}): Promise<BuiltVote> {
      const code = fresh('T');
      const [v] = await t.db.insert(votes).values({ kind: o.kind ?? 'CG', code, name: `Test vote ${code}`, isAia: o.isAia ?? false,
        isVirementLimited: o.isVirementLimited ?? false }).returning();
      const lines = [];
      for (let i = 0; i < (o.programmes ?? 2); i++) {
        const [p] = await t.db.insert(programmes).values({ code: fresh('P'), name: `Test programme ${i + 1} of ${code}` }).returning();
        const [pv] = await t.db.insert(programmeVotes).values({ programmeId: p.id, voteId: v.id }).returning();
        lines.push({ programmeId: p.id, programmeCode: p.code, progByVoteId: pv.id });
      }
      return { id: v.id, code, lines };
    },

    /** A user of a seeded role (and its user type), signed in: their token. */
    async user(role: string, o: { voteId?: number; notifyBy?: 'app' | 'mail' | 'sms' } = {}): Promise<BuiltUser> {
      const [r] = await t.db.select().from(roles).where(eq(roles.title, role));
      const [type] = await t.db.select().from(userTypes).where(eq(userTypes.id, r.userTypeId));
      const userName = fresh('user.');
      hash ??= hashPassword(DEMO_PASSWORD);
      const [u] = await t.db.insert(users).values({ userName, firstName: 'Test', lastName: role, email: `${userName}@test.example`,
        mobileNumber: `+256 700 ${userName.replace(/\D/g, '').slice(-6)}`, passwordHash: await hash, userTypeId: type.id, roleId: r.id,
        voteId: o.voteId ?? null, ...(o.notifyBy ? { notifyBy: o.notifyBy } : {}) }).returning();
      return { id: u.id, userName, token: (await t.login(userName)).token };
    },

    /** A report definition of its own (a CG vote report by default), generated with `layout` or uploaded when null. */
    async report(o: { layout?: ReportLayout | null; stage?: number | null; levels?: number; category?: ReportCategory; reportType?: string } = {}): Promise<BuiltReport> {
      const name = fresh('Test report ');
      const [r] = await t.db.insert(reports).values({ category: o.category ?? 'VOTE', reportType: o.reportType ?? 'CG', name,
        internalName: name.toLowerCase().replace(/\W+/g, '_'), format: 'PDF and Excel', layout: o.layout === undefined ? 'vote-estimates' : o.layout,
        stage: o.stage ?? null, levelOfApproval: o.levels ?? 3 }).returning();
      return r;
    },

    /**
     * Assigns the report for one vote: a new initiator and a new approver per level (the vote's accounting officer at
     * level 1, ministry approvers above), each signed in.
     */
    async chain(report: BuiltReport, voteId: number): Promise<BuiltChain> {
      const initiator = await make.user('CG Initiator', { voteId });
      const approvers: BuiltUser[] = [];
      for (let level = 1; level <= report.levelOfApproval; level++) {
        approvers.push(level === 1 ? await make.user('CG Accounting Officer', { voteId }) : await make.user('Ministry Approver'));
      }
      await make.assign(report, voteId, [initiator, ...approvers].map((u, level) => [level, u]));
      return { initiator, approvers };
    },

    /**
     * A CG vote of its own with a report and everyone who acts on it: figures in the report's stage (the active
     * stage 2 when it names none) at 900,000 against ceilings of 1,000,000, or 500 over them; `initiate` as its initiator.
     */
    async reportWorld(yearId: number, o: { levels?: number; overCeiling?: boolean; stage?: number | null } = {}) {
      const stage = o.stage === undefined ? 2 : o.stage;
      const vote = await make.vote();
      const report = await make.report({ stage, levels: o.levels ?? 3 });
      await make.mtef(vote, yearId, stage ?? 2, { ceiling: 1_000_000, allocation: o.overCeiling ? 1_000_500 : 900_000 });
      const chain = await make.chain(report, vote.id);
      const initiate = () => t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID State Current_Level Version } }',
        { r: report.id, y: yearId, e: vote.id }, chain.initiator.token);
      return { vote, report, ...chain, initiate };
    },

    /** Report approver rows for one vote: [level, user] pairs (level 0 initiates). */
    async assign(report: BuiltReport, voteId: number, pairs: [number, { id: number }][]) {
      await t.db.insert(reportApprovers).values(pairs.map(([level, u]) => ({ reportId: report.id, level, userId: u.id, voteId })));
    },

    /**
     * A fiscal year beside the demo's (never the active one) with stages 1–3 of every area, `activeStage` open: a test
     * may open and close its stages and copy between them without touching the year the other tests read.
     */
    async year(o: { activeStage?: number } = {}): Promise<BuiltYear> {
      const start = 3000 + ++made;
      const fiscalYear = `${start}-${start + 1}`;
      const [y] = await t.db.insert(fiscalYears).values({ fiscalYear, startDate: `${start}-07-01`, endDate: `${start + 1}-06-30` }).returning();
      const rows = await t.db.insert(budgetStages).values(['CG', 'LG', 'SEPC'].flatMap((processArea) =>
        ['Budget Framework Paper', 'Draft Estimates', 'Approved Estimates'].map((stageName, i) =>
          ({ yearId: y.id, processArea, stage: i + 1, stageName, isActive: i + 1 === (o.activeStage ?? 2) })))).returning();
      return { id: y.id, fiscalYear, startDate: y.startDate, endDate: y.endDate, stages: Object.fromEntries(rows.filter((r) => r.processArea === 'CG').map((r) => [r.stage, r.id])) };
    },

    /** Sets a year's ceiling control as the ministry does on the Fiscal Years screen (through the API, audited). */
    async ceilingControl(y: BuiltYear, control: 'Stop' | 'Warn') {
      administrator ??= make.user('System Administrator');
      const r = await t.gql('mutation($id:Int!,$i:FiscalYearInput!){ updateFiscalYear(id:$id, input:$i){ Ceiling_Control } }',
        { id: y.id, i: { Fiscal_Year: y.fiscalYear, Start_Date: y.startDate, End_Date: y.endDate, Ceiling_Control: control } }, (await administrator).token);
      if (r.data?.updateFiscalYear?.Ceiling_Control !== control) throw new Error(`ceiling control not set: ${JSON.stringify(r.errors)}`);
    },

    /**
     * Ceilings and allocations on lines of a vote (all, or those given) in a CG stage of a year: Y1 of each category
     * but AIA as given, 100 in the other years.
     */
    async mtef(vote: BuiltVote, yearId: number, stage: number, o: { ceiling: number; allocation: number; lines?: BuiltVote['lines'] }) {
      const [st] = await t.db.select().from(budgetStages)
        .where(and(eq(budgetStages.yearId, yearId), eq(budgetStages.processArea, 'CG'), eq(budgetStages.stage, stage)));
      await t.db.insert(cgMtefs).values((o.lines ?? vote.lines).flatMap((l) => [
        { yearId, stageId: st.id, progByVoteId: l.progByVoteId, kind: 'ceiling', ...mtefAmounts(o.ceiling, 100) },
        { yearId, stageId: st.id, progByVoteId: l.progByVoteId, kind: 'allocation', ...mtefAmounts(o.allocation, 100) },
      ]));
    },

    /**
     * Initiates a seeded report (by internal name) for an entity of a year as `initiator` (a token) and approves it at
     * every level as the demo's approvers (`first` at level 1, cg.approver unless named; mof.levelN above): its data is then frozen.
     */
    async approveFully(internalName: string, yearId: number, entityId: number, initiator: string, first = 'cg.approver') {
      const [report] = await t.db.select().from(reports).where(eq(reports.internalName, internalName));
      const started = await t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }',
        { r: report.id, y: yearId, e: entityId }, initiator);
      if (started.errors) throw new Error(`not initiated: ${JSON.stringify(started.errors)}`);
      const begun = started.data.initiateReport as { Submission_ID: number; Version: number };
      const id = begun.Submission_ID;
      let version = begun.Version;
      for (let level = 1; level <= report.levelOfApproval; level++) {
        const r = await t.gql('mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Version } }', { s: id, v: version },
          (await t.login(level === 1 ? first : `mof.level${level}`)).token);
        if (r.errors) throw new Error(`not approved at level ${level}: ${JSON.stringify(r.errors)}`);
        version = r.data.approveSubmission.Version as number;
      }
      return (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];
    },
  };
  return make;
}

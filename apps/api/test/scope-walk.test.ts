import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fiscalYears, parastatals, reports, votes } from '../src/db/schema/index.js';
import { setupApp } from './helpers.js';
import { getFile, readWorkbook } from './upload-helpers.js';

// Every scoped read, as each kind of user, on the demo data of many votes: a vote user sees only their vote
// (and what hangs on it), an LG user only their district, a parastatal user only their parastatal, the
// ministry everything. A read that leaks another entity's row fails here.
const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const report = async (name: string) => (await t.db.select().from(reports).where(eq(reports.internalName, name)))[0].id;
const own014 = (await t.db.select({ code: parastatals.code }).from(parastatals).innerJoin(votes, eq(votes.id, parastatals.voteId)).where(eq(votes.code, '014'))).map((p) => p.code);

/** What each user may see, by kind of code. */
const USERS = {
  'cg.initiator': { cg: ['014'], lg: [], sepc: own014 },
  'lg.initiator': { cg: [], lg: ['501'], sepc: [] },
  'sepc.officer': { cg: [], lg: [], sepc: ['P001'] },
} as const;

const OWNER = { cg: 'cg.initiator', lg: 'lg.initiator', sepc: 'sepc.officer' } as const;
type Codes = string[];
const READS: { name: string; kind: 'cg' | 'lg' | 'sepc'; read: (token: string) => Promise<Codes> }[] = [
  { name: 'cgMtefs', kind: 'cg', read: async (tk) => (await t.gql('{ cgMtefs { Prog_By_Vote_ID { Vote_Code } } }', {}, tk)).data.cgMtefs.map((m: any) => m.Prog_By_Vote_ID.Vote_Code) },
  { name: 'cgCurrentMtefs', kind: 'cg', read: async (tk) => (await t.gql('query($y:Int!){ cgCurrentMtefs(Year_ID:$y, Stage:2) { Prog_By_Vote_ID { Vote_Code } } }', { y: year.id }, tk)).data.cgCurrentMtefs.map((m: any) => m.Prog_By_Vote_ID.Vote_Code) },
  { name: 'lgIpfs', kind: 'lg', read: async (tk) => (await t.gql('{ lgIpfs { Vote { Vote_Code } } }', {}, tk)).data.lgIpfs.map((i: any) => i.Vote.Vote_Code) },
  { name: 'lgIpfGridDetailsByYearAndStage', kind: 'lg', read: async (tk) => (await t.gql('query($y:Int!){ lgIpfGridDetailsByYearAndStage(Year_ID:$y, Stage:2) { Vote { Vote_Code } } }', { y: year.id }, tk)).data.lgIpfGridDetailsByYearAndStage.map((i: any) => i.Vote.Vote_Code) },
  { name: 'reportEntityStatuses (CG vote report)', kind: 'cg', read: async (tk) => (await t.gql('query($r:Int!,$y:Int!){ reportEntityStatuses(Report_ID:$r, Year_ID:$y) { Entity_Code } }', { r: await report('budget_framework_paper'), y: year.id }, tk)).data.reportEntityStatuses.map((e: any) => e.Entity_Code) },
  { name: 'reportEntityStatuses (LG report)', kind: 'lg', read: async (tk) => (await t.gql('query($r:Int!,$y:Int!){ reportEntityStatuses(Report_ID:$r, Year_ID:$y) { Entity_Code } }', { r: await report('lg_budget_framework_paper'), y: year.id }, tk)).data.reportEntityStatuses.map((e: any) => e.Entity_Code) },
  { name: 'reportEntityStatuses (parastatal report)', kind: 'sepc', read: async (tk) => (await t.gql('query($r:Int!,$y:Int!){ reportEntityStatuses(Report_ID:$r, Year_ID:$y) { Entity_Code } }', { r: await report('parastatal_budget_estimates'), y: year.id }, tk)).data.reportEntityStatuses.map((e: any) => e.Entity_Code) },
  { name: 'dashboardReportDetails (CG, not initiated)', kind: 'cg', read: async (tk) => (await t.gql(`query($y:Int!,$r:Int!){ dashboardReportDetails(Report_Type:"CG", Report_Category:"VOTE", Active_Year_ID:$y, Report_ID:$r, Output:"NotInitiated") { Vote_Code } }`, { y: year.id, r: await report('budget_framework_paper') }, tk)).data.dashboardReportDetails.map((d: any) => d.Vote_Code) },
  { name: 'staff list template (uploaded rows)', kind: 'cg', read: async (tk) => templateCodes('staff', tk) },
  { name: 'parastatal estimates template (uploaded rows)', kind: 'sepc', read: async (tk) => templateCodes('sepc-estimates', tk) },
];

async function templateCodes(kind: string, token: string): Promise<Codes> {
  const res = await getFile(t.app, `/api/uploads/${kind}/template.xlsx`, token);
  if (res.status !== 200) return [];
  const sheet = (await readWorkbook(res.body)).worksheets[0];
  const codes: Codes = [];
  sheet.eachRow((row, n) => { if (n > 1 && row.getCell(1).value) codes.push(row.getCell(1).text); });
  return codes;
}

describe('every scoped read, as each kind of user', () => {
  it('returns no row of another entity, and the ministry sees many', async () => {
    const tokens = Object.fromEntries(await Promise.all([...Object.keys(USERS), 'admin'].map(async (u) => [u, (await t.login(u)).token] as const)));
    for (const r of READS) {
      for (const [user, allowed] of Object.entries(USERS)) {
        const codes = await r.read(tokens[user]);
        const foreign = codes.filter((c) => !(allowed[r.kind] as readonly string[]).includes(c));
        expect(foreign, `${r.name} as ${user}`).toEqual([]);
        // And the owner of that kind of entity does see their own rows: an empty answer proves nothing.
        if (OWNER[r.kind] === user) expect(codes.length, `${r.name} as ${user}`).toBeGreaterThan(0);
      }
      const all = new Set(await r.read(tokens.admin));
      expect(all.size, `${r.name} as the ministry`).toBeGreaterThan(r.name.includes('template') ? 0 : 1);
    }
  });
});

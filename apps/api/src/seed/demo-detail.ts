import { sectorOfVoteName } from './vote-sectors.js';
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_FUNDS, type BudgetCategory } from '@pbs/domain';
import type { Db } from '../db/client.js';
import * as s from '../db/schema/index.js';
import { insertRows } from '../modules/batches/kept-rows.js';
import { mtefColumn } from '../modules/budget/columns.js';
import { envelopeKey, lgEnvelopes } from '../modules/budget/envelope.repo.js';
import { ITEMS, nth, OUTPUTS, PUBLISHED_MAPPING, random, SECTORS } from './national-year.js';
import { entry } from '../lib/present.js';

/** The fund a demo line of each MTEF category is financed from, and the file's name for it (ITEMS lists those). */
const FUND_FOR: Record<BudgetCategory, string> = { Wage: 'WAGE', NonWage: 'NWR', GoUDevt: 'GOUDEV', AIA: 'AIA', Donor: 'EXTFIN' };
/** Statutory expenditure of the demo: the pay of the judiciary, Parliament and the Auditor General, and interest. */
const STATUTORY: Record<string, Partial<Record<BudgetCategory, string>>> = {
  '101': { Wage: 'STATWAGE' }, '104': { Wage: 'STATWAGE' }, '131': { Wage: 'STATWAGE' }, '130': { NonWage: 'STATNWR' },
};
const FILE_NAME_OF = Object.fromEntries(Object.entries(PUBLISHED_MAPPING.funds).map(([name, code]) => [code, name]));

/**
 * The demo's detailed estimates: the year's chart (sectors, outputs of every sub-programme, economic items, funds)
 * and, for every central vote's MTEF line of each CG stage that has figures, lines by output × item × fund adding
 * up to nine tenths of each budget-year figure (all of it in an approved stage) — so the detail reads true, stands within the MTEF and leaves room
 * to move a figure. Some non-wage goes to domestic arrears, as in a real year, and a few votes' pay or interest is
 * statutory. Local governments' lines stand the same way under their grant IPFs.
 */
export async function seedDemoDetail(db: Db, yearId: number) {
  const rnd = random(2027);
  await db.insert(s.coaFunds).values(DEFAULT_FUNDS.map((f) => ({ yearId, code: f.code, name: f.name, mtefCategory: f.category })))
    .onConflictDoNothing();
  await db.insert(s.coaItems).values(ITEMS.map(([code, name]) => ({ yearId, code, name, classCode: code.slice(0, 3) }))).onConflictDoNothing();
  await db.insert(s.coaSectors).values(SECTORS.map(([code, name, cofog]) => ({ yearId, code, name, cofog }))).onConflictDoNothing();
  const subs = await db.select().from(s.subProgrammes);
  await db.insert(s.coaOutputs).values(subs.flatMap((sp, k) => [0, 1, 2].map((i) => ({
    yearId, subProgrammeId: sp.id, code: String(i + 1).padStart(2, '0'), name: nth(OUTPUTS, k + i),
  })))).onConflictDoNothing();
  const [funds, items, sectors, outputs, cgVotes] = await Promise.all([
    db.select().from(s.coaFunds).where(eq(s.coaFunds.yearId, yearId)), db.select().from(s.coaItems).where(eq(s.coaItems.yearId, yearId)),
    db.select().from(s.coaSectors).where(eq(s.coaSectors.yearId, yearId)), db.select().from(s.coaOutputs).where(eq(s.coaOutputs.yearId, yearId)),
    db.select().from(s.votes).where(eq(s.votes.kind, 'CG')).orderBy(s.votes.code),
  ]);
  // Each vote in the sector its name says (Health → Health, COFOG 07), so the portal's first table reads true.
  const sectorByCode = new Map(sectors.map((x) => [x.code, x.id]));
  await db.insert(s.coaVoteSectors).values(cgVotes.map((v) => ({ yearId, voteId: v.id, sectorId: entry(sectorByCode, sectorOfVoteName(v.name)) }))).onConflictDoNothing();
  // Local governments are the Local Government sector's (the book's second volume in a real year).
  const localSector = sectors.find((x) => /local government/i.test(x.name));
  const lgVotesOfYear = await db.select({ id: s.votes.id }).from(s.votes).where(eq(s.votes.kind, 'LG'));
  if (localSector) await db.insert(s.coaVoteSectors).values(lgVotesOfYear.map((v) => ({ yearId, voteId: v.id, sectorId: localSector.id }))).onConflictDoNothing();
  const fundId = new Map(funds.map((f) => [f.code, f.id]));
  const voteCode = new Map(cgVotes.map((v) => [v.id, v.code]));
  const itemId = new Map(items.map((i) => [i.code, i.id]));
  const itemsOf = (fund: string) => ITEMS.filter(([, , f]) => f.includes(FILE_NAME_OF[fund] ?? '')).map(([code]) => entry(itemId, code));
  const subOf = new Map(subs.map((sp) => [sp.id, sp]));
  const outputsOf = (programmeId: number) => outputs.filter((o) => subOf.get(o.subProgrammeId)?.programmeId === programmeId);
  const stages = await db.select().from(s.budgetStages).where(and(eq(s.budgetStages.yearId, yearId), eq(s.budgetStages.processArea, 'CG')));
  const lines: (typeof s.budgetLines.$inferInsert)[] = [];
  // Nine tenths of each figure, to the thousand (the stage is still being worked, the rest not yet on items), in a
  // few lines per category on the vote's outputs; the last takes what is left, so the lines add up exactly. An
  // approved stage (3) is on items whole.
  const shareOf = new Map(stages.map((st) => [st.id, st.stage === 3 ? 1 : 0.9]));
  const spread = (stageId: number, voteId: number, choices: typeof outputs, figureOf: (category: BudgetCategory) => number) => {
    const taken = new Map<string, (typeof lines)[number]>();
    for (const [category, fund] of Object.entries(FUND_FOR) as [BudgetCategory, string][]) {
      const total = Math.floor(figureOf(category) * entry(shareOf, stageId) / 1000) * 1000;
      if (total <= 0) continue;
      const parts = 2 + Math.floor(rnd() * 4);
      let left = total;
      for (let p = 0; p < parts && left > 0; p++) {
        const arrears = category === 'NonWage' && p === parts - 1 && rnd() < 0.3;
        const base = arrears ? 'ARREARS' : fund;
        const f = (!arrears && STATUTORY[voteCode.get(voteId) ?? '']?.[category]) || base;
        const output = nth(choices, Math.floor(rnd() * choices.length));
        const pool = itemsOf(base);
        const item = nth(pool, Math.floor(rnd() * pool.length));
        const amount = p === parts - 1 ? left : Math.min(left, Math.round((total / parts) * (0.5 + rnd()) / 1000) * 1000);
        left -= amount;
        // The same output, item and fund drawn twice is one line with both amounts.
        const key = `${output.id}:${item}:${f}`;
        const same = taken.get(key);
        if (same) { same.amount += amount; continue; }
        if (amount <= 0) continue;
        const line = { yearId, stageId, voteId, programmeId: entry(subOf, output.subProgrammeId).programmeId, subProgrammeId: output.subProgrammeId,
          outputId: output.id, itemId: item, fundId: entry(fundId, f), amount };
        taken.set(key, line);
        lines.push(line);
      }
    }
  };
  for (const stage of stages) {
    const figures = await db.select({ m: s.cgMtefs, voteId: s.programmeVotes.voteId, programmeId: s.programmeVotes.programmeId }).from(s.cgMtefs)
      .innerJoin(s.programmeVotes, eq(s.programmeVotes.id, s.cgMtefs.progByVoteId))
      .where(and(eq(s.cgMtefs.yearId, yearId), eq(s.cgMtefs.stageId, stage.id), eq(s.cgMtefs.kind, 'allocation'), inArray(s.programmeVotes.voteId, cgVotes.map((v) => v.id))));
    for (const { m, voteId, programmeId } of figures) {
      const choices = outputsOf(programmeId);
      if (choices.length) spread(stage.id, voteId, choices, (c) => Number((m as unknown as Record<string, number>)[mtefColumn('Y1', c)]));
    }
  }
  // Local governments' lines stand under their envelopes (grant IPFs by category), on the outputs of the
  // sub-programmes (departments) they have IPFs under — but for the districts the demo's users sign in to, which
  // are left to type (or upload IPFs) before any line stands over them.
  const departments = await db.selectDistinct({ voteId: s.lgGrantIpfs.voteId, subProgrammeId: s.subSubProgrammes.subProgrammeId }).from(s.lgGrantIpfs)
    .innerJoin(s.subSubProgrammes, eq(s.subSubProgrammes.id, s.lgGrantIpfs.subSubProgrammeId)).where(eq(s.lgGrantIpfs.yearId, yearId));
  const signedIn = new Set((await db.select({ voteId: s.users.voteId }).from(s.users)).map((u) => u.voteId));
  const lgVoteIds = [...new Set(departments.map((d) => d.voteId))].filter((id) => !signedIn.has(id));
  for (const stage of stages) {
    const envelopes = await lgEnvelopes(db, yearId, stage.id, lgVoteIds);
    for (const voteId of lgVoteIds) {
      const subIds = new Set(departments.filter((d) => d.voteId === voteId).map((d) => d.subProgrammeId));
      const choices = outputs.filter((o) => subIds.has(o.subProgrammeId));
      if (choices.length) spread(stage.id, voteId, choices, (c) => envelopes.get(envelopeKey(stage.id, voteId, c)) ?? 0);
    }
  }
  // Each line in its vote's sector of the year (the demo's votes sit in one each; a real year's may span many).
  const voteSector = new Map((await db.select().from(s.coaVoteSectors).where(eq(s.coaVoteSectors.yearId, yearId))).map((r) => [r.voteId, r.sectorId]));
  for (const l of lines) l.sectorId = voteSector.get(l.voteId) ?? null;
  await db.transaction(async (tx) => { for (let i = 0; i < lines.length; i += 5_000) await insertRows(tx, s.budgetLines, lines.slice(i, i + 5_000)); });
}

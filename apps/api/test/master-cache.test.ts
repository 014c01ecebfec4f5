import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { announce, tell } from '../src/db/changes.js';
import { cachedRead, TTL_MS } from '../src/db/master-cache.js';
import { coaFunds, coaItems, coaOutputs, subProgrammes } from '../src/db/schema/index.js';
import { chartForVote, insertItem } from '../src/modules/estimates/chart.repo.js';
import { setupApp } from './helpers.js';
import { factories } from './factories.js';

const t = await setupApp();
const make = factories(t);
const year = await make.year({ activeStage: 2 });
const vote = await make.vote({ programmes: 1 });
const planner = await make.user('CG Initiator', { voteId: vote.id });
const administrator = await make.user('System Administrator');
await make.mtef(vote, year.id, 2, { ceiling: 10_000, allocation: 10_000 });
const [sub] = await t.db.insert(subProgrammes).values({ programmeId: vote.lines[0].programmeId, code: '01', name: 'Headquarters' }).returning();
const [output] = await t.db.insert(coaOutputs).values({ yearId: year.id, subProgrammeId: sub.id, code: '01', name: 'Policy and planning' }).returning();
const [item] = await t.db.insert(coaItems).values({ yearId: year.id, code: '211101', name: 'General Staff Salaries', classCode: '211' }).returning();

const itemsOffered = async () => {
  const r = await t.gql('query($y:Int!,$v:Int!){ voteDetail(Year_ID:$y, Stage:2, Vote_ID:$v){ Chart_Items { Item_Code } } }', { y: year.id, v: vote.id }, planner.token);
  expect(r.errors).toBeUndefined();
  return (r.data.voteDetail.Chart_Items as { Item_Code: string }[]).map((i) => i.Item_Code);
};
const save = (amount: number) => t.gql('mutation($y:Int!,$v:Int!,$l:[BudgetLineInput!]!){ saveBudgetLines(Year_ID:$y, Stage:2, Vote_ID:$v, Lines:$l){ Saved } }',
  { y: year.id, v: vote.id, l: [{ Output_ID: output.id, Item_ID: item.id, Fund_Code: 'WAGE', Amount: amount }] }, planner.token);

/** Moves the clock past the cache's lifetime, as if the next request came TTL_MS later. */
function laterThanTtl() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + TTL_MS + 1);
}
afterEach(() => { vi.useRealTimers(); });

describe('the masters kept in memory', () => {
  it('offers an item created on its masters screen at once, and one written past the application within the cache\'s lifetime', async () => {
    expect(await itemsOffered()).toEqual(['211101']);
    const created = await t.gql('mutation($i:EconomicItemInput!){ createEconomicItem(input:$i){ Item_ID } }',
      { i: { Year_ID: year.id, Item_Code: '211102', Item_Name: 'Contract Staff Salaries', Class_Code: '211' } }, administrator.token);
    expect(created.errors).toBeUndefined();
    expect(await itemsOffered()).toEqual(['211101', '211102']);
    // Switched off on the screen: no longer offered, at once.
    const off = await t.gql('mutation($id:Int!){ setEconomicItemStatus(id:$id, Status:false){ Item_ID } }', { id: created.data.createEconomicItem.Item_ID }, administrator.token);
    expect(off.errors).toBeUndefined();
    expect(await itemsOffered()).toEqual(['211101']);
    // Typed into the database by hand, as no code announces.
    await t.db.insert(coaItems).values({ yearId: year.id, code: '221002', name: 'Workshops and Seminars', classCode: '221' });
    expect(await itemsOffered()).toEqual(['211101']);
    laterThanTtl();
    expect(await itemsOffered()).toEqual(['211101', '221002']);
  });

  it('offers the codes a national load brings as soon as it commits', async () => {
    expect((await chartForVote(t.db, year.id, vote.id)).items.map((i) => i.code)).not.toContain('282104');
    await t.db.transaction((tx) => insertItem(tx, year.id, '282104', 'Compensation to third parties', planner.id));
    expect((await chartForVote(t.db, year.id, vote.id)).items.map((i) => i.code)).toContain('282104');
  });

  it('refuses a save in a stage switched off on the Budget Stages screen at once, and takes it when switched back', async () => {
    expect((await save(100)).errors).toBeUndefined();
    const switchTo = (stage: number) => t.gql('mutation($id:Int!){ setActiveBudgetStage(Stage_ID:$id){ Is_Active } }', { id: year.stages[stage] }, administrator.token);
    expect((await switchTo(3)).errors).toBeUndefined();
    expect((await save(200)).errors?.[0]?.message).toMatch(/active stage/i);
    expect((await switchTo(2)).errors).toBeUndefined();
    expect((await save(300)).data.saveBudgetLines.Saved).toBe(1);
  });

  it('lets a transaction read the rows it wrote, and keeps nothing of one rolled back', async () => {
    const funds = (db: typeof t.db) => cachedRead(db, ['coa_funds'], `test funds ${year.id}`,
      () => db.select({ code: coaFunds.code }).from(coaFunds).where(eq(coaFunds.yearId, year.id)));
    const before = (await funds(t.db)).map((f) => f.code);
    await t.db.transaction(async (tx) => {
      announce(tx, { table: 'coa_funds' });
      await tx.insert(coaFunds).values({ yearId: year.id, code: 'TEST', name: 'A fund rolled back', mtefCategory: 'Donor' });
      expect((await funds(tx)).map((f) => f.code)).toContain('TEST');
      tx.rollback();
    }).catch(() => undefined);
    expect((await funds(t.db)).map((f) => f.code)).toEqual(before);
  });

  it('answers a burst of one read with one trip to the database, and does not keep a read its table changed under', async () => {
    let reads = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const read = async () => { reads++; await gate; return [{ n: reads }]; };
    const burst = Array.from({ length: 50 }, () => cachedRead(t.db, ['coa_items'], 'test burst', read));
    announce(t.db, { table: 'coa_items' });
    release();
    expect(new Set(await Promise.all(burst)).size).toBe(1);
    expect(reads).toBe(1);
    await cachedRead(t.db, ['coa_items'], 'test burst', read);
    expect(reads).toBe(2);
    await cachedRead(t.db, ['coa_items'], 'test burst', read);
    expect(reads).toBe(2);
  });

  it('answers a burst of saves and reads on a cold cache, more than the pool has connections, without any waiting on another', async () => {
    const cold = () => { for (const table of ['budget_stages', 'votes', 'coa_outputs', 'coa_items', 'coa_funds']) tell({ table }); };
    const read = () => t.gql('query($y:Int!,$v:Int!){ voteDetail(Year_ID:$y, Stage:2, Vote_ID:$v){ Is_Open } }', { y: year.id, v: vote.id }, planner.token);
    for (let round = 0; round < 3; round++) {
      cold();
      const burst = Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? read() : save(400 + round))));
      const answers = await Promise.race([burst, new Promise<'stuck'>((r) => setTimeout(() => r('stuck'), 20_000))]);
      expect(answers).not.toBe('stuck');
      expect((answers as { errors?: unknown }[]).filter((a) => a.errors)).toEqual([]);
    }
  }, 90_000);

  it('hands out what it keeps frozen, so that no caller changes it for the others', async () => {
    const { items } = await chartForVote(t.db, year.id, vote.id);
    expect(() => { (items as { name: string }[])[0].name = 'Changed'; }).toThrow(TypeError);
    expect(() => { (items as unknown[]).push({}); }).toThrow(TypeError);
    expect((await chartForVote(t.db, year.id, vote.id)).items[0].name).toBe('General Staff Salaries');
  });
});

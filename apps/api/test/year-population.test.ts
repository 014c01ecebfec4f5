import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fiscalYears } from '../src/db/schema/index.js';
import { setupApp } from './helpers.js';

const t = await setupApp();
const admin = (await t.login('admin')).token;
const vote = (await t.login('cg.initiator')).token;
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.fiscalYear, '2026-2027'));
if (!year) throw new Error('the demo has no 2026-2027');

const UPDATE = 'mutation($id:Int!,$i:FiscalYearInput!){ updateFiscalYear(id:$id, input:$i){ Population } }';
const setPopulation = (population: unknown, token = admin) => t.gql(UPDATE, {
  id: year.id, i: { Fiscal_Year: year.fiscalYear, Start_Date: year.startDate, End_Date: year.endDate, Population: population },
}, token);
const held = async () => (await t.db.select({ p: fiscalYears.population }).from(fiscalYears).where(eq(fiscalYears.id, year.id)))[0]?.p;
const open = async () => (await t.app.inject({ url: '/api/open/publications' })).json<{ population: Record<string, number> }>();

describe("a year's population, the citizens' budget's figure per person", () => {
  it('is kept on the Fiscal Years master and given with the open list of publications, by budget year', async () => {
    expect((await open()).population).toMatchObject({ '2024-2025': 45_905_000, '2025-2026': 47_053_000 });
    expect((await setPopulation(49_000_000)).data.updateFiscalYear.Population).toBe(49_000_000);
    expect((await open()).population['2026-2027']).toBe(49_000_000);
    // Another change of the year leaves it as it is.
    const other = await t.gql(UPDATE, { id: year.id, i: { Fiscal_Year: year.fiscalYear, Start_Date: year.startDate, End_Date: year.endDate, Module: 'Budget' } }, admin);
    expect(other.data.updateFiscalYear.Population).toBe(49_000_000);
    // Cleared, the year has none and the portal shows no figure per person for it.
    expect((await setPopulation(null)).data.updateFiscalYear.Population).toBeNull();
    expect((await open()).population['2026-2027']).toBeUndefined();
  });

  it('refuses a population that is not a count of people, and a vote\'s officer, changing nothing', async () => {
    await setPopulation(48_229_000);
    for (const bad of [0, -5, 1.5, 2_500_000_000, 'many']) {
      const r = await setPopulation(bad);
      expect(r.errors?.[0]?.message, String(bad)).toBeTruthy();
      expect(await held()).toBe(48_229_000);
    }
    expect((await setPopulation(1, vote)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await held()).toBe(48_229_000);
  });

  it('keeps one of the populations sent at once', async () => {
    const sent = [40_000_001, 40_000_002, 40_000_003, 40_000_004, 40_000_005, 40_000_006];
    const answers = await Promise.all(sent.map((p) => setPopulation(p)));
    expect(answers.every((r) => !r.errors)).toBe(true);
    expect(sent).toContain(await held());
    expect((await open()).population['2026-2027']).toBe(await held());
  });
});

import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setupApp, sqlRows } from './helpers.js';

const t = await setupApp();
const admin = (await t.login('admin')).token;
const vote = (await t.login('cg.initiator')).token;

const KEEP = 'mutation($y:String!,$t:String!){ keepBudgetPriorities(Budget_Year:$y, Text:$t){ Budget_Year Text Written_By } }';
const keep = (year: string, text: string, token = admin) => t.gql(KEEP, { y: year, t: text }, token);
const shown = async (year: string) => (await t.app.inject({ url: `/api/open/priorities?year=${year}` })).json().priorities;
const kept = async () => sqlRows<{ budget_year: string; text: string }>(t.db, sql`select budget_year, text from budget_priorities order by budget_year`);
const audits = async () => sqlRows<{ type: string }>(t.db, sql`select audit_type as type from audits where table_name = 'budget_priorities' order by id`);

describe("the ministry's account of a year's priorities", () => {
  it('is written by the ministry, shown on the portal without its author, replaced and removed, each change audited', async () => {
    expect(await shown('2026-2027')).toBeNull();
    const text = 'Roads to markets come first.\r\nThen clinics in every sub-county.';
    const res = await keep('2026-2027', `  ${text}  `);
    expect(res.data.keepBudgetPriorities).toEqual({ Budget_Year: '2026-2027', Text: 'Roads to markets come first.\nThen clinics in every sub-county.', Written_By: 'admin' });
    const open = await shown('2026-2027');
    expect(open).toEqual({ budgetYear: '2026-2027', text: 'Roads to markets come first.\nThen clinics in every sub-county.', writtenAt: expect.any(String) });
    expect(JSON.stringify(open)).not.toMatch(/admin/);
    expect((await t.gql('query($y:String!){ budgetPriorities(Budget_Year:$y){ Text } }', { y: '2026-2027' }, admin)).data.budgetPriorities.Text).toMatch(/^Roads/);

    await keep('2026-2027', 'Water first.');
    expect((await shown('2026-2027')).text).toBe('Water first.');
    expect((await keep('2026-2027', '   ')).data.keepBudgetPriorities).toBeNull();
    expect(await shown('2026-2027')).toBeNull();
    expect((await audits()).map((a) => a.type)).toEqual(['create', 'update', 'remove']);
  });

  it("refuses a vote's officer, an oversize text and a year that is not one, changing nothing", async () => {
    await keep('2027-2028', 'Kept before.');
    const before = [await kept(), await audits()];
    expect((await keep('2027-2028', 'Not mine to write.', vote)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql('query{ budgetPriorities(Budget_Year:"2027-2028"){ Text } }', {}, vote)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const long = await keep('2027-2028', 'x'.repeat(3001));
    expect(long.errors?.[0]?.message).toMatch(/3,000/);
    expect((await keep('2027', 'A year?')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect([await kept(), await audits()]).toEqual(before);
    expect((await t.app.inject({ url: '/api/open/priorities?year=1e0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/open/priorities' })).statusCode).toBe(400);
  });

  it('keeps one account a year when writers save at once, the text one of theirs', async () => {
    const texts = Array.from({ length: 8 }, (_, i) => `Priority number ${i}.`);
    const results = await Promise.all(texts.map((x) => keep('2028-2029', x)));
    expect(results.every((r) => !r.errors)).toBe(true);
    const rows = (await kept()).filter((r) => r.budget_year === '2028-2029');
    expect(rows).toHaveLength(1);
    expect(texts).toContain(rows[0]?.text);
    expect((await shown('2028-2029')).text).toBe(rows[0]?.text);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiSignIn, choose, openAs, useApp } from '../support/fixtures.js';
import { gql } from '../support/server.js';
import { IFMIS_HEADER, IFMIS_MAPPING } from '../../apps/api/src/seed/execution-months.js';
import { toCsv } from '../../apps/api/src/seed/national-year.js';

const app = useApp();

type Line = { Programme_Code: string; SubProgramme_Code: string; Output_Code: string; Item_Code: string; Fund_Code: string; Amount: number };

describe('the year as it is spent', () => {
  it('loads a month of the financial system\'s export on the national load screen, then reads Education\'s budget against it', async () => {
    // The demo holds five months of its year; month 6 of Education comes from the financial system's export, built here from
    // the approved estimates the year is carried out under (last year's), read through the API as any client would.
    const token = await apiSignIn(app.server.url, 'budget.officer');
    const { fiscalYears, cgVotes } = await gql(app.server.url, '{ fiscalYears { Year_ID Fiscal_Year Is_Active } cgVotes { Vote_ID Vote_Code } }', {}, token);
    const years = (fiscalYears as { Year_ID: number; Fiscal_Year: string; Is_Active: boolean }[]).sort((a, b) => a.Fiscal_Year.localeCompare(b.Fiscal_Year));
    const active = years.findIndex((y) => y.Is_Active);
    const education = (cgVotes as { Vote_ID: number; Vote_Code: string }[]).find((v) => v.Vote_Code === '013');
    const { voteDetail } = await gql(app.server.url, 'query($y:Int!,$v:Int!){ voteDetail(Year_ID:$y, Stage:3, Vote_ID:$v){ Budget_Lines { Programme_Code SubProgramme_Code Output_Code Item_Code Fund_Code Amount } } }',
      { y: years[active - 1].Year_ID, v: education?.Vote_ID }, token);
    const lines = voteDetail.Budget_Lines as Line[];
    expect(lines.length).toBeGreaterThan(10);
    const rows = lines.map((l) => {
      const warranted = Math.floor(l.Amount / 24);
      // Codes as the financial system writes them: the vote without its leading zero.
      return ['P06', '13', l.Programme_Code, l.SubProgramme_Code, l.Output_Code, l.Item_Code, l.Fund_Code, warranted, warranted, Math.floor(warranted * 0.9), 0];
    });
    const spent = rows.reduce((s, r) => s + Number(r[9]), 0);
    const file = join(mkdtempSync(join(tmpdir(), 'pbs-e2e-ifmis-')), 'ifmis-june.csv');
    writeFileSync(file, toCsv([...IFMIS_HEADER], rows));

    // What Education spent in the demo's five months (read before the screen signs in: one session a user).
    const before = await gql(app.server.url, 'query($y:Int!,$v:Int!){ executionTotals(Year_ID:$y, By:["vote"], To_Month:5, Vote_ID:$v){ Spent } }',
      { y: years[active].Year_ID, v: education?.Vote_ID }, token);
    const page = await openAs(app, 'budget.officer', '/budget#loads');
    await choose(page, page.getByTestId('load-kind'), 'A month of execution (financial system)');
    await page.getByTestId('load-edit-mapping').click();
    const form = page.getByTestId('mapping-form');
    await form.getByLabel('Name of the mapping').fill('IFMIS 2025');
    const labels: Record<string, string> = { period: 'Period (month)', voteCode: 'Vote code', programmeCode: 'Programme code', subProgrammeCode: 'Sub-programme code',
      outputCode: 'Output code', itemCode: 'Economic item code', fund: 'Fund', warranted: 'Warranted', released: 'Released', spent: 'Spent (payments)', committed: 'Committed' };
    for (const [field, column] of Object.entries(IFMIS_MAPPING.columns)) await form.getByLabel(labels[field] ?? field, { exact: true }).fill(column ?? '');
    await page.getByRole('button', { name: 'Keep the mapping' }).click();
    await form.waitFor({ state: 'hidden' });
    await choose(page, page.getByTestId('load-month'), 'Month 6');
    await page.locator('#loads input[type=file]').setInputFiles(file);
    const measures = page.getByTestId('load-measures');
    await measures.waitFor({ timeout: 60_000 });
    expect(await measures.getByRole('row', { name: /Spent/ }).textContent()).toContain(spent.toLocaleString('en'));
    await page.getByTestId('load-commit').click();
    await expect.poll(() => page.getByTestId('load-done').textContent(), { timeout: 60_000 }).toContain('the month is replaced');

    // Budget against actual, Education to the end of month 6: the month's spending is added to the five before it.
    await page.goto(`${app.server.url}/budget#execution`);
    const vote = page.getByTestId('execution-vote');
    const educationOption = vote.locator('option').filter({ hasText: /^013/ }).first();
    await educationOption.waitFor({ state: 'attached' });
    await vote.selectOption({ label: (await educationOption.textContent()) ?? '' });
    await page.getByTestId('execution-month').selectOption({ label: 'Month 6' });
    const total = page.getByTestId('execution-total');
    const expected = (before.executionTotals[0].Spent as number) + spent;
    await expect.poll(() => total.textContent(), { timeout: 20_000 }).toContain(`spent ${expected.toLocaleString('en')}`);
    await page.close();
  });
});

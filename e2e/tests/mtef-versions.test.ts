import { describe, expect, it } from 'vitest';
import { gql } from '../support/server.js';
import { openAs, useApp } from '../support/fixtures.js';

const app = useApp();

describe('MTEF versions', () => {
  it('a vote keeps its MTEF as a version, changes a figure, and Compare stages shows exactly that change against the version', async () => {
    // Through the API the screens use (one session per user: the browser signs in after): a version kept,
    // then one budget-year wage figure lowered by 1,000.
    const { login } = await gql(app.server.url, 'mutation { login(User_Name:"cg.initiator", Password1:"Demo@2026!") { access_token activeFiscalYear { Year_ID } } }');
    const y = login.activeFiscalYear.Year_ID;
    const { cgCurrentMtefs } = await gql(app.server.url, `query($y:Int!){ cgCurrentMtefs(Year_ID:$y, Stage:2){ Figure Prog_By_Vote_ID { Prog_By_Vote_ID }
      ${['Y0', 'Y1', 'Y2', 'Y3', 'Y4', 'Y5'].flatMap((yr) => ['Wage', 'NonWage', 'GoUDevt', 'AIA', 'Donor'].map((c) => `${yr}_${c}`)).join(' ')} } }`, { y }, login.access_token);
    await gql(app.server.url, 'mutation($y:Int!){ keepMtefVersion(Year_ID:$y, Stage:2, Label:"Before the ceiling change"){ Version } }', { y }, login.access_token);
    const line = cgCurrentMtefs.find((l: { Figure: string }) => l.Figure === 'Allocation');
    const amounts = ['Y0', 'Y1', 'Y2', 'Y3', 'Y4', 'Y5'].flatMap((yr) => ['Wage', 'NonWage', 'GoUDevt', 'AIA', 'Donor'].map((c) => Number(line[`${yr}_${c}`])));
    amounts[5] -= 1_000;
    await gql(app.server.url, 'mutation($y:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:2, lines:$l) }',
      { y, l: [{ Prog_By_Vote_ID: line.Prog_By_Vote_ID.Prog_By_Vote_ID, Figure: 'Allocation', Amounts: amounts }] }, login.access_token);

    const page = await openAs(app, 'cg.initiator', '/budget#compare');
    await page.getByTestId('compare-other-stage').click();
    await page.getByTitle(/v1 Before the ceiling change/).click();
    const table = page.getByTestId('compare-table');
    await table.getByRole('columnheader', { name: 'Stage 2 v1' }).waitFor();
    // Everything else is equal: the only non-zero difference is the 1,000 taken off Y1 wage.
    await expect.poll(async () => (await table.locator('tbody tr.ant-table-row td:last-child').allTextContents()).filter((d) => d.trim() !== '0').length, { timeout: 20_000 }).toBe(1);
    expect(await table.locator('tbody tr.ant-table-row').filter({ hasText: '-1,000' }).textContent()).toMatch(/Allocation\s*Y1 2026\/27\s*Wage/);

    // The MTEF screen keeps the next version, with its label.
    await page.goto(`${app.server.url}/budget#mtef`);
    await page.getByTestId('mtef-keep-version').click();
    await page.getByTestId('version-label').fill('After the ceiling change');
    await page.getByRole('dialog').getByRole('button', { name: 'Keep a version' }).click();
    await page.getByText('Kept as version 2').waitFor();
    await page.close();
  });
});

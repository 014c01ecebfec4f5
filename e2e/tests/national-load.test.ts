import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openAs, useApp } from '../support/fixtures.js';
import { nationalYear, PUBLISHED_MAPPING, toCsv } from '../../apps/api/src/seed/national-year.js';

const app = useApp();

describe('the national load', () => {
  it('maps a file\'s columns once, previews it with its totals, loads it in the background and reverts it', async () => {
    // Three votes of their own (codes 901–903), so the demo's MTEF figures are not in the way: the load makes theirs.
    const year = nationalYear({ votes: 3, seed: 7 });
    const rows = year.rows.map((r) => { const c = [...r]; c[2] = String(900 + Number(r[2])); c[3] = `New vote ${c[2]}`; return c; });
    const file = join(mkdtempSync(join(tmpdir(), 'pbs-e2e-load-')), 'estimates.csv');
    writeFileSync(file, toCsv(year.header, rows));
    const total = rows.reduce((s, r) => s + Math.round(Number(r[13])), 0);

    const page = await openAs(app, 'budget.officer', '/budget#loads');
    await page.getByTestId('load-edit-mapping').click();
    const form = page.getByTestId('mapping-form');
    await form.getByLabel('Name of the mapping').fill('Published layout');
    for (const [field, column] of Object.entries(PUBLISHED_MAPPING.columns)) {
      const label = { sectorCode: 'Sector code', sectorName: 'Sector name', voteCode: 'Vote code', voteName: 'Vote name', programmeCode: 'Programme code',
        programmeName: 'Programme name', subProgrammeCode: 'Sub-programme code', subProgrammeName: 'Sub-programme name', outputCode: 'Output code',
        outputName: 'Output name', itemCode: 'Economic item code', itemName: 'Economic item name', fund: 'Fund', amount: 'Amount' }[field]!;
      await form.getByLabel(label, { exact: true }).fill(column);
    }
    for (const [name, code] of Object.entries(PUBLISHED_MAPPING.funds)) await form.getByLabel(new RegExp(`^The file's name\\(s\\) for ${code} `)).fill(name);
    await page.getByRole('button', { name: 'Keep the mapping' }).click();
    await form.waitFor({ state: 'hidden' });

    await page.locator('#loads input[type=file]').setInputFiles(file);
    const preview = page.getByTestId('load-preview');
    await preview.waitFor({ timeout: 60_000 });
    expect(Number((await page.getByTestId('load-file-total').textContent())!.replace(/,/g, '')) - 0).toBeGreaterThanOrEqual(total);
    await expect.poll(() => preview.textContent()).toContain(`${rows.length.toLocaleString('en')} added, 0 changed, 0 removed`);
    await page.getByTestId('load-commit').click();
    await page.getByTestId('load-done').waitFor({ timeout: 60_000 });

    // The history lists it as loaded; reverting takes its lines back out.
    const history = page.getByTestId('load-history');
    const row = history.getByRole('row', { name: /estimates\.csv.*Loaded/ });
    await row.waitFor();
    await row.getByRole('button', { name: 'Revert' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await page.getByText(new RegExp(`Reverted: ${rows.length} row\\(s\\) removed, 0 row\\(s\\) put back`)).waitFor();
    await page.close();
  });
});

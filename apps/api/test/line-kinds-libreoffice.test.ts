import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UploadKind } from '@pbs/domain';
import { rowsIn, setupApp } from './helpers.js';
import { factories } from './factories.js';
import { M, smallChart } from './small-chart.js';
import { postUpload, savedByLibreOffice, workbook } from './upload-helpers.js';

/**
 * The kinds of the revised budget, the month's execution and the revenue estimates, filled in as an office does — codes
 * typed as numbers, their leading zeros lost — then opened and saved again by LibreOffice Calc: each file previews as the
 * file before it did, and writes the same figures.
 */
const t = await setupApp();
const make = factories(t);
const rows = rowsIn(t.db);
const officer = await make.user('Budget Officer');
const { vote, programme, budgetYear, year } = await smallChart(t, make);
const dir = mkdtempSync(join(tmpdir(), 'pbs-line-kinds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Sub-programme, output and item codes as numbers (01 → 1), as Calc keeps what a person types in a general cell.
const V = vote.code;
const P = programme.programmeCode;
const FILES: { kind: UploadKind; query: string; rows: unknown[][] }[] = [
  { kind: 'line-supplementary', query: `?Year_ID=${budgetYear.id}`, rows: [[V, P, 1, 1, 222001, 'NWR', 20 * M, 'Airtime for outbreak calls; districts']] },
  { kind: 'line-virement', query: `?Year_ID=${budgetYear.id}`, rows: [[V, P, 1, 1, 221001, 'NWR', P, 1, 1, 222001, 'NWR', 5 * M, 'Adverts to "calls"']] },
  { kind: 'execution-lines', query: `?Year_ID=${year.id}`, rows: [[V, 1, P, 1, 1, 222001, 'NWR', 10 * M, 9 * M, 8.0000001 * M, null], [V, 1, P, 1, 2, 211101, 'Wage', 25 * M, 25 * M, 24 * M, 1 * M]] },
  { kind: 'revenue-estimates', query: `?Year_ID=${budgetYear.id}&Stage=2`, rows: [[111, 'Income taxes', 1e9], [12, '', 3e8], [331, 'Domestic borrowing (net)', -5e8]] },
];

const held = async () => ({
  adjustments: await rows<{ kind: string; amount: number }>(sql`select kind, amount::float8 amount from budget_adjustments where vote_id = ${vote.id} order by id`),
  execution: await rows<{ w: number; r: number; s: number; c: number | null }>(sql`select warranted::float8 w, released::float8 r, spent::float8 s, committed::float8 c
    from execution_lines where year_id = ${year.id} and vote_id = ${vote.id} order by item_id`),
  revenue: await rows<{ code: string; amount: number }>(sql`select code, amount::float8 amount from revenue_estimates where year_id = ${budgetYear.id} order by code`),
});

describe('the line kinds saved by LibreOffice Calc', () => {
  const saved = (() => {
    const files = FILES.map((f) => join(dir, `${f.kind}.xlsx`));
    return Promise.all(FILES.map((f) => workbook(f.kind, f.rows))).then((bodies) => {
      bodies.forEach((b, i) => writeFileSync(files[i], b));
      const libre = savedByLibreOffice(dir, files);
      return FILES.map((f, i) => ({ ...f, exceljs: bodies[i], libre: libre.get(files[i])! }));
    });
  })();

  it('previews as the file it was saved from, codes without their zeros read as the chart\'s', async () => {
    for (const f of await saved) {
      const as = async (body: Buffer) => {
        const res = await postUpload(t.app, f.kind, body, officer.token, `${f.query}&Preview=1`);
        expect(res.status, `${f.kind}: ${JSON.stringify(res.body.rowErrors ?? res.body)}`).toBe(200);
        return { rows: res.body.preview.rows, diff: res.body.preview.diff, warnings: res.body.preview.warnings };
      };
      expect(f.libre.subarray(0, 2).toString()).toBe('PK');
      expect(await as(f.libre), f.kind).toEqual(await as(f.exceljs));
    }
  });

  it('writes from the saved file the figures typed, in whole shillings', async () => {
    for (const f of await saved) {
      const res = await postUpload(t.app, f.kind, f.libre, officer.token, f.query);
      expect(res.status, `${f.kind}: ${JSON.stringify(res.body.rowErrors ?? res.body)}`).toBe(200);
    }
    expect(await held()).toEqual({
      adjustments: [{ kind: 'supplementary', amount: 20 * M }, { kind: 'virement', amount: 5 * M }],
      execution: [{ w: 25 * M, r: 25 * M, s: 24 * M, c: 1 * M }, { w: 10 * M, r: 9 * M, s: 8 * M, c: null }],
      revenue: [{ code: '111', amount: 1e9 }, { code: '12', amount: 3e8 }, { code: '331', amount: -5e8 }],
    });
  });
});

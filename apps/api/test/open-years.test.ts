import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fiscalYears, publications } from '../src/db/schema/index.js';
import { databaseFiles } from '../src/lib/file-store.js';
import { publishLastYear } from '../src/demo-archive.js';
import { setupApp } from './helpers.js';

const t = await setupApp();
interface Totals { code: string; name: string; amount: number }
interface Year { budgetYear: string; document: string; total: number; byFunction: Totals[]; bySector: Totals[]; votes: Totals[] }
const years = async () => (await t.app.inject({ url: '/api/open/years' })).json<{ years: Year[] }>().years;

// The demo's first start publishes last year's enacted budget; the years before are made from it, each with its own
// summary file (every figure scaled), as a consolidation of that year would publish them.
const [active] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
await publishLastYear({ db: t.db, files: databaseFiles }, active);
const [enacted] = await t.db.select().from(publications).where(eq(publications.document, 'enacted-budget'));
if (!enacted) throw new Error('the demo published no enacted budget');
const summaryOf = async (p: typeof enacted) => JSON.parse((await databaseFiles.read(t.db, p.files['summary.json'].path))?.toString('utf8') ?? 'null') as Year;
const demo = await summaryOf(enacted);
const scaled = (list: Totals[], k: number) => list.map((x) => ({ ...x, amount: Math.round(x.amount * k) }));

async function publish(budgetYear: string, document: 'enacted-budget' | 'executive-budget-proposal', k: number, extra: Partial<typeof enacted> = {}) {
  const summary = { ...demo, budgetYear, total: Math.round(demo.total * k), byFunction: scaled(demo.byFunction, k), bySector: scaled(demo.bySector, k), votes: scaled(demo.votes, k) };
  const body = Buffer.from(JSON.stringify(summary));
  const stored = await databaseFiles.put(t.db, 'publications', 'json', body);
  const { id: _id, ...rest } = enacted;
  await t.db.insert(publications).values({ ...rest, budgetYear, document, total: summary.total,
    files: { ...enacted.files, 'summary.json': { path: stored.file, sha256: stored.sha256, bytes: body.length } }, ...extra });
  return summary;
}

describe('the years side by side on the citizens\' portal', () => {
  it('sets each year\'s complete budget beside the others, oldest first, by function, sector and vote as each published it', async () => {
    const first = await years();
    expect(first.map((y) => [y.budgetYear, y.document])).toEqual([[enacted.budgetYear, 'enacted-budget']]);
    expect(first[0]?.byFunction).toEqual(demo.byFunction.map(({ code, name, amount }) => ({ code, name, amount })));
    expect(first[0]?.votes.reduce((s, v) => s + v.amount, 0)).toBeCloseTo(demo.total, 0);

    const earlier = await publish('2023-2024', 'enacted-budget', 0.8);
    // A year with a proposal and an enacted budget is shown by the enacted one.
    await publish('2023-2024', 'executive-budget-proposal', 0.7);
    // A budget of some votes, a withheld one and a superseded one are never set beside whole ones.
    await publish('2022-2023', 'enacted-budget', 0.5, { votes: 1 });
    await publish('2021-2022', 'enacted-budget', 0.5, { state: 'withheld' });
    await publish('2020-2021', 'enacted-budget', 0.5, { supersededAt: new Date() });
    const side = await years();
    expect(side.map((y) => [y.budgetYear, y.document])).toEqual([['2023-2024', 'enacted-budget'], [enacted.budgetYear, 'enacted-budget']]);
    expect(side[0]?.total).toBe(earlier.total);
    expect(side[0]?.bySector).toEqual(earlier.bySector.map(({ code, name, amount }) => ({ code, name, amount })));
    // Nothing about who published or decided, and no line detail.
    expect(JSON.stringify(side)).not.toMatch(/decided|createdBy|programmes/);
  });

  it('answers many readers at once with the same years', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ url: '/api/open/years' })));
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
  });
});

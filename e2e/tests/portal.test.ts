import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import { choose, newPage, openAs, useApp } from '../support/fixtures.js';
import { apiSignIn } from '../support/api-sign-in.js';
import { gql } from '../support/server.js';
import { publishAdjustedBudget, publishFirstQuarter, publishFrameworkPaper } from '../support/publish.js';
import { PORTAL_TEXT } from '../../apps/web/src/portal/text.js';
import { GLOSSARY } from '../../apps/web/src/portal/glossary.js';

const app = useApp();
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

describe('the citizens\' portal', () => {
  it('shows the published budget without sign-in: in six languages, accessible, on a phone, by keyboard, and light', async () => {
    const url = app.server.url;
    // A fresh start already shows last year's enacted budget, every central vote (the demo's first start publishes it).
    const fresh = (await (await fetch(`${url}/api/open/publications`)).json() as { publications: { document: string; votes: number; expectedVotes: number }[] }).publications;
    expect(fresh.map((p) => [p.document, p.votes === p.expectedVotes, p.votes > 100])).toEqual([['enacted-budget', true, true]]);
    const published = await publishFrameworkPaper(url);
    const fy = `${published.budgetYear.slice(0, 4)}/${published.budgetYear.slice(7, 9)}`;

    const page = await newPage(app.browser, 'en');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const scripts: Promise<number>[] = [];
    page.on('response', (r) => { if (r.url().endsWith('.js')) scripts.push(r.body().then((b) => gzipSync(b).length)); });
    await page.goto(`${url}/open`);
    await page.getByRole('heading', { name: PORTAL_TEXT.en.title }).waitFor();
    await page.getByRole('table', { name: PORTAL_TEXT.en.byFunction }).waitFor();
    // Signed out, no staff app: the page carries its own few kilobytes of script.
    const weight = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    expect(weight).toBeGreaterThan(0);
    expect(weight).toBeLessThanOrEqual(100 * 1024);
    // One vote's Budget Framework Paper is not the year's budget: the page opens on the last complete budget, and the
    // partial one, chosen, says how many votes it covers and sets no change against a whole year.
    const enactedYear = (await (await fetch(`${url}/api/open/publications`)).json() as { publications: { document: string; budgetYear: string; votes: number; expectedVotes: number; total: number }[] })
      .publications;
    const enacted = enactedYear.find((p) => p.document === 'enacted-budget')!;
    const partial = enactedYear.find((p) => p.document === 'pre-budget-statement')!;
    expect(partial.votes).toBeLessThan(partial.expectedVotes);
    await page.getByText(`${PORTAL_TEXT.en['doc.enacted-budget']} ${enacted.budgetYear.slice(0, 4)}/${enacted.budgetYear.slice(7, 9)}`).waitFor();
    // The whole budget per person, from the year's population on the Fiscal Years master.
    const people = (await (await fetch(`${url}/api/open/publications`)).json() as { population: Record<string, number> }).population[enacted.budgetYear]!;
    const perPerson = page.locator('.card').filter({ hasText: PORTAL_TEXT.en.perPerson });
    expect(await perPerson.locator('.big').textContent()).toBe(`UGX ${new Intl.NumberFormat('en').format(Math.round(enacted.total / people))}`);
    expect(await perPerson.textContent()).toContain(PORTAL_TEXT.en.population.replace('{n}', new Intl.NumberFormat('en').format(people)));
    // Where the money comes from: taxes, other revenue, grants and borrowing, and the deficit borrowing meets — as published.
    const enactedFiles = (await (await fetch(`${url}/api/open/publications`)).json() as { publications: { document: string; files: Record<string, { url: string }> }[] })
      .publications.find((p) => p.document === 'enacted-budget')!.files;
    const src = (await (await fetch(`${url}${enactedFiles['summary.json']!.url}`)).json() as { total: number; sources: { lines: { code: string; amount: number }[] } }).sources;
    const revenue = src.lines.filter((l) => !l.code.startsWith('33')).reduce((a, l) => a + l.amount, 0);
    const fmt = (x: number) => new Intl.NumberFormat('en').format(x);
    await page.getByRole('table', { name: PORTAL_TEXT.en.sources }).waitFor();
    expect(await page.locator('#balance').textContent())
      .toBe(`${PORTAL_TEXT.en.revenueGrants}UGX ${fmt(revenue)}${PORTAL_TEXT.en.spending}UGX ${fmt(enacted.total)}${PORTAL_TEXT.en.deficit}UGX ${fmt(enacted.total - revenue)}`);
    expect(await page.getByRole('table', { name: PORTAL_TEXT.en.taxesByKind }).getByRole('row').count()).toBe(1 + src.lines.filter((l) => l.code.startsWith('11')).length);
    expect(await page.getByRole('link', { name: PORTAL_TEXT.en.revenueCsv, exact: false }).getAttribute('href')).toMatch(/^\/api\/open\/publications\/\d+\/revenue\.csv$/);
    await page.selectOption('#year', published.budgetYear);
    await page.getByText(`${PORTAL_TEXT.en['doc.pre-budget-statement']} ${fy}`).waitFor();
    // A budget of some votes is not shared out per person, nor set against the nation's revenue.
    expect(await page.locator('.card').filter({ hasText: PORTAL_TEXT.en.perPerson }).count()).toBe(0);
    expect(await page.getByRole('table', { name: PORTAL_TEXT.en.sources }).count()).toBe(0);
    expect(await page.getByText(PORTAL_TEXT.en.partial.replace('{n}', String(partial.votes)).replace('{m}', String(partial.expectedVotes))).count()).toBe(1);
    expect(await page.locator('.cards .card').nth(1).locator('.big').textContent()).toBe('—');
    // The Framework Paper prints its figures and its detailed lines; the page states both totals and the gap.
    const files = (await (await fetch(`${url}/api/open/publications`)).json() as { publications: { document: string; files: Record<string, { url: string }> }[] })
      .publications.find((p) => p.document === 'pre-budget-statement')!.files;
    const r = (await (await fetch(`${url}${files['summary.json']!.url}`)).json() as { reconciliation: { figures: number; lines: number; difference: number } }).reconciliation;
    expect(r.difference).toBeGreaterThan(0);
    const n = (x: number) => new Intl.NumberFormat('en').format(x);
    expect(await page.locator('.reconcile').textContent()).toBe(PORTAL_TEXT.en.reconcile.replace('{f}', n(r.figures)).replace('{l}', n(r.lines)).replace('{d}', n(r.difference)));
    // The page is asked for again each time; the hashed scripts it names are kept for good.
    expect((await fetch(`${url}/open`)).headers.get('cache-control')).toBe('no-cache');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${url}/open`)).text())?.[1];
    expect((await fetch(`${url}${asset}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await page.getByRole('link', { name: PORTAL_TEXT.en.csv, exact: false }).getAttribute('href')).toMatch(/^\/api\/open\/publications\/\d+\/budget\.csv$/);
    const axe = async () => (await new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(true).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(await axe()).toEqual([]);

    // By keyboard: the skip link first, then a vote's page through its link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(PORTAL_TEXT.en.skip);
    const voteLink = page.getByRole('link', { name: 'Ministry of Health' });
    await voteLink.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^014 / }).waitFor();
    await page.getByRole('table', { name: PORTAL_TEXT.en.programmes }).waitFor();
    expect(page.url()).toMatch(/\/open\/votes\/014\?year=/);
    expect(await axe()).toEqual([]);

    // On a 390 px phone nothing slides sideways.
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Every language: its own words, no English left on the page's headings.
    for (const lang of ['de', 'es', 'fr', 'ja', 'zh'] as const) {
      await page.selectOption('#lang', lang);
      await page.getByRole('table', { name: PORTAL_TEXT[lang].programmes }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await page.locator('body').textContent()).not.toContain(PORTAL_TEXT.en.title);
      // What the words mean, in the reader's language.
      await page.getByText(GLOSSARY[lang].title).click();
      expect(await page.getByText(GLOSSARY[lang].terms[6]![1]).isVisible()).toBe(true);
    }
    await page.close();
  });

  it('keeps every table\'s shares and the balance on a 390 px phone in every language', async () => {
    const page = await newPage(app.browser, 'en');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${app.server.url}/open`);
    for (const lang of ['en', 'de', 'es', 'fr', 'ja', 'zh'] as const) {
      await page.selectOption('#lang', lang);
      await page.getByRole('table', { name: PORTAL_TEXT[lang].byFunction }).waitFor();
      await page.locator('#balance').waitFor();
      // German's long words and a figure to the shilling once pushed the shares and the balance past the edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(390);
      const past = await page.evaluate(() => [...document.querySelectorAll('td.share, #balance dd')].filter((e) => e.getBoundingClientRect().right > innerWidth).length);
      expect(past, lang).toBe(0);
    }
    await page.close();
  });

  it('sets the years side by side, readable on a phone and accessible, once two years are published whole', async () => {
    const url = app.server.url;
    // The demo publishes one whole year; the years' answer is given a second, earlier one scaled from it, as the API's
    // own test builds them (test/open-years.test.ts), to look at the tables as a reader would.
    const real = (await (await fetch(`${url}/api/open/years`)).json() as { years: { budgetYear: string; total: number; byFunction: { amount: number }[]; bySector: { amount: number }[]; votes: { code: string; amount: number }[] }[] }).years;
    expect(real).toHaveLength(1);
    const [one] = real;
    const scale = <T extends { amount: number }>(l: T[]) => l.map((x) => ({ ...x, amount: Math.round(x.amount * 0.8) }));
    const earlier = { ...one!, budgetYear: '2023-2024', total: Math.round(one!.total * 0.8), byFunction: scale(one!.byFunction), bySector: scale(one!.bySector), votes: scale(one!.votes) };
    const page = await newPage(app.browser, 'en');
    await page.route('**/api/open/years', (route) => route.fulfill({ json: { years: [earlier, one] } }));
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${url}/open`);
    const side = page.getByRole('table', { name: PORTAL_TEXT.en.bySector });
    await side.waitFor();
    expect(await side.locator('tfoot td.num').last().textContent()).toBe('+25%');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const axe = (await new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(true).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(axe.map((v) => v.id)).toEqual([]);
    await page.getByRole('link', { name: 'Ministry of Health' }).click();
    await page.getByRole('table', { name: PORTAL_TEXT.en.voteYears }).waitFor();
    await page.close();
  });

  it('takes a citizen\'s question without sign-in, shows nothing of it until the ministry answers, then the answer and not who asked', async () => {
    const url = app.server.url;
    const page = await newPage(app.browser, 'fr');
    await page.goto(`${url}/open?lang=fr`);
    await page.getByRole('heading', { name: PORTAL_TEXT.fr.askTitle }).waitFor();
    await page.getByLabel(PORTAL_TEXT.fr.askQuestion).fill('Pourquoi le budget de la santé augmente-t-il cette année ?');
    await page.getByLabel(PORTAL_TEXT.fr.askName).fill('Awino');
    await page.getByLabel(PORTAL_TEXT.fr.askEmail).fill('awino@example.org');
    await page.getByRole('button', { name: PORTAL_TEXT.fr.askSend }).click();
    await page.getByText(PORTAL_TEXT.fr.askSent).waitFor();
    expect(await page.getByText('Pourquoi le budget de la santé').count()).toBe(0);
    // A question too short is refused in French, by the server.
    await page.getByLabel(PORTAL_TEXT.fr.askQuestion).evaluate((e) => e.removeAttribute('minlength'));
    await page.getByLabel(PORTAL_TEXT.fr.askQuestion).fill('Court');
    await page.getByRole('button', { name: PORTAL_TEXT.fr.askSend }).click();
    await page.getByText(/au moins 10 caractères/).waitFor();

    const admin = await apiSignIn(url, 'admin');
    const { citizenQuestions } = await gql(url, '{ citizenQuestions(State: "new") { Questions { Question_ID Question Name } } }', {}, admin);
    const q = citizenQuestions.Questions.find((x: { Question: string }) => x.Question.startsWith('Pourquoi'));
    expect(q.Name).toBe('Awino');
    await gql(url, 'mutation($q:Int!){ answerCitizenQuestion(Question_ID:$q, Answer:"Trois nouveaux hôpitaux ouvrent.", Publish:true){ State } }', { q: q.Question_ID }, admin);
    await page.reload();
    await page.getByText('Trois nouveaux hôpitaux ouvrent.').waitFor();
    expect(await page.getByText('Pourquoi le budget de la santé augmente-t-il cette année ?').count()).toBe(1);
    expect(await page.locator('body').textContent()).not.toMatch(/Awino|awino@example/);
    await page.close();
  });

  it('shows the ministry\'s account of the year\'s priorities, written on the Archives page, above the year\'s figures and without its author', async () => {
    const url = app.server.url;
    const all = (await (await fetch(`${url}/api/open/publications`)).json() as { publications: { document: string; budgetYear: string }[] }).publications;
    const year = all.find((p) => p.document === 'enacted-budget')!.budgetYear;
    const staff = await openAs(app, 'admin', '/archives');
    const panel = staff.getByTestId('priorities-panel');
    await choose(staff, panel.locator('.ant-select'), year);
    await panel.getByTestId('priorities-text').fill('Roads that reach markets.\nA clinic in every sub-county.');
    await panel.getByTestId('priorities-save').click();
    await panel.getByText(/Written by admin/).waitFor();

    const page = await newPage(app.browser, 'en');
    await page.goto(`${url}/open?year=${year}`);
    const said = page.locator('.priorities');
    await said.getByRole('heading', { name: PORTAL_TEXT.en.priorities }).waitFor();
    expect(await said.locator('p').allTextContents()).toEqual(['Roads that reach markets.', 'A clinic in every sub-county.']);
    expect(await said.textContent()).not.toContain('admin');
    // Saved empty, it is taken off the portal.
    await panel.getByTestId('priorities-text').fill('');
    await panel.getByTestId('priorities-save').click();
    await staff.getByText('The priorities are taken off the citizens\' budget').waitFor();
    await page.reload();
    await page.getByRole('table', { name: PORTAL_TEXT.en.byFunction }).waitFor();
    expect(await page.locator('.priorities').count()).toBe(0);
    await Promise.all([page.close(), staff.close()]);
  });

  it('lists the adjusted budget with the year\'s downloads once a virement report is consolidated, its data in the adjusted phase', async () => {
    const url = app.server.url;
    // The year's budget is the one the test above published: a year shows once its budget is out.
    const adjusted = await publishAdjustedBudget(url, 1_250_000);
    const page = await newPage(app.browser, 'en');
    await page.goto(`${url}/open?year=${adjusted.budgetYear}`);
    const heading = page.getByRole('heading', { name: PORTAL_TEXT.en['doc.adjusted-budget'] });
    await heading.waitFor();
    // Its own downloads under its heading: the package's table, with the adjusted phase's column.
    const csv = page.locator('h3', { hasText: PORTAL_TEXT.en['doc.adjusted-budget'] }).locator('xpath=following-sibling::ul[1]').getByRole('link', { name: PORTAL_TEXT.en.csv });
    const href = await csv.getAttribute('href');
    expect(href).toBe(`/api/open/publications/${adjusted.id}/budget.csv`);
    const body = await (await fetch(`${url}${href}`)).text();
    expect(body.split('\r\n')[0]).toContain('adjusted_ugx');
    const moved = body.split('\r\n').filter((l) => l.includes(',014,'));
    expect(moved.length).toBeGreaterThan(0);
    // In French too.
    await page.selectOption('#lang', 'fr');
    await page.getByRole('heading', { name: PORTAL_TEXT.fr['doc.adjusted-budget'] }).waitFor();
    await page.close();
  });

  it('lists the in-year report of a consolidated quarter under the year being carried out, its table the releases and spending to the quarter\'s end', async () => {
    const url = app.server.url;
    const q1 = await publishFirstQuarter(url);
    const page = await newPage(app.browser, 'en');
    // The year being carried out shows (its enacted budget is out), with the quarter's downloads under their heading.
    await page.goto(`${url}/open?year=${q1.budgetYear}`);
    const name = PORTAL_TEXT.en['doc.in-year-report'].replace('{q}', '1');
    await page.getByRole('heading', { name: PORTAL_TEXT.en['doc.enacted-budget'] }).first().waitFor();
    const csv = page.locator('h3', { hasText: name }).locator('xpath=following-sibling::ul[1]').getByRole('link', { name: PORTAL_TEXT.en.csv });
    const href = await csv.getAttribute('href');
    expect(href).toBe(`/api/open/publications/${q1.id}/budget.csv`);
    const [head, ...lines] = (await (await fetch(`${url}${href}`)).text()).trim().split('\r\n');
    expect(head).toContain('released_ugx');
    expect(lines.some((l) => l.includes(',014,'))).toBe(true);
    // What was spent so far against the approved budget, as the quarter's report published it.
    const summary = await (await fetch(`${url}/api/open/publications/${q1.id}/summary.json`)).json() as { approved: number; spent: number };
    const section = page.locator('section.in-year');
    await section.getByRole('heading', { name: PORTAL_TEXT.en.inYear.replace('{q}', '1') }).waitFor();
    const share = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(summary.spent / summary.approved);
    expect(await section.locator('.big').textContent()).toMatch(new RegExp(`^${share.replace('.', '\\.')} · UGX `));
    expect(await section.getByRole('row', { name: /Ministry of Health/ }).count()).toBe(1);
    // In Chinese too, quarter and all.
    await page.selectOption('#lang', 'zh');
    await page.locator('h3', { hasText: PORTAL_TEXT.zh['doc.in-year-report'].replace('{q}', '1') }).waitFor();
    await page.getByRole('heading', { name: PORTAL_TEXT.zh.inYear.replace('{q}', '1') }).waitFor();
    await page.close();
  });

  it('finds what the budget holds by name, and walks a vote down to its items: accessible, on a phone, in French', async () => {
    const url = app.server.url;
    const page = await newPage(app.browser, 'en');
    await page.goto(`${url}/open`);
    await page.getByRole('heading', { name: PORTAL_TEXT.en.search }).waitFor();
    // A function opened down to the votes that spend on it: Health's function lists vote 014, which leads to its page.
    const functions = page.locator('section.walks', { has: page.getByRole('heading', { name: PORTAL_TEXT.en.fnWalk }) });
    await functions.locator('summary', { hasText: /^07 / }).click();
    await functions.getByRole('link', { name: /^014 / }).waitFor();
    await page.getByLabel(PORTAL_TEXT.en.searchHint).fill('Health');
    await page.getByRole('button', { name: PORTAL_TEXT.en.searchGo }).click();
    await page.locator('.hits').getByRole('link', { name: /^014 / }).first().click();
    await page.getByRole('heading', { name: /^014 / }).waitFor();
    // The walk is the published lines': programme, sub-programme, output, then each item with its amount.
    const enacted = (await (await fetch(`${url}/api/open/publications`)).json() as { publications: { id: number; document: string }[] }).publications.find((p) => p.document === 'enacted-budget')!;
    type W = { code: string; name: string; amount: number; children?: W[] };
    const walk = await (await fetch(`${url}/api/open/publications/${enacted.id}/votes/014`)).json() as { programmes: W[] };
    const [programme] = walk.programmes;
    const sub = programme!.children![0]!;
    const output = sub.children![0]!;
    const fmt = (x: number) => new Intl.NumberFormat('en').format(x);
    const walks = page.locator('section.walks');
    await walks.getByText(`${programme!.code} ${programme!.name} — UGX ${fmt(programme!.amount)}`).click();
    await walks.getByText(`${sub.code} ${sub.name} — UGX ${fmt(sub.amount)}`).click();
    await walks.getByText(`${output.code} ${output.name} — UGX ${fmt(output.amount)}`).click();
    for (const item of output.children!) expect(await walks.getByText(`${item.code} ${item.name} — UGX ${fmt(item.amount)}`, { exact: true }).isVisible()).toBe(true);
    const axe = (await new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(true).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(axe.map((v) => v.id)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.selectOption('#lang', 'fr');
    await page.getByRole('heading', { name: PORTAL_TEXT.fr.walk }).waitFor();
    await page.getByRole('link', { name: `← ${PORTAL_TEXT.fr.back}` }).click();
    await page.getByRole('heading', { name: PORTAL_TEXT.fr.search }).waitFor();
    await page.getByLabel(PORTAL_TEXT.fr.searchHint).fill('zzzz-nothing');
    await page.getByRole('button', { name: PORTAL_TEXT.fr.searchGo }).click();
    await page.getByText(PORTAL_TEXT.fr.searchNone).waitFor();
    await page.close();
  });
});

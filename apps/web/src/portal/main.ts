import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@pbs/domain';
import './portal.css';
import {
  answersOf, calendarOf, firstYear, functionWalk, headlineOf, inYearOf, isComplete, isExecution, latestInYear, prioritiesOf, publications, searchBudget, sendQuestion, sideBySide, summaryOf, voteWalk, yearBefore, yearsOf,
  type Answer, type CalendarRow, type Hit, type InYear, type Priorities, type Publication, type Summary, type Total, type Walked, type YearTotals,
} from './data';
import { PORTAL_TEXT, type PortalKey } from './text';
import { GLOSSARY } from './glossary';
import { barTable, bytes, h, money, percent, short } from './view';
import { nationalYears, voteYears, type YearsView } from './years';

/**
 * The citizens' budget: a public page without sign-in that reads only the published open data
 * (/api/open/…). Plain DOM, no framework, so a reader on a slow link loads a few kilobytes.
 */
const LANGUAGE_KEY = 'pbs-language';
const params = new URLSearchParams(location.search);
let lang: Language = pick(params.get('lang')) ?? pick(localStorage.getItem(LANGUAGE_KEY)) ?? pick(navigator.language.slice(0, 2)) ?? 'en';
function pick(l: string | null): Language | null { return l && (LANGUAGES as readonly string[]).includes(l) ? l as Language : null; }

const t = (key: PortalKey, vars: Record<string, string | number> = {}) =>
  PORTAL_TEXT[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
const fy = (y: string) => `${y.slice(0, 4)}/${y.slice(7, 9)}`;
const docName = (document: string, quarter: number | null = null) => t(`doc.${document}` as PortalKey, { q: quarter ?? '' });

const root = document.getElementById('portal') ?? document.body;
let all: Publication[] | null = null;
let population: Record<string, number> = {};
let side: Promise<YearTotals[]> | null = null;

/** Where the reader is: the year, and a vote's page or the national one. */
function route() {
  const vote = /^\/open\/votes\/([^/]+)$/.exec(location.pathname)?.[1];
  return { year: new URLSearchParams(location.search).get('year'), vote: vote ? decodeURIComponent(vote) : null };
}

function go(path: string) {
  history.pushState(null, '', path);
  void render();
}

/** A link the portal follows itself, keeping the year. */
function link(path: string, text: string, year: string) {
  const href = `${path}?year=${year}`;
  return h('a', { href, onclick: (e) => { e.preventDefault(); go(href); } }, text);
}

function header() {
  const select = h('select', { id: 'lang', onchange: (e) => {
    lang = (e.target as HTMLSelectElement).value as Language;
    localStorage.setItem(LANGUAGE_KEY, lang);
    void render();
  } }, LANGUAGES.map((l) => h('option', { value: l, selected: l === lang, lang: l }, LANGUAGE_NAMES[l])));
  return h('header', {},
    h('a', { class: 'skip', href: '#main' }, t('skip')),
    h('div', { class: 'wrap top' }, h('div', {}, h('h1', {}, t('title')), h('p', { class: 'lead' }, t('lead'))),
      h('div', { class: 'lang' }, h('label', { for: 'lang' }, t('language')), select)));
}

function yearPicker(years: string[], year: string) {
  return h('div', { class: 'year' }, h('label', { for: 'year' }, t('year')),
    h('select', { id: 'year', onchange: (e) => go(`${location.pathname}?year=${(e.target as HTMLSelectElement).value}`) },
      years.map((y) => h('option', { value: y, selected: y === year }, fy(y)))));
}

/**
 * The year's total and its change from the year before — only between two complete budgets: a publication of some
 * votes says so and is never set against a whole one. The year before's total is the list's, not its whole summary.
 */
function headline(p: Publication, s: Summary, before: Publication | null) {
  const comparable = before !== null && isComplete(p) && isComplete(before);
  const change = comparable ? (s.total - before.total) / before.total : null;
  return h('section', { class: 'cards', 'aria-label': t('total') },
    h('div', { class: 'card' }, h('h2', {}, t('total')), h('p', { class: 'big', id: 'total-figure' }, `UGX ${short(lang, s.total)}`), h('p', {}, `${money(lang, s.total)} UGX`)),
    h('div', { class: 'card' }, h('h2', {}, t('change')), h('p', { class: 'big' }, change === null ? '—' : percent(lang, change, true)),
      h('p', {}, !isComplete(p) ? t('partial', { n: p.votes, m: p.expectedVotes }) : comparable ? `${fy(before.budgetYear)}: UGX ${short(lang, before.total)}` : t('noChange'))),
    h('div', { class: 'card' }, h('h2', {}, docName(p.document)), h('p', { class: 'big' }, t(`phase.${p.phase}` as PortalKey)),
      h('p', {}, `${t('votesOf', { n: p.votes, m: p.expectedVotes })} · ${t('lines', { n: money(lang, p.lines) })}`)),
    perPerson(p, s), reconciled(s));
}

/** The whole budget shared by everyone in the country that year; not for a budget of some votes, nor without a population. */
function perPerson(p: Publication, s: Summary) {
  const people = population[p.budgetYear];
  if (!people || !isComplete(p)) return null;
  return h('div', { class: 'card' }, h('h2', {}, t('perPerson')), h('p', { class: 'big' }, `UGX ${money(lang, Math.round(s.total / people))}`),
    h('p', {}, t('population', { n: money(lang, people) })));
}

/** Where the document's figures and its detailed lines differ, both totals and the gap, so neither is taken for the other. */
function reconciled(s: Summary) {
  const r = s.reconciliation;
  if (!r || r.difference === 0) return null;
  return h('p', { class: 'reconcile' }, t('reconcile', { f: money(lang, r.figures), l: money(lang, r.lines), d: money(lang, r.difference) }));
}

const head = () => ({ code: t('code'), name: t('name'), amount: t('amount'), share: t('share') });

/** A publication's files: its data package, its CSV and the signed PDF, each a link. */
const filesOf = (p: Publication) => [
  h('li', {}, h('a', { href: p.files['datapackage.json'].url }, t('data'))),
  h('li', {}, h('a', { href: p.files['budget.csv'].url, download: '' }, `${t('csv')} — ${bytes(lang, p.files['budget.csv'].bytes)}`)),
  p.files['revenue.csv'] ? h('li', {}, h('a', { href: p.files['revenue.csv'].url, download: '' }, `${t('revenueCsv')} — ${bytes(lang, p.files['revenue.csv'].bytes)}`)) : null,
  p.files['lines.csv'] ? h('li', {}, h('a', { href: p.files['lines.csv'].url, download: '' }, `${t('linesCsv')} — ${bytes(lang, p.files['lines.csv'].bytes)}`)) : null,
  p.pdf ? h('li', {}, h('a', { href: p.pdf, download: '' }, t('pdf'))) : null,
];

/**
 * The budget's downloads, then what followed it in the year: the adjusted budget (supplementaries and virements)
 * and the in-year reports (releases and spending to each quarter's end), newest first.
 */
function downloads(p: Publication, inYear: Publication[]) {
  return h('section', { 'aria-labelledby': 'dl' }, h('h2', { id: 'dl' }, t('downloads')),
    h('ul', { class: 'downloads' }, ...filesOf(p)),
    ...inYear.flatMap((q) => [h('h3', {}, docName(q.document, q.quarter)), h('ul', { class: 'downloads' }, ...filesOf(q))]));
}

function calendar(year: string, rows: CalendarRow[]) {
  const date = (d: string | null) => (d ? new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`)) : '—');
  return h('section', { 'aria-labelledby': 'cal' }, h('h2', { id: 'cal' }, `${t('calendar')} ${fy(year)}`),
    h('div', { class: 'scroll', tabindex: 0, role: 'region', 'aria-labelledby': 'cal' }, h('table', {},
      h('thead', {}, h('tr', {}, [t('document'), t('due'), t('published'), t('status')].map((c) => h('th', { scope: 'col' }, c)))),
      h('tbody', {}, rows.map((r) => h('tr', {}, h('th', { scope: 'row' }, docName(r.document, r.quarter)), h('td', {}, date(r.due)), h('td', {}, date(r.publishedOn)),
        h('td', {}, h('span', { class: `status ${r.status}` }, t(`status.${r.status}` as PortalKey)))))))));
}

/**
 * A question or comment for the ministry, without sign-in (kept for the ministry; nothing shown until it answers), and
 * the answers it has published for the year. The hidden field is left empty by people and filled by robots.
 */
function questions(year: string, vote: string | null, published: Answer[]) {
  const status = h('p', { role: 'status', class: 'ask-status' });
  const form = h('form', { class: 'ask', onsubmit: (e) => {
    e.preventDefault();
    const data = new FormData(e.target as HTMLFormElement);
    const field = (k: string) => { const v = data.get(k); return typeof v === 'string' ? v.trim() : ''; };
    const button = (e.target as HTMLFormElement).querySelector('button');
    if (button) button.disabled = true;
    void sendQuestion(lang, { Question: field('question'), Name: field('name'), Email: field('email'), Budget_Year: year, ...(vote ? { Vote_Code: vote } : {}), Website: field('website') })
      .then((refused) => {
        status.textContent = refused === null ? t('askSent') : t('askFailed', { reason: refused });
        if (refused === null) (e.target as HTMLFormElement).reset();
      }, () => { status.textContent = t('askFailed', { reason: t('failed') }); })
      .finally(() => { if (button) button.disabled = false; });
  } },
    h('label', { for: 'q-question' }, t('askQuestion')),
    h('textarea', { id: 'q-question', name: 'question', required: true, minlength: 10, maxlength: 2000, rows: 4 }),
    h('label', { for: 'q-name' }, t('askName')), h('input', { id: 'q-name', name: 'name', maxlength: 100, autocomplete: 'name' }),
    h('label', { for: 'q-email' }, t('askEmail')), h('input', { id: 'q-email', name: 'email', type: 'email', maxlength: 200, autocomplete: 'email' }),
    h('div', { class: 'hp', 'aria-hidden': 'true' }, h('label', { for: 'q-website' }, 'Website'), h('input', { id: 'q-website', name: 'website', tabindex: -1, autocomplete: 'off' })),
    h('button', { type: 'submit' }, t('askSend')), status);
  return h('section', { 'aria-labelledby': 'ask' }, h('h2', { id: 'ask' }, t('askTitle')), form,
    h('h3', {}, t('answers')),
    published.length ? h('dl', { class: 'answers' }, published.flatMap((a) => [h('dt', {}, a.question), h('dd', {}, h('strong', {}, `${t('answerLabel')}: `), a.answer)]))
      : h('p', {}, t('noAnswers')));
}

/** The words the page uses and what they mean, folded away until asked for. */
function glossary() {
  const g = GLOSSARY[lang];
  return h('section', {}, h('details', { class: 'glossary' }, h('summary', {}, g.title),
    h('dl', {}, g.terms.flatMap(([term, meaning]) => [h('dt', {}, term), h('dd', {}, meaning)]))));
}

/** The ministry's own account of the year's priorities, a paragraph for each it wrote; nothing when it wrote none. */
function priorities(said: Priorities | null) {
  if (!said) return [];
  return [h('section', { class: 'priorities' }, h('h3', {}, t('priorities')),
    ...said.text.split(/\n{2,}|\n/).filter((x) => x.trim()).map((x) => h('p', {}, x)))];
}

/**
 * Where the year's money comes from — taxes, other revenue, grants and net borrowing (GFSM 2014 codes) — and what
 * revenue and grants leave of spending, met by borrowing; nothing for a budget that gives no sources.
 */
function sources(s: Summary) {
  if (!s.sources) return [];
  const x = s.sources.totals;
  const kinds: Total[] = [
    { code: '11', name: t('kind.tax'), amount: x.tax }, { code: '12, 14', name: t('kind.nonTax'), amount: x.nonTax },
    { code: '13', name: t('kind.grant'), amount: x.grant }, { code: '33', name: t('kind.borrowing'), amount: x.borrowing },
  ];
  const taxes = s.sources.lines.filter((l) => l.kind === 'tax').map((l) => ({ ...l, name: t(`src.${l.code}` as PortalKey) }));
  const row = (term: string, amount: number) => [h('dt', {}, term), h('dd', {}, `UGX ${money(lang, amount)}`)];
  return [h('section', { class: 'sources' },
    barTable(lang, t('sources'), head(), kinds, x.revenue + x.borrowing),
    h('dl', { class: 'balance', id: 'balance' },
      ...row(t('revenueGrants'), x.revenue), ...row(t('spending'), x.spending), ...row(t(x.balance < 0 ? 'deficit' : 'surplus'), Math.abs(x.balance))),
    x.balance < 0 && x.borrowing > 0 ? h('p', {}, t('financed', { b: money(lang, x.borrowing) })) : null,
    x.unfinanced !== 0 ? h('p', { class: 'reconcile' }, t('unfinanced', { u: money(lang, x.unfinanced) })) : null,
    taxes.length ? barTable(lang, t('taxesByKind'), head(), taxes, x.tax) : null)];
}

/** A search of the published budget by name or code; its hits link to their vote, an item says its national total. */
function search(p: Publication, year: string) {
  const results = h('div', { class: 'hits', role: 'status' });
  const show = (hits: Hit[]) => results.replaceChildren(hits.length ? h('ul', {}, hits.map((x) => h('li', {},
    h('span', { class: 'kind' }, t(`kind.${x.kind}` as PortalKey)), ' ',
    x.vote ? link(`/open/votes/${encodeURIComponent(x.vote)}`, `${x.code} ${x.name}`, year) : `${x.code} ${x.name}`,
    ` — UGX ${money(lang, x.amount)}`, x.kind === 'item' ? ` (${t('votesN', { n: x.votes ?? 0 })})` : x.kind !== 'vote' ? ` · ${x.vote} ${x.voteName}` : ''))) : h('p', {}, t('searchNone')));
  const form = h('form', { class: 'find', role: 'search', onsubmit: (e) => {
    e.preventDefault();
    const asked = new FormData(e.target as HTMLFormElement).get('q');
    const q = typeof asked === 'string' ? asked.trim() : '';
    if (q.length < 2) return;
    void searchBudget(p, q).then(show, () => results.replaceChildren(h('p', {}, t('failed'))));
  } }, h('label', { for: 'find-q' }, t('searchHint')), h('input', { id: 'find-q', name: 'q', type: 'search', minlength: 2, maxlength: 80 }), h('button', { type: 'submit' }, t('searchGo')));
  return h('section', { 'aria-labelledby': 'find' }, h('h2', { id: 'find' }, t('search')), form, results);
}

/** What was spent in the year against the approved budget, from its latest in-year report: the nation's, or one vote's. */
function inYear(x: InYear | null, vote: string | null) {
  const rows = x ? (vote ? x.votes.filter((v) => v.code === vote) : [...x.votes].sort((a, b) => b.approved - a.approved)) : [];
  if (!x || !rows.length) return [];
  const whole = vote ? rows[0] ?? x : x;
  const share = (l: { approved: number; spent: number }) => (l.approved ? percent(lang, l.spent / l.approved) : '—');
  return [h('section', { class: 'in-year', 'aria-labelledby': 'in-year' }, h('h2', { id: 'in-year' }, t('inYear', { q: x.quarter })), h('p', {}, t('inYearNote', { q: x.quarter })),
    h('p', { class: 'big' }, `${share(whole)} · UGX ${short(lang, whole.spent)} / ${short(lang, whole.approved)}`),
    vote ? null : h('div', { class: 'scroll', tabindex: 0, role: 'region', 'aria-labelledby': 'in-year' }, h('table', {},
      h('thead', {}, h('tr', {}, [t('code'), t('name'), t('approvedCol'), t('releasedCol'), t('spentCol'), t('spentShare')].map((c, i) => h('th', { scope: 'col', class: i > 1 ? 'num' : undefined }, c)))),
      h('tbody', {}, rows.map((l) => h('tr', {}, h('td', {}, l.code), h('th', { scope: 'row' }, l.name),
        ...[l.approved, l.released, l.spent].map((n) => h('td', { class: 'num' }, money(lang, n))), h('td', { class: 'num' }, share(l))))))))];
}

/** A vote's budget walked down, each level folded until opened: programme, sub-programme, output, then its items. */
function walk(children: Walked[], depth = 0): HTMLElement {
  return h('ul', { class: `walk d${depth}` }, children.map((c) => h('li', {}, c.children?.length
    ? h('details', {}, h('summary', {}, `${c.code} ${c.name} — UGX ${money(lang, c.amount)}`), walk(c.children, depth + 1))
    : `${c.code} ${c.name} — UGX ${money(lang, c.amount)}`)));
}

function national(p: Publication, s: Summary, before: Publication | null, year: string, said: Priorities | null) {
  const fn = s.byFunction.map((f) => ({ ...f, name: f.code ? t(`cofog.${f.code}` as PortalKey) : f.name }));
  return [
    headline(p, s, before),
    search(p, year),
    ...priorities(said),
    ...sources(s),
    h('section', {}, barTable(lang, t('byFunction'), head(), fn, s.total)),
    functionsSection(p, fn, year),
    h('section', {}, barTable(lang, t('byFund'), head(), s.byFund, s.total)),
    h('section', {}, h('div', { class: 'scroll', tabindex: 0, role: 'region', 'aria-label': t('byVote') },
      barTable(lang, t('byVote'), head(), s.votes, s.total, (v) => link(`/open/votes/${encodeURIComponent(v.code)}`, v.name, year)))),
  ];
}

function votePage(p: Publication, s: Summary, code: string, year: string) {
  const v = s.votes.find((x) => x.code === code);
  if (!v) return [h('p', {}, t('nothing')), h('p', {}, link('/open', t('back'), year))];
  return [
    h('p', {}, link('/open', `← ${t('back')}`, year)),
    h('h2', {}, `${v.code} ${v.name}`),
    h('p', { class: 'big' }, `UGX ${money(lang, v.amount)}`),
    h('section', {}, barTable(lang, t('programmes'), head(), v.programmes, v.amount)),
    ...v.programmes.map((p) => h('section', {}, barTable(lang, t('outputsOf', { p: `${p.code} ${p.name}` }), head(), p.outputs, p.amount))),
    h('section', {}, barTable(lang, t('byFund'), head(), v.funds, v.amount)),
    walkSection(p, code),
  ];
}

/**
 * Each function of government opened down to the votes that spend on it (and the sectors they spend through), each vote
 * leading to its own page and walk: fetched when a reader opens the function, never before.
 */
function functionsSection(p: Publication, fns: Total[], year: string) {
  return h('section', { class: 'walks', 'aria-labelledby': 'fn-walk' }, h('h3', { id: 'fn-walk' }, t('fnWalk')),
    h('ul', { class: 'walk d0' }, fns.map((f) => {
      const open = h('details', {}, h('summary', {}, `${f.code} ${f.name} — UGX ${money(lang, f.amount)}`)) as HTMLDetailsElement;
      open.addEventListener('toggle', () => {
        if (!open.open || open.dataset.loaded) return;
        open.dataset.loaded = '1';
        void functionWalk(p, f.code).then((w) => open.append(h('ul', { class: 'walk d1' }, w.votes.map((v) => h('li', {},
          link(`/open/votes/${encodeURIComponent(v.code)}`, `${v.code} ${v.name}`, year), ` — UGX ${money(lang, v.amount)} (${percent(lang, w.amount ? v.amount / w.amount : 0)})`,
          v.sectors.length > 1 ? h('span', { class: 'sectors' }, ` · ${v.sectors.map((x) => `${x.code} ${x.name}`).join('; ')}`) : null)))),
        () => open.append(h('p', {}, t('failed'))));
      });
      return h('li', {}, open);
    })));
}

/** The vote's walk down to its items, drawn when it comes: the page's figures never wait for it. */
function walkSection(p: Publication, code: string) {
  const section = h('section', { class: 'walks', 'aria-labelledby': 'walk' }, h('h3', { id: 'walk' }, t('walk')));
  void voteWalk(p, code).then((w) => section.append(walk(w.programmes)), () => section.append(h('p', {}, t('failed'))));
  return section;
}

async function render() {
  document.documentElement.lang = lang;
  document.title = t('title');
  const main = h('main', { id: 'main', class: 'wrap', tabindex: -1 }, h('p', { role: 'status' }, t('loading')));
  root.replaceChildren(header(), main);
  try {
    if (!all) ({ publications: all, population } = await publications());
    const years = yearsOf(all);
    const { year: asked, vote } = route();
    const year = asked && years.includes(asked) ? asked : firstYear(all, years);
    const p = year ? headlineOf(all, year) : null;
    if (!year || !p) { main.replaceChildren(h('p', {}, t('nothing'))); return; }
    const before = headlineOf(all, yearBefore(year));
    // The years side by side come when they come: the figures never wait for them.
    const sideSection = h('section', { class: 'years' });
    side ??= sideBySide();
    const sideways = side;
    // The summary and the calendar at once: the figures wait for one round trip after the list, not three. The ministry's
    // words and its answers are extras: the figures are shown without them rather than not at all.
    const spending = latestInYear(all, year);
    const [s, rows, published, said, executed] = await Promise.all([summaryOf(p), calendarOf(year), answersOf(year).catch(() => []), prioritiesOf(year).catch(() => null),
      spending ? inYearOf(spending).catch(() => null) : null]);
    main.replaceChildren(yearPicker(years, year), h('h2', { class: 'doc' }, `${docName(p.document)} ${fy(year)}`),
      ...(vote ? votePage(p, s, vote, year) : national(p, s, before, year, said)),
      ...inYear(executed, vote),
      sideSection,
      downloads(p, all.filter((x) => x.current && x.budgetYear === year && (isExecution(x) || x.document === 'adjusted-budget'))
        .sort((a, b) => (b.quarter ?? 5) - (a.quarter ?? 5))),
      calendar(year, rows), glossary(), questions(year, vote, published));
    const view: YearsView = { lang, t, fy, fnName: (code) => t(`cofog.${code}` as PortalKey) };
    sideways.then((ys) => sideSection.replaceChildren(...(vote ? voteYears(view, ys, vote) : nationalYears(view, ys))), () => { side = null; });
  } catch {
    main.replaceChildren(h('p', { role: 'alert' }, t('failed')));
  }
}

addEventListener('popstate', () => void render());
void render();

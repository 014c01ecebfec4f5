import type { Language } from '@pbs/domain';
import type { Total, YearTotals } from './data';
import { h, money, percent, short } from './view';

/** What the tables need from the page: the reader's language, its words and how a budget year is written. */
export interface YearsView { lang: Language; t: (key: 'yearsTitle' | 'yearsNote' | 'changeCol' | 'name' | 'code' | 'byFunction' | 'bySector' | 'voteYears' | 'amount' | 'year' | 'totalRow') => string; fy: (y: string) => string; fnName: (code: string) => string }

interface Row { code: string; name: string; amounts: (number | null)[] }

/** Rows by code across the years, each named as the latest year holding it names it, in code order. */
function rowsOf(years: YearTotals[], pick: (y: YearTotals) => Total[], name: (t: Total) => string): Row[] {
  const rows = new Map<string, Row>();
  years.forEach((y, i) => {
    for (const t of pick(y)) {
      const row = rows.get(t.code) ?? { code: t.code, name: '', amounts: years.map(() => null) };
      row.name = name(t);
      row.amounts[i] = (row.amounts[i] ?? 0) + t.amount;
      rows.set(t.code, row);
    }
  });
  return [...rows.values()].sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
}

/** The change from the year before to the last, where both hold the row. */
const changeOf = (a: (number | null)[]) => {
  const [before, last] = a.slice(-2);
  return before && last !== null && last !== undefined ? (last - before) / before : null;
};

function table(v: YearsView, caption: string, years: YearTotals[], rows: Row[]) {
  const total = { code: '', name: '', amounts: years.map((y) => y.total) };
  // Amounts shortened (UGX 2.1 bn) to keep years side by side on a phone; the whole figure is the cell's title.
  const line = (r: Row) => {
    const change = changeOf(r.amounts);
    return h('tr', {}, h('td', {}, r.code), h('th', { scope: 'row' }, r.name),
      ...r.amounts.map((a) => h('td', { class: 'num', title: a === null ? undefined : money(v.lang, a) }, a === null ? '—' : short(v.lang, a))),
      h('td', { class: 'num' }, change === null ? '—' : percent(v.lang, change, true)));
  };
  return h('div', { class: 'scroll', tabindex: 0, role: 'region', 'aria-label': caption },
    h('table', { class: 'years-table' }, h('caption', {}, caption),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, v.t('code')), h('th', { scope: 'col' }, v.t('name')),
        ...years.map((y) => h('th', { scope: 'col', class: 'num' }, v.fy(y.budgetYear))), h('th', { scope: 'col', class: 'num' }, v.t('changeCol')))),
      h('tbody', {}, rows.map(line)),
      h('tfoot', {}, line({ ...total, name: v.t('totalRow') }))));
}

/**
 * The nation's complete budgets of several years side by side, by function and by sector, with the change from the
 * year before to the last; nothing where fewer than two years are published whole.
 */
export function nationalYears(v: YearsView, years: YearTotals[]) {
  if (years.length < 2) return [];
  return [h('h2', {}, v.t('yearsTitle')), h('p', {}, v.t('yearsNote')),
    table(v, v.t('byFunction'), years, rowsOf(years, (y) => y.byFunction, (t) => (t.code ? v.fnName(t.code) : t.name))),
    table(v, v.t('bySector'), years, rowsOf(years, (y) => y.bySector, (t) => t.name))];
}

/** A vote's budget in each year it was published whole, with the name it had that year (a code may change hands). */
export function voteYears(v: YearsView, years: YearTotals[], code: string) {
  const held = years.flatMap((y) => y.votes.filter((x) => x.code === code).map((x) => ({ year: y.budgetYear, name: x.name, amount: x.amount })));
  if (held.length < 2) return [];
  return [h('div', { class: 'scroll', tabindex: 0, role: 'region', 'aria-label': v.t('voteYears') },
    h('table', { class: 'years-table' }, h('caption', {}, v.t('voteYears')),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, v.t('year')), h('th', { scope: 'col' }, v.t('name')),
        h('th', { scope: 'col', class: 'num' }, v.t('amount')), h('th', { scope: 'col', class: 'num' }, v.t('changeCol')))),
      h('tbody', {}, held.map((x, i) => {
        const before = held[i - 1];
        const change = before && before.amount ? (x.amount - before.amount) / before.amount : null;
        return h('tr', {}, h('th', { scope: 'row' }, v.fy(x.year)), h('td', {}, x.name), h('td', { class: 'num' }, money(v.lang, x.amount)),
          h('td', { class: 'num' }, change === null ? '—' : percent(v.lang, change, true)));
      }))))];
}

import type { Language } from '@pbs/domain';
import type { Total } from './data';

type Child = Node | string | null | undefined | false;

/** Builds an element: attributes (on… names become listeners) and children, text escaped by the DOM. */
export function h(tag: string, attrs: Record<string, string | number | boolean | ((e: Event) => void) | undefined> = {}, ...children: (Child | Child[])[]) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** Whole shillings, grouped as the reader's language groups them. */
export const money = (lang: Language, n: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(n);

/** A large amount shortened as the reader's language does (2.1 bn, 2,1 Md, 21億). */
export const short = (lang: Language, n: number) => new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(n);

/** A file's size in the reader's language and units (1.5 MB, 1,5 Mo, 1,5 MB, 1.5 MB). */
export function bytes(lang: Language, n: number) {
  const [unit, size] = n >= 1_000_000 ? ['megabyte', n / 1_000_000] as const : n >= 1_000 ? ['kilobyte', n / 1_000] as const : ['byte', n] as const;
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(size);
}

export const percent = (lang: Language, share: number, signed = false) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1, signDisplay: signed ? 'exceptZero' : 'auto' }).format(share);

/**
 * A table of totals whose share column is drawn as a bar: the chart and its figures are one thing, so a screen
 * reader reads the table and a sighted reader sees the bars (hidden from assistive technology).
 */
export function barTable(lang: Language, caption: string, head: { code: string; name: string; amount: string; share: string }, rows: Total[], total: number, label: (t: Total) => Node | string = (t) => t.name) {
  return h('table', { class: 'bars' },
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, head.code), h('th', { scope: 'col' }, head.name), h('th', { scope: 'col', class: 'num' }, head.amount), h('th', { scope: 'col', class: 'share' }, head.share))),
    h('tbody', {}, rows.map((r) => h('tr', {},
      h('td', {}, r.code), h('th', { scope: 'row' }, label(r)), h('td', { class: 'num' }, money(lang, r.amount)),
      // The bar is the row's share of the total, as its figure says: a vote of 0.4 % draws a sliver, not a full bar.
      h('td', { class: 'share' }, bar(total ? r.amount / total : 0), h('span', { class: 'pct' }, percent(lang, total ? r.amount / total : 0)))))));
}

/** A bar as wide as its share; its width is set through the style object, which the content security policy allows. */
function bar(share: number) {
  const el = h('span', { class: 'bar', 'aria-hidden': 'true' });
  el.style.width = `${Math.max(0, Math.min(1, share)) * 100}%`;
  return el;
}

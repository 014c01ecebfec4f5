/** A line of a vote's detailed estimates as voteDetail answers it. */
export interface DetailLine {
  Line_ID: number; Amount: number; Fund_Code: string;
  Programme_ID: number; Programme_Code: string; Programme_Name: string;
  SubProgramme_ID: number; SubProgramme_Code: string; SubProgramme_Name: string;
  Output_ID: number; Output_Code: string; Output_Name: string;
  Item_ID: number; Item_Code: string; Item_Name: string;
}
/** An output new lines may be typed against, with its parents. */
export type DetailOutput = Pick<DetailLine, 'Output_ID' | 'Output_Code' | 'Output_Name' | 'SubProgramme_ID' | 'SubProgramme_Code' | 'SubProgramme_Name' | 'Programme_ID' | 'Programme_Code' | 'Programme_Name'>;
export interface DetailItem { Item_ID: number; Item_Code: string; Item_Name: string }

/** Unsaved amounts by cell (`output:item:fund`); an item added on the screen has its row before any amount. */
export type Edits = Map<string, number>;
export const cellKey = (outputId: number, itemId: number, fund: string) => `${outputId}:${itemId}:${fund}`;
/** The output, item and fund a cell's key names (cellKey's inverse). */
export const cellOf = (key: string) => {
  const [outputId = '', itemId = '', fund = ''] = key.split(':');
  return { outputId: Number(outputId), itemId: Number(itemId), fund };
};

/** A row of the grid: a heading with the totals of what it holds (programme, sub-programme, output), or an item. */
export interface GridRow {
  key: string; level: 0 | 1 | 2 | 3; code: string; name: string;
  /** Per fund code: the amount (item rows) or the sum (headings), with unsaved edits. */
  amounts: Record<string, number>; total: number;
  outputId?: number; itemId?: number;
  /** Item rows: the saved line of each fund, to change it by id. */
  lines?: Record<string, DetailLine>;
}

/**
 * The grid of a vote's estimates: programme → sub-programme → output headings, each with its sub-totals per fund,
 * over the items of each output (one row per item, a column per fund). Items added on the screen (`added`) show
 * as empty rows under their output. `search` keeps the items whose code or name, or whose output, sub-programme or
 * programme, matches, with their headings; the headings' totals stay those of everything they hold. `programme` keeps
 * one programme's (a figure of the MTEF grid followed to the detail behind it).
 */
export function gridRows(lines: DetailLine[], outputs: DetailOutput[], added: { outputId: number; item: DetailItem }[], edits: Edits, funds: string[], search: string,
  programme: string | null = null): GridRow[] {
  const items = new Map<string, { output: DetailOutput; item: DetailItem; lines: Record<string, DetailLine> }>();
  const outputOf = new Map(outputs.map((o) => [o.Output_ID, o]));
  for (const l of lines) {
    const key = `${l.Output_ID}:${l.Item_ID}`;
    const row = items.get(key) ?? { output: l, item: l, lines: {} };
    items.set(key, row);
    row.lines[l.Fund_Code] = l;
  }
  for (const a of added) {
    const output = outputOf.get(a.outputId);
    if (output && !items.has(`${a.outputId}:${a.item.Item_ID}`)) items.set(`${a.outputId}:${a.item.Item_ID}`, { output, item: a.item, lines: {} });
  }
  const amountOf = (o: number, i: number, fund: string, line?: DetailLine) => edits.get(cellKey(o, i, fund)) ?? line?.Amount ?? 0;
  const sorted = [...items.values()].sort((a, b) => cmp(a.output.Programme_Code, b.output.Programme_Code) || cmp(a.output.SubProgramme_Code, b.output.SubProgramme_Code)
    || cmp(a.output.Output_Code, b.output.Output_Code) || cmp(a.item.Item_Code, b.item.Item_Code));
  const needle = search.trim().toLowerCase();
  const matches = (r: (typeof sorted)[number]) => (!programme || r.output.Programme_Code === programme) && (!needle || [r.item.Item_Code, r.item.Item_Name, r.output.Output_Code, r.output.Output_Name,
    r.output.SubProgramme_Name, r.output.Programme_Code, r.output.Programme_Name].some((s) => s.toLowerCase().includes(needle)));
  const out: GridRow[] = [];
  const shown = new Set<GridRow>();
  const headings = new Map<string, GridRow>();
  const heading = (key: string, level: 0 | 1 | 2, code: string, name: string) => {
    let h = headings.get(key);
    if (!h) { h = { key, level, code, name, amounts: Object.fromEntries(funds.map((f) => [f, 0])), total: 0 }; headings.set(key, h); }
    return h;
  };
  for (const r of sorted) {
    const o = r.output;
    const parents = [heading(`p${o.Programme_ID}`, 0, o.Programme_Code, o.Programme_Name), heading(`s${o.SubProgramme_ID}`, 1, `${o.Programme_Code}.${o.SubProgramme_Code}`, o.SubProgramme_Name),
      heading(`o${o.Output_ID}`, 2, o.Output_Code, o.Output_Name)];
    const byFund = funds.map((f) => [f, amountOf(o.Output_ID, r.item.Item_ID, f, r.lines[f])] as const);
    const amounts = Object.fromEntries(byFund);
    const total = byFund.reduce((s, [, a]) => s + a, 0);
    for (const p of parents) { for (const [f, a] of byFund) p.amounts[f] = (p.amounts[f] ?? 0) + a; p.total += total; }
    if (!matches(r)) continue;
    for (const p of parents) if (!shown.has(p)) { shown.add(p); out.push(p); }
    out.push({ key: `i${o.Output_ID}:${r.item.Item_ID}`, level: 3, code: r.item.Item_Code, name: r.item.Item_Name, amounts, total, outputId: o.Output_ID, itemId: r.item.Item_ID, lines: r.lines });
  }
  return out;
}

const cmp = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** A programme × category whose detail (with unsaved edits) stands above its MTEF figure, or has none. */
export interface DetailOver { programme: string; category: string; detail: number; figure: number | null }

/**
 * What the server's detail rule will say at Save, as the figures are typed: each programme × MTEF category whose
 * lines add up to more than its budget-year figure — or, for a local government (its figures come as programme 0),
 * each category of the whole vote above its envelope.
 */
export function overFigures(rows: GridRow[], outputs: DetailOutput[], categoryOf: Record<string, string>, figures: { Programme_ID: number; Category: string; Amount: number }[]): DetailOver[] {
  const whole = figures.some((f) => f.Programme_ID === 0);
  const programmeOf = new Map(outputs.map((o) => [o.Output_ID, whole ? { ...o, Programme_ID: 0, Programme_Code: '' } : o]));
  const sums = new Map<string, { programme: string; programmeId: number; category: string; detail: number }>();
  for (const r of rows) {
    if (r.level !== 3) continue;
    const o = r.outputId ? programmeOf.get(r.outputId) : undefined;
    if (!o) continue;
    for (const [fund, amount] of Object.entries(r.amounts)) {
      // A fund the year's list does not have is in no MTEF category, so under no figure.
      const category = categoryOf[fund];
      if (category === undefined) continue;
      const key = `${o.Programme_ID}|${category}`;
      const s = sums.get(key) ?? { programme: o.Programme_Code, programmeId: o.Programme_ID, category, detail: 0 };
      sums.set(key, s);
      s.detail += amount;
    }
  }
  const figureOf = new Map(figures.map((f) => [`${f.Programme_ID}|${f.Category}`, f.Amount]));
  return [...sums.entries()].flatMap(([key, s]) => {
    const figure = figureOf.get(key) ?? null;
    return s.detail > 0 && (figure === null || s.detail > figure) ? [{ programme: s.programme, category: s.category, detail: s.detail, figure }] : [];
  });
}

/**
 * A local government's envelope beside its lines (with unsaved edits), category by category: each category it has
 * money or lines in, in the MTEF categories' order.
 */
export function envelopeUse(rows: GridRow[], categoryOf: Record<string, string>, figures: { Category: string; Amount: number }[]): { category: string; detail: number; figure: number }[] {
  const detail = new Map<string, number>();
  for (const r of rows) {
    if (r.level !== 0) continue;
    for (const [fund, amount] of Object.entries(r.amounts)) {
      const category = categoryOf[fund];
      if (category !== undefined) detail.set(category, (detail.get(category) ?? 0) + amount);
    }
  }
  return figures.map((f) => ({ category: f.Category, detail: detail.get(f.Category) ?? 0, figure: f.Amount })).filter((e) => e.figure > 0 || e.detail > 0);
}

/** Percentile of a sample in milliseconds (nearest-rank). */
export function percentile(sample: number[], p: number): number {
  const sorted = [...sample].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times; returns per-run milliseconds. */
export async function timeRuns(fn: () => Promise<unknown>, runs = 50, warmup = 5): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    await fn();
    out.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return out;
}

export const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
export const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');

/** Prints rows as an aligned plain-text table (the bench output is read by people). */
export function printTable(title: string, header: string[], rows: (string | number)[][]) {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i]?.length ?? 0)));
  console.log(`\n${title}`);
  for (const [k, r] of cells.entries()) {
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
    if (k === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

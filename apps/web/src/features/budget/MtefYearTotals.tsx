import { MTEF_YEARS } from '@pbs/domain';
import { useFormat, useT } from '../../i18n';
import { yearTotal, type Line } from './mtef';

/**
 * Allocation totals of every MTEF year, so a change in one year is seen against the whole horizon: six years side by
 * side on a wide screen, fewer to a row as it narrows (on a phone, one).
 */
export function MtefYearTotals({ lines, edits }: { lines: Line[]; edits: Map<number, Record<string, number>> }) {
  const t = useT();
  const f = useFormat();
  const allocations = lines.filter((l) => l.Figure === 'Allocation');
  return (
    <section className="year-totals" data-testid="mtef-year-totals">
      <h3>{t('BUDGET.YEAR_TOTALS')}</h3>
      <dl>
        {MTEF_YEARS.map((y) => (
          <div key={y}><dt>{y}</dt><dd>{f.number(allocations.reduce((a, l) => a + yearTotal(l, edits, y), 0))}</dd></div>
        ))}
      </dl>
    </section>
  );
}

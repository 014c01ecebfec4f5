import { isMessageKey, useFormat, useT, type MessageKey } from '../../i18n';
import { DataTable, type Column } from '../../components/light/DataTable';
import { NumberInput } from '../../components/light-form/NumberInput';

export type SourceLine = { Code: string; Kind: string; Name: string; Amount: number };
const KIND: Record<string, MessageKey> = { tax: 'REVENUE.KIND_TAX', nonTax: 'REVENUE.KIND_NON_TAX', grant: 'REVENUE.KIND_GRANT', borrowing: 'REVENUE.KIND_BORROWING' };
const MAX = 1e15;

/**
 * The sources of the classification (GFSM 2014) with an amount each — a stage's estimates or a year's outturn — typed
 * in the language's marks where `edits` is given (net borrowing may be negative), else read.
 */
export function RevenueSources({ lines, loading, edits, onEdit, testId }: {
  lines: readonly SourceLine[]; loading: boolean; edits?: ReadonlyMap<string, number>; onEdit?: (code: string, amount: number) => void; testId: string;
}) {
  const t = useT();
  const f = useFormat();
  // The classification's names in the screen's language; the server's English for a code this build does not know.
  const sourceName = (l: SourceLine) => (isMessageKey(`REVENUE.SRC.${l.Code}`) ? t(`REVENUE.SRC.${l.Code}` as MessageKey) : l.Name);
  const columns: Column<SourceLine>[] = [
    { key: 'code', title: t('REVENUE.CODE'), width: 70, render: (l) => l.Code },
    { key: 'name', title: t('REVENUE.SOURCE'), render: sourceName },
    { key: 'kind', title: t('REVENUE.KIND'), width: 150, render: (l) => t(KIND[l.Kind] ?? 'REVENUE.KIND_TAX') },
    { key: 'amount', title: t('REVENUE.AMOUNT'), align: 'right', width: 210, render: (l) => (edits && onEdit ? (
      <NumberInput value={edits.get(l.Code) ?? l.Amount} format={f.input.format} parse={f.input.parse} label={`${l.Code} ${sourceName(l)}`}
        min={l.Kind === 'borrowing' ? -MAX : 0} max={MAX} onChange={(v) => onEdit(l.Code, Math.round(v ?? 0))} />
    ) : f.number(l.Amount)) },
  ];
  return <DataTable<SourceLine> rows={lines} rowKey={(l) => l.Code} columns={columns} loading={loading} minWidth={620} testId={testId} />;
}

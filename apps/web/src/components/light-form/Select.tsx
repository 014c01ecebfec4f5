import '../light/light.css';
import { useT } from '../../i18n';

export interface Choice<V extends string | number> { value: V; label: string }

/**
 * A chooser drawn by the browser itself (a phone opens its own list; typing a code's first characters finds it).
 * While its choices are on their way (`loading`) it says so, rather than the bare id it will name; with nothing
 * chosen, its `placeholder`.
 */
export function Select<V extends string | number>({ label, value, options, onChange, loading = false, disabled = false, placeholder = '', testId }: {
  label: string; value: V | null | undefined; options: readonly Choice<V>[]; onChange: (value: V) => void;
  loading?: boolean; disabled?: boolean; placeholder?: string; testId?: string;
}) {
  const t = useT();
  const known = !loading && value != null && options.some((o) => o.value === value);
  return (
    <select className="l-select" aria-label={label} aria-busy={loading || undefined} disabled={disabled || loading} data-testid={testId}
      value={known ? String(value) : ''} onChange={(e) => {
        const picked = options.find((o) => String(o.value) === e.target.value);
        if (picked) onChange(picked.value);
      }}>
      {!known && <option value="" disabled>{loading ? t('COMMON.LOADING_SHORT') : placeholder}</option>}
      {options.map((o) => <option key={o.value} value={String(o.value)}>{o.label}</option>)}
    </select>
  );
}

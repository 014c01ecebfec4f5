import '../light/light.css';
import { useState } from 'react';

/**
 * A figure typed in a grid: shown as the language writes it (1,234,567 · 1.234.567 · 1 234 567), kept as typed while
 * it has the focus, read back on every keystroke and held within `min`…`max`. Empty reads as null.
 */
export function NumberInput({ value, onChange, onEnter, onLeave, format, parse, label, id, invalid = false, min = 0, max = 1e15, className, autoFocus = false }: {
  value: number | null | undefined; onChange: (value: number | null) => void; onEnter?: () => void; onLeave?: () => void;
  format: (v: number) => string; parse: (text: string) => number; label: string; id?: string; invalid?: boolean;
  min?: number; max?: number; className?: string; autoFocus?: boolean;
}) {
  const shownAtFirst = value == null ? '' : format(value);
  // Opened with the focus (a figure cell turned input): kept as typed from the first keystroke.
  const [typing, setTyping] = useState<string | null>(autoFocus ? shownAtFirst : null);
  const shown = value == null ? '' : format(value);
  return (
    <input id={id} className={`l-input l-number${invalid ? ' l-input-error' : ''}${className ? ` ${className}` : ''}`} inputMode="decimal" autoComplete="off"
      aria-label={label} aria-invalid={invalid || undefined} value={typing ?? shown}
      autoFocus={autoFocus} onFocus={() => setTyping(shown)} onBlur={() => { setTyping(null); onLeave?.(); }}
      onChange={(e) => {
        setTyping(e.target.value);
        onChange(e.target.value.trim() === '' ? null : Math.min(max, Math.max(min, parse(e.target.value))));
      }}
      onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); onEnter?.(); } }} />
  );
}

import '../light/light.css';
import { useRef, type KeyboardEvent } from 'react';

/** One of a few choices side by side (an MTEF year), as a radio group: one tab stop, arrows move and choose. */
export function Segmented<V extends string>({ value, options, onChange, label, testId }: {
  value: V; options: readonly V[]; onChange: (value: V) => void; label: string; testId?: string;
}) {
  const group = useRef<HTMLDivElement>(null);
  const at = options.indexOf(value);
  const move = (e: KeyboardEvent) => {
    const step = ({ ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 } as Record<string, number | undefined>)[e.key];
    if (!step) return;
    e.preventDefault();
    const next = options[(at + step + options.length) % options.length];
    if (next === undefined) return;
    onChange(next);
    group.current?.querySelector<HTMLElement>(`[data-value="${next}"]`)?.focus();
  };
  return (
    <div role="radiogroup" aria-label={label} className="l-segmented" ref={group} data-testid={testId}>
      {options.map((o) => (
        <button key={o} type="button" role="radio" aria-checked={o === value} tabIndex={o === value ? 0 : -1} data-value={o}
          className={`l-segment${o === value ? ' l-segment-on' : ''}`} onClick={() => onChange(o)} onKeyDown={move}>{o}</button>
      ))}
    </div>
  );
}

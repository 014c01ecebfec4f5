import './light.css';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem { key: string; label: ReactNode; children: ReactNode }

/**
 * Tabs as the WAI-ARIA pattern has them: one tab stop, arrows (Home, End) move and show, only the shown panel is
 * drawn. `card` is the boxed look of a second row of tabs.
 */
export function Tabs({ items, variant = 'line' }: { items: TabItem[]; variant?: 'line' | 'card' }) {
  const id = useId();
  const [active, setActive] = useState<string | undefined>(undefined);
  const list = useRef<HTMLDivElement>(null);
  const at = Math.max(0, items.findIndex((i) => i.key === active));
  const shown = items[at];
  const move = (e: KeyboardEvent) => {
    const to = ({ ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 } as Record<string, number | undefined>)[e.key];
    const next = to == null ? undefined : items[(to + items.length) % items.length];
    if (!next) return;
    e.preventDefault();
    setActive(next.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div className={`l-tabs l-tabs-${variant}`}>
      <div role="tablist" className="l-tablist" ref={list}>
        {items.map((i) => {
          const selected = i === shown;
          return (
            <button key={i.key} type="button" role="tab" id={`${id}-tab-${i.key}`} aria-controls={`${id}-panel-${i.key}`} data-key={i.key}
              aria-selected={selected} tabIndex={selected ? 0 : -1} className={`l-tab${selected ? ' l-tab-active' : ''}`} onClick={() => setActive(i.key)} onKeyDown={move}>
              {i.label}
            </button>
          );
        })}
      </div>
      {/* Keyed by its tab: another tab's panel is drawn anew, not the last one's state handed new props. */}
      {shown && (
        <div key={shown.key} role="tabpanel" id={`${id}-panel-${shown.key}`} aria-labelledby={`${id}-tab-${shown.key}`} className="l-tabpanel" tabIndex={0}>
          {shown.children}
        </div>
      )}
    </div>
  );
}

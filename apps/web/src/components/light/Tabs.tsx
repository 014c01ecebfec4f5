import './light.css';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem { key: string; label: ReactNode; children: ReactNode }

/**
 * Tabs as the WAI-ARIA pattern has them: one tab stop, arrows (Home, End) move and show, only the shown panel is
 * drawn. `card` is the boxed look of a second row of tabs. Given `active`, the caller holds which tab shows (an
 * address's anchor) and hears of a move by `onChange`. With `keepMounted`, a panel once opened stays (hidden) when
 * another shows, so what was typed in it and not yet saved survives a look at another tab.
 */
export function Tabs({ items, variant = 'line', active, onChange, keepMounted = false }: {
  items: TabItem[]; variant?: 'line' | 'card'; active?: string; onChange?: (key: string) => void; keepMounted?: boolean;
}) {
  const id = useId();
  const [own, setOwn] = useState<string | undefined>(undefined);
  const list = useRef<HTMLDivElement>(null);
  const at = Math.max(0, items.findIndex((i) => i.key === (active ?? own)));
  const shown = items[at];
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  if (keepMounted && shown && !opened.has(shown.key)) setOpened(new Set(opened).add(shown.key));
  const show = (key: string) => { setOwn(key); onChange?.(key); };
  const move = (e: KeyboardEvent) => {
    const to = ({ ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 } as Record<string, number | undefined>)[e.key];
    const next = to == null ? undefined : items[(to + items.length) % items.length];
    if (!next) return;
    e.preventDefault();
    show(next.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${next.key}"]`)?.focus();
  };
  const panel = (i: TabItem) => (
    <div key={i.key} role="tabpanel" id={`${id}-panel-${i.key}`} aria-labelledby={`${id}-tab-${i.key}`} className="l-tabpanel" tabIndex={0} hidden={i !== shown}>
      {i.children}
    </div>
  );
  return (
    <div className={`l-tabs l-tabs-${variant}`}>
      <div role="tablist" className="l-tablist" ref={list}>
        {items.map((i) => {
          const selected = i === shown;
          return (
            <button key={i.key} type="button" role="tab" id={`${id}-tab-${i.key}`} aria-controls={`${id}-panel-${i.key}`} data-key={i.key}
              aria-selected={selected} tabIndex={selected ? 0 : -1} className={`l-tab${selected ? ' l-tab-active' : ''}`} onClick={() => show(i.key)} onKeyDown={move}>
              {i.label}
            </button>
          );
        })}
      </div>
      {/* Keyed by its tab: another tab's panel is drawn anew, not the last one's state handed new props. */}
      {keepMounted ? items.filter((i) => opened.has(i.key) || i === shown).map(panel) : shown && panel(shown)}
    </div>
  );
}

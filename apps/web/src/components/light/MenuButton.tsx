import './light.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type MenuEntry =
  | { key: string; label: ReactNode; onClick?: () => void; disabled?: boolean; danger?: boolean }
  | { key: string; content: ReactNode }
  | { key: string; divider: true };

const actionable = (e: MenuEntry): e is Extract<MenuEntry, { label: ReactNode }> => 'label' in e;

/**
 * A button that opens a menu, as the WAI-ARIA menu button pattern has it: the first item takes focus, arrows (Home,
 * End) move among the items, Escape closes and gives focus back, a click elsewhere or Tab closes. `content` entries
 * are shown but not chosen (the user's card).
 */
export function MenuButton({ entries, children, className, label, testId }: {
  entries: MenuEntry[]; children: ReactNode; className?: string; label?: string; testId?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = () => [...(box.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
  useEffect(() => {
    if (!open) return undefined;
    items()[0]?.focus();
    const away = (e: PointerEvent) => { if (!box.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const close = (focus: boolean) => { setOpen(false); if (focus) button.current?.focus(); };
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'Escape') { e.preventDefault(); close(true); return; }
    if (e.key === 'Tab') { setOpen(false); return; }
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[e.key];
    if (to == null || !all.length) return;
    e.preventDefault();
    all[(to + all.length) % all.length]?.focus();
  };
  return (
    <div className="l-menu-anchor" ref={box}>
      <button type="button" ref={button} className={className} aria-haspopup="menu" aria-expanded={open} aria-controls={open ? id : undefined}
        aria-label={label} data-testid={testId} onClick={() => setOpen(!open)}
        onKeyDown={(e) => { if (e.key === 'ArrowDown' && !open) { e.preventDefault(); setOpen(true); } else if (open) keys(e); }}>
        {children}
      </button>
      {open && (
        <ul role="menu" id={id} className="l-menu" onKeyDown={keys}>
          {entries.map((e) => {
            if ('divider' in e) return <li key={e.key} role="separator" className="l-menu-divider" />;
            if (!actionable(e)) return <li key={e.key} role="none" className="l-menu-content">{e.content}</li>;
            return (
              <li key={e.key} role="menuitem" tabIndex={-1} aria-disabled={e.disabled || undefined}
                className={`l-menu-item${e.danger ? ' l-menu-danger' : ''}`}
                onClick={() => { if (e.disabled) return; close(true); e.onClick?.(); }}
                onKeyDown={(k) => { if ((k.key === 'Enter' || k.key === ' ') && !e.disabled) { k.preventDefault(); close(true); e.onClick?.(); } }}>
                {e.label}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

import '../light/light.css';
import type { ReactNode } from 'react';

/**
 * A row of labelled controls over a light screen's grid (Ant Design's vertical form look): side by side on a wide
 * screen, each `basis` wide at least, one to a line on a phone.
 */
export function Fields({ children }: { children: ReactNode }) {
  return <div className="l-fields">{children}</div>;
}

/** One labelled control of a row of Fields; the label names the control for screen readers as well. */
export function Field({ label, basis = 200, grow = 1, children }: { label: ReactNode; basis?: number; grow?: number; children: ReactNode }) {
  return (
    <label className="l-field" style={{ flex: `${grow} 1 ${basis}px` }}>
      <span className="l-field-label">{label}</span>
      {children}
    </label>
  );
}

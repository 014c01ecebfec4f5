import '../light/light.css';
import type { ReactNode } from 'react';

/** A state said above a grid — within its limits, over them, frozen — in Ant Design's alert colours. */
export function Alert({ type, title, description, testId }: { type: 'success' | 'info' | 'warning' | 'error'; title: ReactNode; description?: ReactNode; testId?: string }) {
  return (
    <div role="alert" className={`l-alert l-alert-${type}`} data-testid={testId}>
      <div className="l-alert-title">{title}</div>
      {description != null && description !== '' && <div className="l-alert-text">{description}</div>}
    </div>
  );
}

import './light.css';
import type { ReactNode } from 'react';

/** A card of the light screens: an optional title with actions beside it (under it on a phone), then the body. */
export function Panel({ title, extra, children, className, testId }: {
  title?: ReactNode; extra?: ReactNode; children: ReactNode; className?: string; testId?: string;
}) {
  return (
    <section className={`l-card${className ? ` ${className}` : ''}`} data-testid={testId}>
      {(title != null || extra) && (
        <div className="l-card-head">
          {title != null && <h2 className="l-card-title">{title}</h2>}
          {extra && <div className="l-card-extra">{extra}</div>}
        </div>
      )}
      <div className="l-card-body">{children}</div>
    </section>
  );
}

/** A count or a state in a tinted box, in Ant Design's preset colours (texts dark enough for AA contrast). */
export function Tag({ colour, children }: { colour: string; children: ReactNode }) {
  return <span className={`l-tag l-tag-${colour}`}>{children}</span>;
}

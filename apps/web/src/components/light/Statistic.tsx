import './light.css';
import type { ReactNode } from 'react';

/** A figure under its title, large, as a dashboard card states a total. */
export function Statistic({ title, value, suffix, testId }: { title: ReactNode; value: ReactNode; suffix?: ReactNode; testId?: string }) {
  return (
    <div className="l-statistic" data-testid={testId}>
      <div className="l-statistic-title">{title}</div>
      <div className="l-statistic-value"><span className="l-statistic-figure">{value}</span>{suffix != null && <span className="l-statistic-suffix">{suffix}</span>}</div>
    </div>
  );
}

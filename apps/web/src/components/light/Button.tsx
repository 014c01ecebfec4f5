import './light.css';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** A button of the light screens, styled as Ant Design's: default, primary, text (icon-only in the header) or link. */
export function Button({ kind = 'default', loading = false, icon, children, className, disabled, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & {
  kind?: 'default' | 'primary' | 'text' | 'link'; loading?: boolean; icon?: ReactNode;
}) {
  return (
    <button type="button" {...rest} disabled={disabled || loading} aria-busy={loading || undefined}
      className={`l-btn l-btn-${kind}${className ? ` ${className}` : ''}`}>
      {loading ? <span className="l-btn-spinner" aria-hidden="true" /> : icon}
      {children != null && <span>{children}</span>}
    </button>
  );
}

import { useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n';
import './auth-fields.css';

/*
 * The sign-in screens are the first thing every user loads, often on a slow link, so they are built from
 * these few plain elements styled like Ant Design's large form controls instead of loading Ant Design itself.
 */

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & { onChange: (v: string) => void };

/** A labelled input with its validation message underneath (role=alert so it is read out). */
export function Field({ id, label, error, children }: { id: string; label?: string; error?: string | null; children: ReactNode }) {
  return (
    <div className={`af-item${error ? ' af-item-error' : ''}`}>
      {label && <label htmlFor={id} className="af-label">{label}</label>}
      {children}
      <div className="af-explain" role="alert" id={`${id}-help`}>{error}</div>
    </div>
  );
}

export function TextInput({ onChange, className, ...rest }: InputProps) {
  return <input {...rest} className={`af-input ${className ?? ''}`} aria-invalid={rest['aria-invalid']} onChange={(e) => onChange(e.target.value)} />;
}

/** Password input with a show/hide eye, as Input.Password has. */
export function PasswordInput(props: InputProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <span className="af-affix">
      <TextInput {...props} type={visible ? 'text' : 'password'} />
      <button type="button" className="af-eye" onClick={() => setVisible(!visible)}
        aria-label={t(visible ? 'AUTH.INPUT.HIDE_PASSWORD' : 'AUTH.INPUT.SHOW_PASSWORD')} aria-pressed={visible}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" /><circle cx="12" cy="12" r="3" />
          {!visible && <path d="M4 20 20 4" />}
        </svg>
      </button>
    </span>
  );
}

export function AuthButton({ primary, loading, children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean; loading?: boolean }) {
  return (
    <button type="button" {...rest} className={`af-btn${primary ? ' af-btn-primary' : ''}`} disabled={loading || rest.disabled} aria-busy={loading}>
      {loading && <span className="af-spin" aria-hidden="true" />}{children}
    </button>
  );
}

export function AuthAlert({ message, testId, tone = 'error' }: { message: string; testId?: string; tone?: 'error' | 'info' }) {
  return (
    <div className={`af-alert${tone === 'info' ? ' af-alert-info' : ''}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {tone === 'error'
        ? <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><circle cx="8" cy="8" r="8" fill="#ff4d4f" /><path d="m5.5 5.5 5 5m0-5-5 5" stroke="#fff" strokeWidth="1.4" /></svg>
        : <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><circle cx="8" cy="8" r="8" fill="#1a4f9c" /><path d="M8 7v4.5M8 4.5v.5" stroke="#fff" strokeWidth="1.6" /></svg>}
      <span>{message}</span>
    </div>
  );
}

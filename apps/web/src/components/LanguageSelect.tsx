import { useId } from 'react';
import { LANGUAGES, type Language } from '@pbs/domain';
import { LANGUAGE_NAMES, useLang, useT } from '../i18n';
import './language-select.css';

/**
 * The language chooser: a native select (light enough for the login page, and the phone's own picker on mobiles).
 * It reads 'Select your language' in words where there is room; in the header, by its tooltip and accessible name.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { lang, setLang } = useLang();
  const t = useT();
  const id = useId();
  const box = (
    <span className={`lang-select${compact ? ' lang-select-compact' : ''}`} title={t('TRANSLATOR.SELECT')}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
        <circle cx="12" cy="12" r="9.5" /><path d="M2.5 12h19M12 2.5c2.6 2.8 3.9 6 3.9 9.5s-1.3 6.7-3.9 9.5c-2.6-2.8-3.9-6-3.9-9.5s1.3-6.7 3.9-9.5Z" />
      </svg>
      <select id={id} aria-label={compact ? t('TRANSLATOR.SELECT') : undefined} value={lang} onChange={(e) => setLang(e.target.value as Language)} data-testid="language-select">
        {LANGUAGES.map((l) => <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>)}
      </select>
    </span>
  );
  if (compact) return box;
  return (
    <span className="lang-field">
      <label htmlFor={id}>{t('TRANSLATOR.SELECT')}</label>
      {box}
    </span>
  );
}

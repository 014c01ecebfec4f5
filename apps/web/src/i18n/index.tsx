import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { formatNumber, formatThousands, type Language } from '@pbs/domain';
import { chosenLanguage, LANGUAGE_KEY } from '../lib/language';
import { en, type MessageKey } from './en';
import { numberInput } from '../lib/number-input';

export type { MessageKey };

type Messages = Record<MessageKey, string>;

// English ships in the main bundle; other languages load when chosen (Ant Design's locales: app/AntShell.tsx).
const loaders: Record<Language, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  de: () => import('./de').then((m) => m.de),
  es: () => import('./es').then((m) => m.es),
  fr: () => import('./fr').then((m) => m.fr),
  ja: () => import('./ja').then((m) => m.ja),
  zh: () => import('./zh').then((m) => m.zh),
};

export { LANGUAGE_NAMES } from '@pbs/domain';


const LangContext = createContext<{ lang: Language; setLang: (l: Language) => void }>({ lang: 'en', setLang: () => {} });

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Language>(chosenLanguage);
  const [loaded, setLoaded] = useState<{ lang: Language; messages: Messages }>({ lang: 'en', messages: en });
  useEffect(() => {
    let live = true;
    void loaders[lang]().then((messages) => { if (live) setLoaded({ lang, messages }); });
    document.documentElement.lang = lang;
    return () => { live = false; };
  }, [lang]);
  const setLang = (l: Language) => { localStorage.setItem(LANGUAGE_KEY, l); setLangState(l); };
  return (
    <LangContext.Provider value={{ lang, setLang }}>
      {/* English dates and numbers as written in the ministry (24 Nov 2026, 14:05), not the US form. */}
      <IntlProvider locale={loaded.lang === 'en' ? 'en-GB' : loaded.lang} messages={loaded.messages} defaultLocale="en">
        {children}
      </IntlProvider>
    </LangContext.Provider>
  );
}

export const useLang = () => useContext(LangContext);

/**
 * Keys named by data the server sends (menu names and paths, field names, statuses, actions): they cannot be
 * checked when the code is compiled, and fall back to the key when a translation is missing.
 */
export type DataKey = `MAIN.${string}` | `PAGE.${string}` | `FIELD.${string}` | `STATUS.${string}` | `ACTION.${string}` | `LEVEL.${number}`
  | `LOG_TYPE.${string}` | `RECORDS.TYPE_${string}` | `OPTION.${string}`;

/** Whether a key from data (an error code, a server message) has a message of its own. */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/** t('KEY', values): a key of the English messages (a typo does not compile), or a key named by data. */
export function useT() {
  const intl = useIntl();
  // The same function while the language stays, so it can sit in effect and memo dependencies.
  return useCallback((key: MessageKey | DataKey, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key, defaultMessage: (en as Record<string, string>)[key] ?? key }, values), [intl]);
}

/** The translate function of useT, for helpers that receive it. */
export type Translate = ReturnType<typeof useT>;

type When = string | number | Date;

/** Dates, times and figures in the chosen language's own form (German: 24.11.2026, 14:05, 1.234.567). */
export function useFormat() {
  const intl = useIntl();
  return useMemo(() => ({
    dateTime: (v: When) => intl.formatDate(v, { dateStyle: 'medium', timeStyle: 'short' }),
    date: (v: When) => intl.formatDate(v, { dateStyle: 'medium' }),
    time: (v: When) => intl.formatTime(v, { timeStyle: 'short' }),
    /** A figure with the language's separators; '' for an empty or invalid value, as formatNumber. */
    number: (v: unknown, decimals = 0) => formatNumber(v, decimals, intl.locale),
    thousands: (v: unknown, suffix: string) => formatThousands(v, suffix, intl.locale),
    /** An InputNumber's formatter and parser in the language's own marks. */
    input: numberInput(intl.locale),
  }), [intl]);
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { formatNumber, formatThousands, type Language } from '@pbs/domain';
import { chosenLanguage, LANGUAGE_KEY } from '../lib/language';
import type { MessageKey } from './en';
import { enSignIn } from './en-sign-in';
import { numberInput } from '../lib/number-input';
import { compileAll, compilePlain, loadParser, type Compiled } from './compile';

export type { MessageKey };

type Messages = Record<MessageKey, string>;

// The sign-in screens' English ships in the first page's bundle; the whole English dictionary loads beside it at
// start (every language falls back to it and server codes are looked up in it); other languages when chosen (Ant
// Design's locales: app/AntScope.tsx). Each reaches react-intl as syntax trees (compile.ts).
let english: Partial<Messages> = enSignIn;
let englishLoad: Promise<Compiled> | null = null;
let englishCompiled: Compiled | null = null;
const signIn = compilePlain(enSignIn);

/** The whole English dictionary, loaded and parsed once. */
export function loadEnglish(): Promise<Compiled> {
  // The parser is fetched beside the dictionary: after it, on a slow link, would cost another round trip.
  englishLoad ??= Promise.all([import('./en'), loadParser()]).then(async ([m]) => {
    englishCompiled = await compileAll(m.en);
    english = m.en;
    return englishCompiled;
  });
  return englishLoad;
}

const withEnglish = (load: Promise<Messages>) => Promise.all([load.then(compileAll), loadEnglish()]).then(([m]) => m);
const loaders: Record<Language, () => Promise<Compiled>> = {
  en: loadEnglish,
  de: () => withEnglish(import('./de').then((m) => m.de)),
  es: () => withEnglish(import('./es').then((m) => m.es)),
  fr: () => withEnglish(import('./fr').then((m) => m.fr)),
  ja: () => withEnglish(import('./ja').then((m) => m.ja)),
  zh: () => withEnglish(import('./zh').then((m) => m.zh)),
};

export { LANGUAGE_NAMES } from '@pbs/domain';


/**
 * `ready`: a whole dictionary is in (the sign-in screens need only their own texts); switching language keeps the
 * one shown until the next arrives.
 */
const LangContext = createContext<{ lang: Language; setLang: (l: Language) => void; ready: boolean }>({ lang: 'en', setLang: () => {}, ready: true });

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Language>(chosenLanguage);
  const [loaded, setLoaded] = useState<{ lang: Language | null; messages: Compiled }>(() => (englishCompiled ? { lang: 'en', messages: englishCompiled } : { lang: null, messages: signIn }));
  useEffect(() => {
    let live = true;
    void loaders[lang]().then((messages) => { if (live) setLoaded({ lang, messages }); });
    document.documentElement.lang = lang;
    return () => { live = false; };
  }, [lang]);
  const setLang = (l: Language) => { localStorage.setItem(LANGUAGE_KEY, l); setLangState(l); };
  return (
    <LangContext.Provider value={{ lang, setLang, ready: loaded.lang !== null }}>
      {/* English dates and numbers as written in the ministry (24 Nov 2026, 14:05), not the US form. */}
      <IntlProvider locale={!loaded.lang || loaded.lang === 'en' ? 'en-GB' : loaded.lang} messages={loaded.messages} defaultLocale="en">
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
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(english, key);

/** t('KEY', values): a key of the English messages (a typo does not compile), or a key named by data. */
export function useT() {
  const intl = useIntl();
  // The same function while the language stays, so it can sit in effect and memo dependencies.
  return useCallback((key: MessageKey | DataKey, values?: Record<string, string | number>) =>
    // A key named by data with no message of its own reads as itself.
    (Object.hasOwn(intl.messages, key) ? intl.formatMessage({ id: key }, values) : key), [intl]);
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

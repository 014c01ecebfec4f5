import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import { LANGUAGES, type Language } from '@pbs/domain';
import { en, type MessageKey } from './en';

const LANG_KEY = 'pbs-language';
type Messages = Record<MessageKey, string>;

// English ships in the main bundle; other languages load when chosen.
const loaders: Record<Language, () => Promise<[Messages, Locale]>> = {
  en: async () => [en, enUS],
  de: async () => Promise.all([import('./de').then((m) => m.de), import('antd/locale/de_DE').then((m) => m.default)]),
  es: async () => Promise.all([import('./es').then((m) => m.es), import('antd/locale/es_ES').then((m) => m.default)]),
  fr: async () => Promise.all([import('./fr').then((m) => m.fr), import('antd/locale/fr_FR').then((m) => m.default)]),
  ja: async () => Promise.all([import('./ja').then((m) => m.ja), import('antd/locale/ja_JP').then((m) => m.default)]),
  zh: async () => Promise.all([import('./zh').then((m) => m.zh), import('antd/locale/zh_CN').then((m) => m.default)]),
};

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English', de: 'Deutsch', es: 'Español', fr: 'Français', ja: '日本語', zh: '中文',
};

function initialLanguage(): Language {
  const saved = localStorage.getItem(LANG_KEY) as Language | null;
  return saved && LANGUAGES.includes(saved) ? saved : 'en';
}

const LangContext = createContext<{ lang: Language; setLang: (l: Language) => void }>({ lang: 'en', setLang: () => {} });

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Language>(initialLanguage);
  const [loaded, setLoaded] = useState<{ lang: Language; messages: Messages; locale: Locale }>({ lang: 'en', messages: en, locale: enUS });
  useEffect(() => {
    let live = true;
    loaders[lang]().then(([messages, locale]) => { if (live) setLoaded({ lang, messages, locale }); });
    document.documentElement.lang = lang;
    return () => { live = false; };
  }, [lang]);
  const setLang = (l: Language) => { localStorage.setItem(LANG_KEY, l); setLangState(l); };
  return (
    <LangContext.Provider value={{ lang, setLang }}>
      <IntlProvider locale={loaded.lang} messages={loaded.messages} defaultLocale="en">
        <ConfigProvider locale={loaded.locale} theme={{ token: { colorPrimary: '#1a3c6e', borderRadius: 6 } }}>
          {children}
        </ConfigProvider>
      </IntlProvider>
    </LangContext.Provider>
  );
}

export const useLang = () => useContext(LangContext);

/** t('KEY', values); unknown keys fall back to the key's English text or the key itself. */
export function useT() {
  const intl = useIntl();
  return (key: MessageKey | string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key, defaultMessage: (en as Record<string, string>)[key] ?? key }, values);
}

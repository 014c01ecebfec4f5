import { use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import type { Language } from '@pbs/domain';
import { useLang } from '../i18n';
import { chosenLanguage } from '../lib/language';

const FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans CJK JP", "Noto Sans SC", sans-serif';
// Secondary texts, placeholders and links darker than Ant Design's defaults: WCAG 2.1 AA asks 4.5:1 on white.
const THEME = { token: {
  colorPrimary: '#1a3c6e', colorLink: '#1a4f9c', colorLinkHover: '#2f6db5', colorError: '#cf1322', colorSuccess: '#237804', colorSuccessBg: '#f6ffed', colorSuccessBorder: '#b7eb8f', borderRadius: 6, fontFamily: FONT,
  colorTextTertiary: 'rgba(0,0,0,0.62)', colorTextDescription: 'rgba(0,0,0,0.62)', colorTextPlaceholder: 'rgba(0,0,0,0.56)', colorTextQuaternary: 'rgba(0,0,0,0.56)',
} };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the person asked their system for less motion (WCAG 2.3.3): Ant Design's animations then stay off. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia(REDUCED_MOTION).matches);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const changed = () => setReduced(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return reduced;
}

const locales: Record<Language, () => Promise<Locale>> = {
  en: () => Promise.resolve(enUS),
  de: () => import('antd/es/locale/de_DE').then((m) => m.default),
  es: () => import('antd/es/locale/es_ES').then((m) => m.default),
  fr: () => import('antd/es/locale/fr_FR').then((m) => m.default),
  ja: () => import('antd/es/locale/ja_JP').then((m) => m.default),
  zh: () => import('antd/es/locale/zh_CN').then((m) => m.default),
};

// Each scope (a page, a panel opened later) starts in the locale an earlier one loaded, not in English for a moment.
const loaded = new Map<Language, Locale>([['en', enUS]]);
const loading = new Map<Language, Promise<Locale>>();
/** A language's locale, fetched once. */
function localeOf(lang: Language): Promise<Locale> {
  let p = loading.get(lang);
  if (!p) {
    p = locales[lang]().then((l) => { loaded.set(lang, l); return l; });
    // A failed fetch is forgotten, so the next scope tries again.
    p.catch(() => { loading.delete(lang); });
    loading.set(lang, p);
  }
  return p;
}
// Fetched with this module, beside Ant Design, in the language the person chose: not after the first panel renders.
localeOf(chosenLanguage()).catch(() => undefined);

/**
 * Ant Design's theme, locale and message context, around the screens and panels drawn with it (a route's page, or a
 * panel of a light screen: app/ant-island.tsx). It loads with the first of them, not with the dashboard's first view.
 * A scope first drawn in a language whose locale has not arrived waits for it (the Suspense around it shows its
 * spinner), so date pickers and empty tables never say "Start date" or "No data" in English on a slow link; a later
 * change of language keeps the one shown until the next arrives.
 */
export default function AntScope({ children }: { children?: ReactNode }) {
  const { lang } = useLang();
  const [firstLang] = useState(lang);
  const first = loaded.get(firstLang) ?? use(localeOf(firstLang));
  const [locale, setLocale] = useState<Locale>(first);
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => ({ token: { ...THEME.token, motion: !reducedMotion } }), [reducedMotion]);
  useEffect(() => {
    let live = true;
    localeOf(lang).then((l) => { if (live) setLocale(l); }, () => undefined);
    return () => { live = false; };
  }, [lang]);
  // component={false}: no wrapping element, so a panel's scope adds nothing to the page's layout.
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <AntApp component={false}>{children ?? <Outlet />}</AntApp>
    </ConfigProvider>
  );
}

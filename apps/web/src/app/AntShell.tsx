import { useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider as UrqlProvider } from 'urql';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import type { Language } from '@pbs/domain';
import { useLang } from '../i18n';
import { client } from '../lib/client';

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
  de: () => import('antd/locale/de_DE').then((m) => m.default),
  es: () => import('antd/locale/es_ES').then((m) => m.default),
  fr: () => import('antd/locale/fr_FR').then((m) => m.default),
  ja: () => import('antd/locale/ja_JP').then((m) => m.default),
  zh: () => import('antd/locale/zh_CN').then((m) => m.default),
};

/**
 * Ant Design's theme, locale and message context and the GraphQL client, around every screen except the sign-in
 * form: that one does without either (its few calls are plain fetch, lib/session-request.ts) so the first page
 * anyone loads stays small; this module loads with the next screen.
 */
export default function AntShell() {
  const { lang, ready } = useLang();
  const [locale, setLocale] = useState<Locale>(enUS);
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => ({ token: { ...THEME.token, motion: !reducedMotion } }), [reducedMotion]);
  useEffect(() => {
    let live = true;
    void locales[lang]().then((l) => { if (live) setLocale(l); });
    return () => { live = false; };
  }, [lang]);
  // Every screen past the sign-in form waits for the whole dictionary (loading since the first page).
  if (!ready) return <div className="page-loading"><span className="page-spinner" role="status" /></div>;
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <AntApp><UrqlProvider value={client}><Outlet /></UrqlProvider></AntApp>
    </ConfigProvider>
  );
}

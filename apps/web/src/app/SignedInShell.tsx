import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { useLang } from '../i18n';
import { client } from '../lib/client';
import { prefetchScreenData } from './screen-prefetch';

/**
 * The GraphQL client around every screen but the sign-in form, which does without it (its few calls are plain fetch,
 * lib/session-request.ts). No Ant Design here: the dashboard's first view is drawn without it, and the screens that
 * use it bring it with them (AntScope).
 */
export default function SignedInShell() {
  const { ready } = useLang();
  // The first screen's data is asked for beside the dictionary, not after it.
  useEffect(() => { prefetchScreenData(window.location); }, []);
  // Every screen past the sign-in form waits for the whole dictionary (loading since the first page).
  if (!ready) return <div className="page-loading"><span className="page-spinner" role="status" /></div>;
  return <UrqlProvider value={client}><Outlet /></UrqlProvider>;
}

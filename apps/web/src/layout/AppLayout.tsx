import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isPathAllowed } from '@pbs/domain';
import { useSession } from '../lib/session';
import { useLayoutConfig } from '../lib/layout-config';
import { Header } from './Header';
import { SubHeader } from './SubHeader';
import { Footer } from './Footer';
import { ProgressBar } from './ProgressBar';
import { useInactivityLock } from './useInactivityLock';
import { usePreviousFiscalYear } from './usePreviousFiscalYear';
import { useNoticeLanguage } from './useNoticeLanguage';
import { BackTop } from './BackTop';
import { antIsland } from '../app/ant-island';

// The lock screen loads when the session locks.
const LockScreen = antIsland(() => import('./LockScreen').then((m) => ({ default: m.LockScreen })));

/**
 * The signed-in shell; also the route guard of SPEC.md section 2. Drawn without Ant Design (as the header, sub-header
 * and footer are), so that a light screen's first view does not load it; the panels it opens bring it.
 */
export default function AppLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const layout = useLayoutConfig();
  const [aside, setAside] = useState<'notifications' | 'user' | null>(null);
  useInactivityLock(!!session.access_token && !session.locked);
  // A temporary password opens nothing but its change: the year is asked for once it is changed.
  usePreviousFiscalYear(!!session.access_token && !session.user?.Is_Temp_Password);
  useNoticeLanguage(!!session.access_token && !session.locked && !session.user?.Is_Temp_Password);
  useEffect(() => { window.scrollTo(0, 0); }, [pathname]);

  if (!session.access_token || !session.user) return <Navigate to="/logout" replace />;
  if (session.user.Is_Temp_Password && pathname !== '/user-profile/change-password') {
    return <Navigate to="/user-profile/change-password" replace />;
  }
  if (!isPathAllowed(pathname, session.menuPaths)) return <Navigate to="/error/error-v1" replace />;

  return (
    <div className={`app-shell width-${layout.width} ${layout.fixedHeader ? 'header-fixed' : ''}`}>
      <ProgressBar />
      <Header aside={aside} setAside={setAside} />
      {layout.displaySubheader && <SubHeader />}
      <main className="app-content">
        {/* Pages remount after an unlock so that queries refused while locked run again. */}
        <div className="app-container" key={session.unlocks}>
          <Suspense fallback={<div className="page-loading"><span className="page-spinner" role="status" /></div>}><Outlet /></Suspense>
        </div>
      </main>
      <Footer />
      <BackTop />
      {session.locked && <LockScreen />}
    </div>
  );
}

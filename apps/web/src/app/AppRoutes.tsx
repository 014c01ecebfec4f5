import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AuthLayout } from '../features/auth/AuthLayout';
import { LoginPage } from '../features/auth/LoginPage';
import { Splash } from '../components/Splash';
import { APP_ROUTES, LIGHT_SCREENS, prefetch, screens, type Screen } from './routeModules';

// Everything but the sign-in form loads on demand, so the login page stays small; Ant Design (AntScope) loads with
// the screens drawn with it, not with the dashboard's first view.
const SignedInShell = lazy(screens.signedInShell);
const AntScope = lazy(screens.antScope);
const AppLayout = lazy(screens.appLayout);
const ForgotPasswordPage = lazy(screens.forgotPassword);
const TermsPage = lazy(screens.terms);
const LogoutPage = lazy(screens.logout);
const ErrorPage = lazy(screens.error);
// Each signed-in screen of the route table, loaded on demand; one lazy component per screen.
const pages = new Map<Screen, LazyExoticComponent<ComponentType>>();
function pageOf(screen: Screen) {
  let page = pages.get(screen);
  if (!page) {
    page = lazy(screens[screen] as () => Promise<{ default: ComponentType }>);
    pages.set(screen, page);
  }
  return page;
}
const ROUTES = APP_ROUTES.map((r) => ({ path: r.path, Page: pageOf(r.screen), light: LIGHT_SCREENS.has(r.screen) }));

prefetch(window.location.pathname);

/** The forgotten-password page's chunks, all at once: the shell with the dictionary, Ant Design's scope and the page. */
const loadForgot = () => Promise.all([screens.signedInShell(), screens.antScope(), screens.forgotPassword()]);

const loading = <div className="page-loading"><span className="page-spinner" role="status" /></div>;

export function AppRoutes() {
  return (
    <>
      <Splash />
      <Suspense fallback={loading}>
        <Routes>
          <Route path="/auth" element={<AuthLayout />}>
            <Route index element={<Navigate to="/auth/login" replace />} />
            {/* The dashboard's chunks load while the server checks the password. */}
            <Route path="login" element={<LoginPage onSubmit={() => prefetch('/dashboard')} loadForgot={loadForgot} />} />
            <Route element={<SignedInShell />}>
              <Route element={<AntScope />}><Route path="forgot-password" element={<ForgotPasswordPage />} /></Route>
            </Route>
            <Route path="*" element={<Navigate to="/auth/login" replace />} />
          </Route>
          <Route element={<SignedInShell />}>
            <Route element={<AntScope />}>
              <Route path="/terms" element={<TermsPage />} />
              <Route path="/logout" element={<LogoutPage />} />
              <Route path="/error" element={<Navigate to="/error/error-v1" replace />} />
              <Route path="/error/:variant" element={<ErrorPage />} />
            </Route>
            <Route element={<AppLayout />}>
              <Route index element={<Navigate to="/dashboard" replace />} />
              {ROUTES.map(({ path, Page, light }) => <Route key={path} path={path} element={light ? <Page /> : <AntScope><Page /></AntScope>} />)}
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/error/error-v1" replace />} />
        </Routes>
      </Suspense>
    </>
  );
}

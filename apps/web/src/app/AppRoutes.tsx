import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AuthLayout } from '../features/auth/AuthLayout';
import { LoginPage } from '../features/auth/LoginPage';
import { Splash } from '../components/Splash';
import { prefetch, screens } from './routeModules';

// Everything but the sign-in form loads on demand, Ant Design with it (AntShell), so the login page stays small.
const AntShell = lazy(screens.antShell);
const AppLayout = lazy(screens.appLayout);
const ForgotPasswordPage = lazy(screens.forgotPassword);
const TermsPage = lazy(screens.terms);
const LogoutPage = lazy(screens.logout);
const ErrorPage = lazy(screens.error);
const DashboardPage = lazy(screens.dashboard);
const BudgetPage = lazy(screens.budget);
const ArchivesPage = lazy(screens.archives);
const ProfilePage = lazy(screens.profile);
const PersonalInformationPage = lazy(screens.personalInformation);
const ChangePasswordPage = lazy(screens.changePassword);
const BuilderPage = lazy(screens.builder);
const MenuScreen = lazy(screens.menuScreen);

prefetch(window.location.pathname);

const loading = <div className="page-loading"><span className="page-spinner" role="status" /></div>;

export function AppRoutes() {
  return (
    <>
      <Splash />
      <Suspense fallback={loading}>
        <Routes>
          <Route path="/auth" element={<AuthLayout />}>
            <Route index element={<Navigate to="/auth/login" replace />} />
            <Route path="login" element={<LoginPage />} />
            <Route element={<AntShell />}>
              <Route path="forgot-password" element={<ForgotPasswordPage />} />
            </Route>
            <Route path="*" element={<Navigate to="/auth/login" replace />} />
          </Route>
          <Route element={<AntShell />}>
            <Route path="/terms" element={<TermsPage />} />
            <Route path="/logout" element={<LogoutPage />} />
            <Route path="/error" element={<Navigate to="/error/error-v1" replace />} />
            <Route path="/error/:variant" element={<ErrorPage />} />
            <Route element={<AppLayout />}>
              <Route index element={<Navigate to="/dashboard" replace />} />
              <Route path="/dashboard" element={<DashboardPage />} />
              <Route path="/budget/*" element={<BudgetPage />} />
              <Route path="/archives" element={<ArchivesPage />} />
              <Route path="/user-profile" element={<ProfilePage />} />
              <Route path="/user-profile/personal-information" element={<PersonalInformationPage />} />
              <Route path="/user-profile/change-password" element={<ChangePasswordPage />} />
              <Route path="/builder" element={<BuilderPage />} />
              {['/general-masters/*', '/cg/*', '/lg-masters/*', '/admin/*', '/audit/*', '/reports/*'].map((p) => (
                <Route key={p} path={p} element={<MenuScreen />} />
              ))}
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/error/error-v1" replace />} />
        </Routes>
      </Suspense>
    </>
  );
}

import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AuthLayout } from '../features/auth/AuthLayout';
import { LoginPage } from '../features/auth/LoginPage';
import { Splash } from '../components/Splash';

// Everything but the sign-in form loads on demand, Ant Design with it (AntShell), so the login page stays small.
const AntShell = lazy(() => import('./AntShell'));
const AppLayout = lazy(() => import('../layout/AppLayout'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const TermsPage = lazy(() => import('../features/auth/TermsPage'));
const LogoutPage = lazy(() => import('../features/auth/LogoutPage'));
const ErrorPage = lazy(() => import('../features/errors/ErrorPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const BudgetPage = lazy(() => import('../features/budget/BudgetPage'));
const ArchivesPage = lazy(() => import('../features/archives/ArchivesPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const PersonalInformationPage = lazy(() => import('../features/profile/PersonalInformationPage'));
const ChangePasswordPage = lazy(() => import('../features/profile/ChangePasswordPage'));
const BuilderPage = lazy(() => import('../features/builder/BuilderPage'));
const MenuScreen = lazy(() => import('../features/masters/MenuScreen'));

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

/**
 * The lazily loaded screens. A screen behind sign-in needs three chunks — Ant Design's shell, the layout and
 * the page — and React.lazy would fetch them one after the other as each renders; prefetch() asks for all of
 * them at once (an import() already under way is not fetched twice).
 */
export const screens = {
  antShell: () => import('./AntShell'),
  appLayout: () => import('../layout/AppLayout'),
  forgotPassword: () => import('../features/auth/ForgotPasswordPage'),
  terms: () => import('../features/auth/TermsPage'),
  logout: () => import('../features/auth/LogoutPage'),
  error: () => import('../features/errors/ErrorPage'),
  dashboard: () => import('../features/dashboard/DashboardPage'),
  budget: () => import('../features/budget/BudgetPage'),
  archives: () => import('../features/archives/ArchivesPage'),
  profile: () => import('../features/profile/ProfilePage'),
  personalInformation: () => import('../features/profile/PersonalInformationPage'),
  changePassword: () => import('../features/profile/ChangePasswordPage'),
  builder: () => import('../features/builder/BuilderPage'),
  menuScreen: () => import('../features/masters/MenuScreen'),
};

export type Screen = keyof typeof screens;

/**
 * The signed-in screens: one table that both the router (AppRoutes) and prefetching read, so a screen
 * cannot be routed without being prefetched or the other way round. `/*` paths match everything below them.
 */
export const APP_ROUTES: { path: string; screen: Screen }[] = [
  { path: '/dashboard', screen: 'dashboard' },
  { path: '/budget/*', screen: 'budget' },
  { path: '/archives', screen: 'archives' },
  { path: '/user-profile', screen: 'profile' },
  { path: '/user-profile/personal-information', screen: 'personalInformation' },
  { path: '/user-profile/change-password', screen: 'changePassword' },
  { path: '/builder', screen: 'builder' },
  ...['/general-masters/*', '/cg/*', '/lg-masters/*', '/admin/*', '/audit/*', '/reports/*'].map((path) => ({ path, screen: 'menuScreen' as const })),
];

const matches = (routePath: string, path: string) => (routePath.endsWith('/*')
  ? path === routePath.slice(0, -2) || path.startsWith(routePath.slice(0, -1))
  : path === routePath || path === `${routePath}/`);

/** Starts fetching, in parallel, every chunk the screen at `path` needs. */
export function prefetch(path: string) {
  if (path.startsWith('/auth/login') || path === '/auth' || path === '/auth/') return;
  void screens.antShell();
  const page = path === '/' ? 'dashboard' : APP_ROUTES.find((r) => matches(r.path, path))?.screen;
  if (page) { void screens.appLayout(); void screens[page](); }
}

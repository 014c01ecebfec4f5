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

const PAGES: [RegExp, keyof typeof screens][] = [
  [/^\/(dashboard)?$/, 'dashboard'], [/^\/budget/, 'budget'], [/^\/archives/, 'archives'], [/^\/user-profile\/personal/, 'personalInformation'],
  [/^\/user-profile\/change-password/, 'changePassword'], [/^\/user-profile/, 'profile'], [/^\/builder/, 'builder'],
  [/^\/(general-masters|cg|lg-masters|admin|audit|reports)\//, 'menuScreen'],
];

/** Starts fetching, in parallel, every chunk the screen at `path` needs. */
export function prefetch(path: string) {
  if (path.startsWith('/auth/login') || path === '/auth' || path === '/auth/') return;
  void screens.antShell();
  const page = PAGES.find(([re]) => re.test(path))?.[1];
  if (page) { void screens.appLayout(); void screens[page](); }
}

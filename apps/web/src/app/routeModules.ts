import { matchPath } from 'react-router';
/**
 * The lazily loaded screens. A screen behind sign-in needs up to four chunks — the signed-in shell, the layout,
 * Ant Design's scope (all but the light screens) and the page — and React.lazy would fetch them one after the other
 * as each renders; prefetch() asks for all of them at once (an import() already under way is not fetched twice).
 */
export const screens = {
  signedInShell: () => import('./SignedInShell'),
  antScope: () => import('./AntScope'),
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
  submissions: () => import('../features/reports/AreaScreens').then((m) => ({ default: m.SubmissionsScreen })),
  approvals: () => import('../features/reports/AreaScreens').then((m) => ({ default: m.ApprovalsScreen })),
  approvers: () => import('../features/reports/ApproversPage').then((m) => ({ default: m.ApproversPage })),
  roleMenus: () => import('../features/masters/RolePermissionsPage').then((m) => ({ default: m.RolePermissionsPage })),
  outbox: () => import('../features/masters/OutboxPage').then((m) => ({ default: m.OutboxPage })),
  auditTrail: () => import('../features/audit/AuditTrailPage').then((m) => ({ default: m.AuditTrailPage })),
  logs: () => import('../features/audit/LogsPage').then((m) => ({ default: m.LogsPage })),
  logins: () => import('../features/audit/LoginsPage').then((m) => ({ default: m.LoginsScreen })),
  failedLogins: () => import('../features/audit/LoginsPage').then((m) => ({ default: m.FailedLoginsScreen })),
  master: () => import('../features/masters/MasterScreen'),
};

export type Screen = keyof typeof screens;

/**
 * Screens drawn without Ant Design, so that their first view loads light on a slow link; the panels they open that
 * use it bring it with them (app/ant-island.tsx).
 */
export const LIGHT_SCREENS: ReadonlySet<Screen> = new Set<Screen>(['dashboard', 'budget', 'archives']);

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
  { path: '/reports/:area/submissions', screen: 'submissions' },
  { path: '/reports/:area/approvals', screen: 'approvals' },
  { path: '/reports/approvers', screen: 'approvers' },
  { path: '/admin/role-menus', screen: 'roleMenus' },
  { path: '/admin/outbox', screen: 'outbox' },
  { path: '/audit/trail', screen: 'auditTrail' },
  { path: '/audit/logs', screen: 'logs' },
  { path: '/audit/logins', screen: 'logins' },
  { path: '/audit/failed-logins', screen: 'failedLogins' },
  // The masters declared in features/masters/config.ts, one generic screen for all of them.
  ...['/general-masters/*', '/cg/*', '/lg-masters/*', '/admin/*', '/reports/*'].map((path) => ({ path, screen: 'master' as const })),
];

/** Whether a route of the table answers a path, as the router matches it (first in the table wins here). */
const matches = (routePath: string, path: string) => matchPath({ path: routePath, end: true }, path) != null;

/** The signed-in screen at a path, as the router chooses it; undefined for none. */
export const screenOf = (path: string): Screen | undefined => (path === '/' ? 'dashboard' : APP_ROUTES.find((r) => matches(r.path, path))?.screen);

/** Starts fetching, in parallel, every chunk the screen at `path` needs. */
export function prefetch(path: string) {
  if (path.startsWith('/auth/login') || path === '/auth' || path === '/auth/') return;
  void screens.signedInShell();
  const page = screenOf(path);
  if (page && !LIGHT_SCREENS.has(page)) void screens.antScope();
  if (page) { void screens.appLayout(); void screens[page](); }
}

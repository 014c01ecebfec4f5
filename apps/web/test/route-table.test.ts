import { describe, expect, it } from 'vitest';
import { screenOf } from '../src/app/routeModules';
import { masterFor } from '../src/features/masters/config';

// The menu paths of the seeded menus (the three process areas' report screens spelt out).
const MENU_SCREENS: [string, string][] = [
  ['/dashboard', 'dashboard'], ['/budget', 'budget'], ['/archives', 'archives'], ['/builder', 'builder'],
  ...['cg', 'lg', 'sepc'].flatMap((a): [string, string][] => [[`/reports/${a}/submissions`, 'submissions'], [`/reports/${a}/approvals`, 'approvals']]),
  ['/reports/approvers', 'approvers'], ['/admin/role-menus', 'roleMenus'], ['/admin/outbox', 'outbox'],
  ['/audit/trail', 'auditTrail'], ['/audit/logs', 'logs'], ['/audit/logins', 'logins'], ['/audit/failed-logins', 'failedLogins'],
];
const MASTERS = ['/admin/menus', '/admin/roles', '/admin/sub-menus', '/admin/user-types', '/admin/users', '/cg/votes',
  '/general-masters/budget-stages', '/general-masters/fiscal-years', '/general-masters/parastatals', '/general-masters/programme-votes',
  '/general-masters/programmes', '/general-masters/revenues', '/general-masters/sub-grants', '/general-masters/sub-programmes',
  '/general-masters/sub-sub-programmes', '/lg-masters/sub-regions', '/lg-masters/votes', '/reports/definitions'];

describe('one route table for every screen', () => {
  it('sends each menu path to its own screen, the way the router does', () => {
    expect(MENU_SCREENS.map(([path]) => [path, screenOf(path)])).toEqual(MENU_SCREENS);
  });

  it('sends every master path to the generic master screen, which knows each of them', () => {
    expect(MASTERS.filter((p) => screenOf(p) !== 'master' || !masterFor(p))).toEqual([]);
  });

  it('has no screen for an audit path it does not know', () => {
    expect(screenOf('/audit/other')).toBeUndefined();
  });
});

import { Navigate, useLocation } from 'react-router';
import { masterFor } from './config';
import { MasterPage } from './MasterPage';
import { RolePermissionsPage } from './RolePermissionsPage';
import { OutboxPage } from './OutboxPage';
import { SubmissionsPage } from '../reports/SubmissionsPage';
import { ApprovalsPage } from '../reports/ApprovalsPage';
import { ApproversPage } from '../reports/ApproversPage';
import { AuditTrailPage } from '../audit/AuditTrailPage';
import { LogsPage } from '../audit/LogsPage';
import { LoginsPage } from '../audit/LoginsPage';

const SPECIAL: Partial<Record<string, () => React.JSX.Element>> = {
  '/admin/role-menus': RolePermissionsPage,
  '/admin/outbox': OutboxPage,
  '/reports/approvers': ApproversPage,
  '/audit/trail': AuditTrailPage,
  '/audit/logs': LogsPage,
  '/audit/logins': () => <LoginsPage key="all" failed={false} />,
  '/audit/failed-logins': () => <LoginsPage key="failed" failed />,
};
const AREA_SCREEN = /^\/reports\/(cg|lg|sepc)\/(submissions|approvals)$/;

/** Renders the screen behind a menu path; a path with no screen is an unknown page. */
export default function MenuScreen() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const area = AREA_SCREEN.exec(path);
  if (area) return area[2] === 'submissions' ? <SubmissionsPage key={path} area={area[1]} /> : <ApprovalsPage key={path} area={area[1]} />;
  const Special = SPECIAL[path];
  if (Special) return <Special />;
  const config = masterFor(path);
  if (!config) return <Navigate to="/error/error-v1" replace />;
  return <MasterPage key={config.path} config={config} />;
}

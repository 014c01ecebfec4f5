import { Navigate, useLocation } from 'react-router';
import { masterFor } from './config';
import { MasterPage } from './MasterPage';
import { RolePermissionsPage } from './RolePermissionsPage';
import { OutboxPage } from './OutboxPage';

const SPECIAL: Record<string, () => React.JSX.Element> = {
  '/admin/role-menus': RolePermissionsPage,
  '/admin/outbox': OutboxPage,
};

/** Renders the screen behind a menu path; a path with no screen is an unknown page. */
export default function MenuScreen() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const Special = SPECIAL[path];
  if (Special) return <Special />;
  const config = masterFor(path);
  if (!config) return <Navigate to="/error/error-v1" replace />;
  return <MasterPage key={config.path} config={config} />;
}

import { Navigate, useLocation } from 'react-router';
import { masterFor } from './config';
import { MasterPage } from './MasterPage';

/** The master screen behind a menu path (config.ts); a path with no master is an unknown page. */
export default function MasterScreen() {
  const { pathname } = useLocation();
  const config = masterFor(pathname.replace(/\/+$/, ''));
  if (!config) return <Navigate to="/error/error-v1" replace />;
  return <MasterPage key={config.path} config={config} />;
}

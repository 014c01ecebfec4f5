import { Navigate, useParams } from 'react-router';
import { SubmissionsPage } from './SubmissionsPage';
import { ApprovalsPage } from './ApprovalsPage';

const AREAS = new Set(['cg', 'lg', 'sepc']);

/** /reports/:area/submissions and /reports/:area/approvals for the three process areas; any other is unknown. */
function areaScreen(Page: typeof SubmissionsPage) {
  return function AreaScreen() {
    const { area = '' } = useParams();
    return AREAS.has(area) ? <Page key={area} area={area} /> : <Navigate to="/error/error-v1" replace />;
  };
}
export const SubmissionsScreen = areaScreen(SubmissionsPage);
export const ApprovalsScreen = areaScreen(ApprovalsPage);

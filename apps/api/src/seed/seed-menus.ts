const REPORT_SUBS: [string, string][] = [['Submissions', '/reports/process-area/submissions'], ['Approvals', '/reports/process-area/approvals']];

/** Main menus (header section) with their sub-menus; paths are the web app's routes. */
export const MENUS: { name: string; icon: string; section: 'admin' | 'masters' | 'reports' | 'budget'; level: number;
  processArea?: string; category?: string; subs: [string, string][] }[] = [
  { name: 'User Administration', icon: 'team', section: 'admin', level: 1, subs: [
    ['Users', '/admin/users'], ['Roles', '/admin/roles'], ['User Types', '/admin/user-types'], ['Menus', '/admin/menus'],
    ['Sub Menus', '/admin/sub-menus'], ['Role Permissions', '/admin/role-menus'], ['Outbox', '/admin/outbox'],
    ['Layout Builder', '/builder'],
  ] },
  { name: 'Audit', icon: 'audit', section: 'admin', level: 2, subs: [
    ['Audit Trail', '/audit/trail'], ['Application Logs', '/audit/logs'], ['Logins', '/audit/logins'], ['Failed Logins', '/audit/failed-logins'],
  ] },
  { name: 'General Masters', icon: 'database', section: 'masters', level: 1, subs: [
    ['Fiscal Years', '/general-masters/fiscal-years'], ['Budget Stages', '/general-masters/budget-stages'],
    ['Programmes', '/general-masters/programmes'], ['Sub Programmes', '/general-masters/sub-programmes'],
    ['Sub Sub Programmes', '/general-masters/sub-sub-programmes'], ['Programmes by Vote', '/general-masters/programme-votes'],
    ['Parastatals', '/general-masters/parastatals'],
    ['Revenues', '/general-masters/revenues'], ['Sub Grants', '/general-masters/sub-grants'],
    ['Sectors', '/general-masters/sectors'], ['Economic Items', '/general-masters/economic-items'],
    ['Fund Sources', '/general-masters/fund-sources'], ['Outputs', '/general-masters/outputs'],
  ] },
  { name: 'CG Masters', icon: 'bank', section: 'masters', level: 2, subs: [['CG Votes', '/cg/votes']] },
  { name: 'LG Masters', icon: 'environment', section: 'masters', level: 3, subs: [['LG Votes', '/lg-masters/votes'], ['Sub Regions', '/lg-masters/sub-regions']] },
  { name: 'Report Setup', icon: 'setting', section: 'reports', level: 1, subs: [['Report Definitions', '/reports/definitions'], ['Report Approvers', '/reports/approvers']] },
  { name: 'National Reports', icon: 'global', section: 'reports', level: 2, processArea: 'CG,LG,SEPC', category: 'Reports', subs: REPORT_SUBS },
  { name: 'CG Reports', icon: 'bank', section: 'reports', level: 3, processArea: 'CG', category: 'Reports', subs: REPORT_SUBS },
  { name: 'LG Reports', icon: 'environment', section: 'reports', level: 4, processArea: 'LG', category: 'Reports', subs: REPORT_SUBS },
  { name: 'SEPC Reports', icon: 'shop', section: 'reports', level: 5, processArea: 'SEPC', category: 'Reports', subs: REPORT_SUBS },
];

/** Which sub-menus (main menu name, path) each seeded role opens. */
export const ROLE_PATHS: Record<string, (path: string, main: string) => boolean> = {
  'System Administrator': (_p, m) => !['CG Reports', 'LG Reports', 'SEPC Reports'].includes(m),
  'Budget Officer': (p, m) => p.startsWith('/general-masters') || p.startsWith('/cg/') || p.startsWith('/lg-masters') || m === 'National Reports',
  'Ministry Approver': (_p, m) => m === 'National Reports',
  'CG Initiator': (_p, m) => m === 'CG Reports',
  'CG Accounting Officer': (_p, m) => m === 'CG Reports',
  'LG Initiator': (_p, m) => m === 'LG Reports',
  'LG Chief Administrative Officer': (_p, m) => m === 'LG Reports',
  'SEPC Finance Officer': (_p, m) => m === 'SEPC Reports',
};

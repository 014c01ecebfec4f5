/** Main menus (header section) with their sub-menus; paths are the web app's routes. */
export const MENUS: { name: string; icon: string; section: 'admin' | 'masters' | 'reports' | 'budget'; level: number;
  processArea?: string; category?: string; subs: [string, string][] }[] = [
  { name: 'User Administration', icon: 'team', section: 'admin', level: 1, subs: [
    ['Users', '/admin/users'], ['Roles', '/admin/roles'], ['User Types', '/admin/user-types'], ['Menus', '/admin/menus'],
    ['Sub Menus', '/admin/sub-menus'], ['Role Permissions', '/admin/role-menus'], ['Outbox', '/admin/outbox'],
    ['Layout Builder', '/builder'],
  ] },
  { name: 'General Masters', icon: 'database', section: 'masters', level: 1, subs: [
    ['Fiscal Years', '/general-masters/fiscal-years'], ['Budget Stages', '/general-masters/budget-stages'],
    ['Programmes', '/general-masters/programmes'], ['Sub Programmes', '/general-masters/sub-programmes'],
    ['Sub Sub Programmes', '/general-masters/sub-sub-programmes'], ['Parastatals', '/general-masters/parastatals'],
    ['Revenues', '/general-masters/revenues'], ['Sub Grants', '/general-masters/sub-grants'],
  ] },
  { name: 'CG Masters', icon: 'bank', section: 'masters', level: 2, subs: [['CG Votes', '/cg/votes']] },
  { name: 'LG Masters', icon: 'environment', section: 'masters', level: 3, subs: [['LG Votes', '/lg-masters/votes'], ['Sub Regions', '/lg-masters/sub-regions']] },
];

/** Which sub-menu paths each seeded role opens. */
export const ROLE_PATHS: Record<string, (path: string) => boolean> = {
  'System Administrator': () => true,
  'Budget Officer': (p) => p.startsWith('/general-masters') || p.startsWith('/cg/') || p.startsWith('/lg-masters'),
  'CG Initiator': () => false,
  'CG Accounting Officer': () => false,
  'LG Initiator': () => false,
  'LG Chief Administrative Officer': () => false,
  'SEPC Finance Officer': () => false,
};

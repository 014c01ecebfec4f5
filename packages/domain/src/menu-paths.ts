/** The shape of one userMenu entry that path building needs. */
export interface MenuEntryLike {
  Main_Menu_ID: { Main_Menu_ID: number; Main_Menu_Name: string; Process_Area?: string | null; Process_Area_Category?: string | null };
  Sub_Menu_Path: string;
}

export const ALWAYS_ALLOWED_PATHS = [
  '/',
  '/dashboard',
  '/budget',
  '/archives',
  '/user-profile',
  '/user-profile/personal-information',
  '/user-profile/change-password',
  '/logout',
];

/** Process_Area 'CG,LG' turns '/reports/process-area/x' into '/reports/cg/x' and '/reports/lg/x'. */
export function expandMenuPath(path: string, processArea?: string | null): string[] {
  const areas = (processArea ?? '').split(',').map((a) => a.trim().toLowerCase()).filter(Boolean);
  if (!areas.length || !path.includes('process-area')) return [path];
  return areas.map((area) => path.replace('process-area', area));
}

export function buildMenuPaths(entries: MenuEntryLike[]): string[] {
  const paths = new Set<string>();
  for (const e of entries) {
    for (const p of expandMenuPath(e.Sub_Menu_Path, e.Main_Menu_ID.Process_Area)) paths.add(p);
  }
  return [...paths].sort();
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** SPEC.md section 2: whether a signed-in user may stay on `path`. */
export function isPathAllowed(path: string, menuPaths: string[]): boolean {
  const p = normalise(path);
  if (p.startsWith('/error') || p.startsWith('/budget') || p === '/auth/login') return true;
  if (ALWAYS_ALLOWED_PATHS.includes(p)) return true;
  return menuPaths.includes(p);
}

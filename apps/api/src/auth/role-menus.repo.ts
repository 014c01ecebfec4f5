import { and, asc, eq } from 'drizzle-orm';
import { expandMenuPath } from '@pbs/domain';
import type { Executor } from '../db/client.js';
import { onChange } from '../db/changes.js';
import { mainMenus, roleMenus, subMenus, users } from '../db/schema/index.js';

export type MenuRow = {
  mainId: number; mainName: string; mainIcon: string | null; mainLevel: number; mainStatus: boolean;
  section: string; processArea: string | null; processAreaCategory: string | null;
  subId: number; subName: string; subPath: string; subLevel: number;
};

/** Active sub-menus (under active main menus) that a role may open. */
export async function menuRowsForRole(db: Executor, roleId: number | null): Promise<MenuRow[]> {
  if (roleId == null) return [];
  return db
    .select({
      mainId: mainMenus.id, mainName: mainMenus.name, mainIcon: mainMenus.icon, mainLevel: mainMenus.level,
      mainStatus: mainMenus.status, section: mainMenus.section, processArea: mainMenus.processArea,
      processAreaCategory: mainMenus.processAreaCategory,
      subId: subMenus.id, subName: subMenus.name, subPath: subMenus.path, subLevel: subMenus.level,
    })
    .from(roleMenus)
    .innerJoin(subMenus, eq(subMenus.id, roleMenus.subMenuId))
    .innerJoin(mainMenus, eq(mainMenus.id, subMenus.mainMenuId))
    .where(and(eq(roleMenus.roleId, roleId), eq(subMenus.status, true), eq(mainMenus.status, true)))
    .orderBy(asc(mainMenus.name), asc(subMenus.name));
}

/** Active users whose role may open a menu path (e.g. those who assign the reports' approvers). */
export async function usersWithMenu(db: Executor, path: string): Promise<number[]> {
  const rows = await db.selectDistinct({ id: users.id }).from(users)
    .innerJoin(roleMenus, eq(roleMenus.roleId, users.roleId))
    .innerJoin(subMenus, eq(subMenus.id, roleMenus.subMenuId))
    .innerJoin(mainMenus, eq(mainMenus.id, subMenus.mainMenuId))
    .where(and(eq(subMenus.path, path), eq(subMenus.status, true), eq(mainMenus.status, true), eq(users.status, true)));
  return rows.map((r) => r.id);
}

export function pathsOf(rows: MenuRow[]): Set<string> {
  const paths = new Set<string>();
  for (const r of rows) for (const p of expandMenuPath(r.subPath, r.processArea)) paths.add(p);
  return paths;
}

/**
 * Menu paths per role, cached for 10 s per database: every signed-in request needs them, and they change only
 * when an administrator edits menus or permissions — which empties the cache at once (db/changes.ts).
 */
const TTL_MS = 10_000;
let generation = 0;
const cache = new WeakMap<object, Map<number, { paths: Set<string>; at: number; gen: number }>>();

function forgetRolePaths() { generation++; }
onChange(['main_menus', 'sub_menus', 'role_menus', 'roles'], forgetRolePaths);

export async function rolePaths(db: Executor, roleId: number | null): Promise<Set<string>> {
  if (roleId == null) return new Set();
  let byRole = cache.get(db);
  if (!byRole) cache.set(db, (byRole = new Map<number, { paths: Set<string>; at: number; gen: number }>()));
  const hit = byRole.get(roleId);
  if (hit && hit.gen === generation && Date.now() - hit.at < TTL_MS) return hit.paths;
  const gen = generation;
  const paths = pathsOf(await menuRowsForRole(db, roleId));
  byRole.set(roleId, { paths, at: Date.now(), gen });
  return paths;
}

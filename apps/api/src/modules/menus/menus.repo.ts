import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { announce } from '../../db/changes.js';
import { roleMenus, roles, subMenus } from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

/** A role's permitted sub-menus, as the Role Permissions screen lists them. */
export function roleMenuIds(db: Executor, roleId: number) {
  return db.select({ roleId: roleMenus.roleId, subMenuId: roleMenus.subMenuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId));
}

export const roleMenuRows = (db: Executor, roleId: number) => db.select().from(roleMenus).where(eq(roleMenus.roleId, roleId));

export async function roleExists(db: Executor, roleId: number) {
  return (await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId))).length === 1;
}

export async function countSubMenus(db: Executor, ids: number[]) {
  return ids.length ? (await db.select({ id: subMenus.id }).from(subMenus).where(inArray(subMenus.id, ids))).length : 0;
}

export async function deleteRoleMenu(db: Executor, id: number) {
  await db.delete(roleMenus).where(eq(roleMenus.id, id));
  announce(db, { table: 'role_menus', id });
}

export async function insertRoleMenu(db: Executor, roleId: number, subMenuId: number, actorId: number) {
  const row = present((await db.insert(roleMenus).values({ roleId, subMenuId, createdBy: actorId }).returning())[0], 'the menu written');
  announce(db, { table: 'role_menus', id: row.id });
  return row;
}

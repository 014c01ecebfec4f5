import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { unknownRef, valid } from '../../lib/valid.js';
import * as repo from './menus.repo.js';

const idList = z.array(z.number().int().positive()).max(1000);

export const roleMenus = (ctx: Context, _actor: Actor, roleId: number) => repo.roleMenuIds(ctx.db, roleId);

/**
 * Replaces a role's permitted sub-menus: every grant and revoke is audited in one transaction (the role
 * paths cached per process are told by the repository's writes).
 */
export async function setRoleMenus(ctx: Context, actor: Actor, roleId: number, subMenuIds: number[]) {
  const ids = [...new Set(valid(idList, subMenuIds, 'Sub_Menu_IDs'))];
  return ctx.db.transaction(async (tx) => {
    if (!await repo.roleExists(tx, roleId)) throw notFound();
    if (await repo.countSubMenus(tx, ids) !== ids.length) throw unknownRef('Sub_Menu_IDs');
    const current = await repo.roleMenuRows(tx, roleId);
    for (const row of current.filter((r) => !ids.includes(r.subMenuId))) {
      await repo.deleteRoleMenu(tx, row.id);
      await writeAudit(tx, { table: 'role_menus', type: 'remove', recordId: row.id, oldValues: row, actorId: actor.id });
    }
    const have = new Set(current.map((r) => r.subMenuId));
    for (const subMenuId of ids.filter((id) => !have.has(id))) {
      const row = await repo.insertRoleMenu(tx, roleId, subMenuId, actor.id);
      await writeAudit(tx, { table: 'role_menus', type: 'create', recordId: row.id, newValues: row, actorId: actor.id });
    }
    return repo.roleMenuIds(tx, roleId);
  });
}

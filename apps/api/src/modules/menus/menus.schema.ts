import { forgetRolePaths } from './menus.repo.js';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { roleMenus, roles, subMenus } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, notFound } from '../../lib/errors.js';
import type { MenuRow } from './menus.repo.js';

const MainMenuInfo = builder.objectRef<MenuRow>('UserMainMenu').implement({
  fields: (t) => ({
    Main_Menu_ID: t.int({ resolve: (r) => r.mainId }),
    Main_Menu_Name: t.string({ resolve: (r) => r.mainName }),
    Main_Menu_Icon: t.string({ nullable: true, resolve: (r) => r.mainIcon }),
    Level: t.int({ resolve: (r) => r.mainLevel }),
    Status: t.boolean({ resolve: (r) => r.mainStatus }),
    Section: t.string({ resolve: (r) => r.section }),
    Process_Area: t.string({ nullable: true, resolve: (r) => r.processArea }),
    Process_Area_Category: t.string({ nullable: true, resolve: (r) => r.processAreaCategory }),
  }),
});

/** One userMenu entry of the login result (SPEC.md section 3). */
export const UserMenuEntryRef = builder.objectRef<MenuRow>('UserMenuEntry').implement({
  fields: (t) => ({
    Main_Menu_ID: t.field({ type: MainMenuInfo, resolve: (r) => r }),
    Sub_Menu_ID: t.int({ resolve: (r) => r.subId }),
    Sub_Menu_Name: t.string({ resolve: (r) => r.subName }),
    Sub_Menu_Path: t.string({ resolve: (r) => r.subPath }),
    Level: t.int({ resolve: (r) => r.subLevel }),
  }),
});

const RoleMenuRef = builder.objectRef<{ roleId: number; subMenuId: number }>('RoleMenu').implement({
  fields: (t) => ({ Role_ID: t.exposeInt('roleId'), Sub_Menu_ID: t.exposeInt('subMenuId') }),
});

const idList = z.array(z.number().int().positive()).max(1000);

builder.queryFields((t) => ({
  roleMenus: t.field({
    type: [RoleMenuRef], authScopes: { menu: '/admin/role-menus' }, args: { Role_ID: t.arg.int({ required: true }) },
    resolve: (_r, { Role_ID }, { db }) => db.select({ roleId: roleMenus.roleId, subMenuId: roleMenus.subMenuId })
      .from(roleMenus).where(eq(roleMenus.roleId, Role_ID)),
  }),
}));

builder.mutationFields((t) => ({
  /** Replaces a role's permitted sub-menus; each grant and revoke is audited. */
  setRoleMenus: t.field({
    type: [RoleMenuRef], authScopes: { menu: '/admin/role-menus' },
    args: { Role_ID: t.arg.int({ required: true }), Sub_Menu_IDs: t.arg.intList({ required: true }) },
    // The cache of role paths is emptied once the new permissions are committed.
    resolve: (_r, args, ctx) => ctx.db.transaction(async (tx) => {
      const wanted = idList.safeParse(args.Sub_Menu_IDs);
      if (!wanted.success) throw badInput('Sub_Menu_IDs: at most 1000 positive ids');
      const actorId = actorOf(ctx).id;
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, args.Role_ID));
      if (!role) throw notFound();
      const ids = [...new Set(wanted.data)];
      if (ids.length) {
        const known = await tx.select({ id: subMenus.id }).from(subMenus).where(inArray(subMenus.id, ids));
        if (known.length !== ids.length) throw badInput('Sub_Menu_IDs: unknown sub-menu');
      }
      const current = await tx.select().from(roleMenus).where(eq(roleMenus.roleId, args.Role_ID));
      for (const row of current.filter((r) => !ids.includes(r.subMenuId))) {
        await tx.delete(roleMenus).where(and(eq(roleMenus.id, row.id)));
        await writeAudit(tx, { table: 'role_menus', type: 'remove', recordId: row.id, oldValues: row, actorId });
      }
      const have = new Set(current.map((r) => r.subMenuId));
      for (const subMenuId of ids.filter((id) => !have.has(id))) {
        const [row] = await tx.insert(roleMenus).values({ roleId: args.Role_ID, subMenuId, createdBy: actorId }).returning();
        await writeAudit(tx, { table: 'role_menus', type: 'create', recordId: row.id, newValues: row, actorId });
      }
      return tx.select({ roleId: roleMenus.roleId, subMenuId: roleMenus.subMenuId }).from(roleMenus).where(eq(roleMenus.roleId, args.Role_ID));
    }).then((rows) => { forgetRolePaths(); return rows; }),
  }),
}));

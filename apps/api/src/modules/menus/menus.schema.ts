import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import type { MenuRow } from '../../auth/role-menus.repo.js';
import * as svc from './menus.service.js';

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

builder.queryFields((t) => ({
  roleMenus: t.field({
    type: [RoleMenuRef], authScopes: { menu: '/admin/role-menus' }, args: { Role_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => svc.roleMenus(ctx, actorOf(ctx), a.Role_ID),
  }),
}));

builder.mutationFields((t) => ({
  /** Replaces a role's permitted sub-menus; each grant and revoke is audited. */
  setRoleMenus: t.field({
    type: [RoleMenuRef], authScopes: { menu: '/admin/role-menus' },
    args: { Role_ID: t.arg.int({ required: true }), Sub_Menu_IDs: t.arg.intList({ required: true }) },
    resolve: (_r, a, ctx) => svc.setRoleMenus(ctx, actorOf(ctx), a.Role_ID, a.Sub_Menu_IDs),
  }),
}));

import { z } from 'zod';
import { mainMenus, roles, subMenus, userTypes } from '../../db/schema/index.js';
import { defineMaster, rules } from './define-master.js';
import { roleTitled } from './master-rules.repo.js';
import { badInput } from '../../lib/errors.js';

const area = z.string().trim().regex(/^(CG|LG|SEPC)(,(CG|LG|SEPC))*$/, 'a comma-separated list of CG, LG, SEPC');

export const UserTypeRef = defineMaster({
  type: 'UserType', table: userTypes, menuPath: '/admin/user-types', orderBy: userTypes.name,
  fields: {
    User_Type_ID: ['id', 'Int'], User_Type_Name: ['name', 'String'], Process_Area: ['processArea', 'String', true],
    Is_Ministry: ['isMinistry', 'Boolean'], Status: ['status', 'Boolean'],
  },
  input: {
    User_Type_Name: ['name', rules.name, 'String'], Process_Area: ['processArea', area.nullable().optional(), 'String'],
    Is_Ministry: ['isMinistry', rules.flag, 'Boolean'],
  },
  queries: { all: 'userTypes', active: 'activeUserTypes' },
});

export const RoleRef = defineMaster({
  type: 'Role', table: roles, menuPath: '/admin/roles', orderBy: roles.title,
  fields: {
    Role_ID: ['id', 'Int'], Title: ['title', 'String'], User_Type_ID: ['userTypeId', 'Int'],
    Generate_Permission: ['generatePermission', 'Boolean'], Approve_Permission: ['approvePermission', 'Boolean'],
    Is_OTP: ['isOtp', 'Boolean'], Status: ['status', 'Boolean'], Consolidate_Permission: ['consolidatePermission', 'Boolean'],
  },
  input: {
    Title: ['title', rules.name, 'String'], User_Type_ID: ['userTypeId', rules.id, 'Int'],
    Generate_Permission: ['generatePermission', rules.flag, 'Boolean'], Approve_Permission: ['approvePermission', rules.flag, 'Boolean'],
    Is_OTP: ['isOtp', rules.flag, 'Boolean'], Consolidate_Permission: ['consolidatePermission', rules.flag, 'Boolean'],
  },
  queries: { all: 'roles', active: 'activeRoles', count: 'countRoles' },
  check: async (ctx, v, id) => {
    if (await roleTitled(ctx.db, String(v.title), id)) throw badInput({ key: 'SERVER.ROLE_TITLE_TAKEN', params: { title: String(v.title).trim() } });
  },
});

export const MainMenuRef = defineMaster({
  type: 'MainMenu', table: mainMenus, menuPath: '/admin/menus', orderBy: mainMenus.name,
  fields: {
    Main_Menu_ID: ['id', 'Int'], Main_Menu_Name: ['name', 'String'], Main_Menu_Icon: ['icon', 'String', true],
    Level: ['level', 'Int'], Section: ['section', 'String'], Process_Area: ['processArea', 'String', true],
    Process_Area_Category: ['processAreaCategory', 'String', true], Status: ['status', 'Boolean'],
  },
  input: {
    Main_Menu_Name: ['name', rules.name, 'String'], Main_Menu_Icon: ['icon', z.string().max(50).nullable().optional(), 'String'],
    Level: ['level', z.number().int().min(1).max(99), 'Int'],
    Section: ['section', z.enum(['admin', 'masters', 'reports', 'budget']), 'String'],
    Process_Area: ['processArea', area.nullable().optional(), 'String'],
    Process_Area_Category: ['processAreaCategory', z.string().max(50).nullable().optional(), 'String'],
  },
  queries: { all: 'mainMenus' },
});

export const SubMenuRef = defineMaster({
  type: 'SubMenu', table: subMenus, menuPath: '/admin/menus', orderBy: subMenus.name,
  fields: {
    Sub_Menu_ID: ['id', 'Int'], Main_Menu_ID: ['mainMenuId', 'Int'], Sub_Menu_Name: ['name', 'String'],
    Sub_Menu_Path: ['path', 'String'], Level: ['level', 'Int'], Status: ['status', 'Boolean'],
  },
  input: {
    Main_Menu_ID: ['mainMenuId', rules.id, 'Int'], Sub_Menu_Name: ['name', rules.name, 'String'],
    Sub_Menu_Path: ['path', z.string().regex(/^\/[a-z0-9/-]+$/, 'HINT.PATH').max(200), 'String'],
    Level: ['level', z.number().int().min(1).max(99), 'Int'],
  },
  queries: { all: 'subMenus' },
});

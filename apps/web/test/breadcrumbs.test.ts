import { describe, expect, it } from 'vitest';
import { endWords, pageInfo } from '../src/lib/breadcrumbs';
import { groupMenu, type MenuEntry } from '../src/lib/session';

const entry = (main: string, sub: string, path: string, area?: string, category?: string, id = 1): MenuEntry => ({
  Main_Menu_ID: { Main_Menu_ID: id, Main_Menu_Name: main, Section: 'reports', Process_Area: area, Process_Area_Category: category },
  Sub_Menu_ID: Math.random(), Sub_Menu_Name: sub, Sub_Menu_Path: path,
});

describe('menu grouping', () => {
  it('sorts main menus and sub-menus by name', () => {
    const menu = groupMenu([entry('Zeta', 'b', '/z/b', undefined, undefined, 2), entry('Alpha', 'y', '/a/y'), entry('Alpha', 'x', '/a/x')]);
    expect(menu.map((m) => m.Main_Menu_Name)).toEqual(['Alpha', 'Zeta']);
    expect(menu[0]?.subMenus.map((s) => s.Sub_Menu_Name)).toEqual(['x', 'y']);
  });
});

describe('breadcrumbs', () => {
  const menu = groupMenu([
    entry('General Masters Setup', 'Fiscal Years', '/general-masters/fiscal-years'),
    entry('Budget Reports', 'Submissions', '/reports/process-area/submissions', 'CG,LG', 'Reports', 2),
  ]);
  it('uses area, category, main and sub-menu for process-area menus', () => {
    expect(pageInfo(menu, '/reports/lg/submissions').crumbs.map((c) => c.label)).toEqual(['LG', 'Reports', 'Budget Reports', 'Submissions']);
  });
  it('uses the first and last words of other main menus', () => {
    const info = pageInfo(menu, '/general-masters/fiscal-years');
    expect(info.crumbs[0]).toMatchObject({ ends: true, label: 'General Masters Setup' });
    expect(endWords('General Masters Setup')).toEqual(['General', 'Setup']);
    expect(endWords('Admin')).toEqual(['Admin']);
  });
  it('links the budget crumbs to the /budget/# anchors of its sections', () => {
    expect(pageInfo(menu, '/budget', '#uploads').crumbs).toEqual([
      { label: 'MENU.BUDGET', key: 'MENU.BUDGET', to: '/budget/#mtef' }, { label: 'BUDGET.TAB_UPLOADS', key: 'BUDGET.TAB_UPLOADS', to: '/budget/#uploads' }]);
    expect(pageInfo(menu, '/budget/', '').crumbs[1]?.to).toBe('/budget/#mtef');
    expect(pageInfo(menu, '/budget', '#nonsense').crumbs[1]?.to).toBe('/budget/#mtef');
  });
  it('gives the dashboard and archives one crumb', () => {
    expect(pageInfo(menu, '/dashboard').crumbs).toHaveLength(1);
    expect(pageInfo(menu, '/archives').crumbs).toHaveLength(1);
  });
});

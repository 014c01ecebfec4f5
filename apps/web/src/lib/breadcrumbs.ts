import { expandMenuPath } from '@pbs/domain';
import type { MainMenu } from './session';
import { budgetSection } from './budget-sections';

/** A crumb with `ends` shows only the first and last words of its (translated) label; one with `to` is a link. */
export interface Crumb { label: string; key?: string; ends?: boolean; to?: string }
export interface PageInfo { title: string; titleKey?: string; crumbs: Crumb[] }

/** Finds the menu entry of a path, process-area placeholders expanded. */
export function findMenuEntry(menu: MainMenu[], path: string) {
  for (const main of menu) {
    for (const sub of main.subMenus) {
      const expanded = expandMenuPath(sub.Sub_Menu_Path, main.Process_Area);
      if (expanded.includes(path)) return { main, sub, template: sub.Sub_Menu_Path };
    }
  }
  return null;
}

const FIXED: Partial<Record<string, string>> = {
  '/dashboard': 'MENU.DASHBOARD', '/archives': 'MENU.ARCHIVES', '/budget': 'MENU.BUDGET',
  '/user-profile': 'PROFILE.TITLE', '/user-profile/personal-information': 'PROFILE.PERSONAL',
  '/user-profile/change-password': 'PROFILE.CHANGE_PASSWORD', '/builder': 'BUILDER.TITLE',
};

/**
 * SPEC.md section 2: process-area menus → area segment, category, main menu, sub-menu;
 * other menus → first and last words of the main menu, then the sub-menu; dashboard and archives one crumb.
 */
/** First and last words of a name: 'General Masters Setup' → ['General', 'Setup']. */
export function endWords(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const [first, last] = [words[0], words.at(-1)];
  return words.length > 1 && first && last ? [first, last] : words;
}

export function pageInfo(menu: MainMenu[], path: string, hash = ''): PageInfo {
  const entry = findMenuEntry(menu, path);
  if (entry) {
    const { main, sub } = entry;
    const subCrumb = { label: sub.Sub_Menu_Name, key: `PAGE.${sub.Sub_Menu_Path}` };
    const areas = main.Process_Area;
    if (areas && sub.Sub_Menu_Path.includes('process-area')) {
      const area = path.split('/').find((seg) => areas.toLowerCase().split(',').map((a) => a.trim()).includes(seg)) ?? '';
      return { title: sub.Sub_Menu_Name, titleKey: subCrumb.key, crumbs: [
        { label: area.toUpperCase() }, { label: main.Process_Area_Category ?? '', key: `MAIN.${main.Process_Area_Category ?? ''}` }, { label: main.Main_Menu_Name, key: `MAIN.${main.Main_Menu_Name}` }, subCrumb,
      ].filter((c) => c.label) };
    }
    return { title: sub.Sub_Menu_Name, titleKey: subCrumb.key, crumbs: [{ label: main.Main_Menu_Name, key: `MAIN.${main.Main_Menu_Name}`, ends: true }, subCrumb] };
  }
  if (path === '/budget' || path === '/budget/') {
    const section = budgetSection(hash);
    return { title: 'MENU.BUDGET', titleKey: 'MENU.BUDGET', crumbs: [
      { label: 'MENU.BUDGET', key: 'MENU.BUDGET', to: '/budget/#mtef' }, { label: section.label, key: section.label, to: `/budget/#${section.key}` },
    ] };
  }
  const key = FIXED[path] ?? (path.startsWith('/budget') ? 'MENU.BUDGET' : undefined);
  const label = key ?? path;
  if (path.startsWith('/user-profile/')) return { title: label, titleKey: key, crumbs: [{ label: 'PROFILE.TITLE', key: 'PROFILE.TITLE' }, { label, key }] };
  return { title: label, titleKey: key, crumbs: [{ label, key }] };
}

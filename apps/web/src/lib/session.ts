import { useSyncExternalStore } from 'react';
import { buildMenuPaths } from '@pbs/domain';
import type { SessionFieldsFragment } from '../gql-session/graphql';

/** Browser storage key of the session (SPEC.md section 3). */
export const SESSION_KEY = 'v0-pbs-auth';

export interface MenuEntry {
  Main_Menu_ID: { Main_Menu_ID: number; Main_Menu_Name: string; Main_Menu_Icon?: string | null; Section: string; Process_Area?: string | null; Process_Area_Category?: string | null };
  Level?: number;
  Sub_Menu_ID: number; Sub_Menu_Name: string; Sub_Menu_Path: string;
}
export interface MainMenu {
  Main_Menu_ID: number; Main_Menu_Name: string; Section: string; Process_Area?: string | null; Process_Area_Category?: string | null;
  subMenus: { Sub_Menu_Name: string; Sub_Menu_Path: string }[];
}
export interface SessionUser {
  User_ID: number; User_Name: string; First_Name?: string | null; Last_Name?: string | null; Email?: string | null; Mobile_Number?: string | null;
  Occupation?: string | null; Is_Temp_Password?: boolean;
}
export interface Session {
  user: SessionUser | null;
  access_token: string | null;
  /** Never persisted: the httpOnly cookie carries it (DESIGN.md). */
  refresh_token: null;
  otpVerification: { userId: number; mobile: string; ticket: string } | null;
  menu: MainMenu[];
  menuPaths: string[];
  userRole: { Role_ID: number; Title: string } | null;
  userVote: { Vote_ID: number; Vote_Code: string; Vote_Name: string } | null;
  activeFiscalYear: { Year_ID: number; Fiscal_Year: string } | null;
  previousFiscalYear: { Year_ID: number; Fiscal_Year: string } | null;
  stages: unknown[];
  activeStages: { Stage_ID: number; Process_Area: string; Stage: number; Stage_Name?: string }[];
  locked: boolean;
  /** Times the screen was unlocked in this tab: pages remount on each, so queries refused while locked run again. */
  unlocks: number;
}

const EMPTY: Session = {
  user: null, access_token: null, refresh_token: null, otpVerification: null, menu: [], menuPaths: [],
  userRole: null, userVote: null, activeFiscalYear: null, previousFiscalYear: null, stages: [], activeStages: [], locked: false, unlocks: 0,
};

function load(): Session {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    return raw ? { ...EMPTY, ...JSON.parse(raw) as Partial<Session>, refresh_token: null } : EMPTY;
  } catch {
    return EMPTY;
  }
}

let state: Session = load();
const listeners = new Set<() => void>();

function set(next: Partial<Session>) {
  const unlocked = state.locked && next.locked === false;
  state = { ...state, ...next, unlocks: state.unlocks + (unlocked ? 1 : 0) };
  localStorage.setItem(SESSION_KEY, JSON.stringify(state));
  listeners.forEach((l) => l());
}

export const getSession = () => state;
export const useSession = () => useSyncExternalStore((l) => { listeners.add(l); return () => listeners.delete(l); }, () => state);

/** Main menus sorted by name, each with its sub-menus sorted by name (SPEC.md section 4, step 6). */
export function groupMenu(entries: MenuEntry[]): MainMenu[] {
  const byId = new Map<number, MainMenu>();
  for (const e of entries) {
    const m = e.Main_Menu_ID;
    const main = byId.get(m.Main_Menu_ID) ?? { ...m, subMenus: [] };
    main.subMenus.push({ Sub_Menu_Name: e.Sub_Menu_Name, Sub_Menu_Path: e.Sub_Menu_Path });
    byId.set(m.Main_Menu_ID, main);
  }
  const sorted = [...byId.values()].sort((a, b) => a.Main_Menu_Name.localeCompare(b.Main_Menu_Name));
  for (const m of sorted) m.subMenus.sort((a, b) => a.Sub_Menu_Name.localeCompare(b.Sub_Menu_Name));
  return sorted;
}

export type LoginPayload = SessionFieldsFragment;

export const sessionActions = {
  /** Completes a session: clears the code state, unlocks, stores menu, paths, token and the user's context. */
  complete(l: LoginPayload) {
    if (!l.access_token) throw new Error('a completed sign-in always carries an access token');
    set({
      otpVerification: null, locked: false, access_token: l.access_token, user: l.user,
      menu: groupMenu(l.userMenu), menuPaths: buildMenuPaths(l.userMenu),
      activeFiscalYear: l.activeFiscalYear, activeStages: l.activeStages, userRole: l.userRole, userVote: l.userVote,
    });
  },
  setOtp: (otp: Session['otpVerification']) => set({ otpVerification: otp }),
  setTokens: (access: string) => set({ access_token: access }),
  setUser: (user: SessionUser) => set({ user }),
  setPreviousFiscalYear: (y: Session['previousFiscalYear']) => set({ previousFiscalYear: y }),
  setLocked: (locked: boolean) => set({ locked }),
  logout: () => set({ ...EMPTY }),
};

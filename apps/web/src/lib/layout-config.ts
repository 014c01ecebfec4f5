import { useSyncExternalStore } from 'react';

/** Layout builder options, saved in this browser only. */
export interface LayoutConfig {
  fixedHeader: boolean;
  width: 'fluid' | 'fixed';
  menuArrows: boolean;
  displaySubheader: boolean;
  displayAside: boolean;
  submenuToggle: 'click' | 'hover';
  footer: 'compact' | 'extended';
}

const KEY = 'pbs-layout';
export const DEFAULT_LAYOUT: LayoutConfig = {
  fixedHeader: true, width: 'fluid', menuArrows: false, displaySubheader: true, displayAside: false, submenuToggle: 'click', footer: 'compact',
};

function read(): LayoutConfig {
  try { return { ...DEFAULT_LAYOUT, ...JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<LayoutConfig> }; } catch { return DEFAULT_LAYOUT; }
}

let config = read();
const listeners = new Set<() => void>();

export function saveLayout(next: LayoutConfig) {
  config = next;
  localStorage.setItem(KEY, JSON.stringify(next));
  listeners.forEach((l) => l());
}

export const useLayoutConfig = () => useSyncExternalStore((l) => { listeners.add(l); return () => listeners.delete(l); }, () => config);

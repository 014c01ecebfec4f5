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

/** Shows a layout without keeping it: reloading, or leaving the builder unsaved, goes back to the saved one. */
export function previewLayout(next: LayoutConfig) {
  config = next;
  listeners.forEach((l) => l());
}

export function saveLayout(next: LayoutConfig) {
  localStorage.setItem(KEY, JSON.stringify(next));
  previewLayout(next);
}

/** Drops a preview: the saved layout again. */
export const revertLayout = () => previewLayout(read());

export const useLayoutConfig = () => useSyncExternalStore((l) => { listeners.add(l); return () => listeners.delete(l); }, () => config);
